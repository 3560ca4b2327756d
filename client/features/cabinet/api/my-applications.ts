// The signed-in user's applications (spec §7: GET /api/project-applications, GET /api/contest-applications),
// read with the session; both lists are personal and never kept past a sign-out.
import { queryOptions } from '@tanstack/react-query';
import { MAX_PER_PAGE } from '#shared/limits.ts';
import type { ContestApplicationList, ProjectApplicationList } from '#shared/schemas/applications.ts';
import type { ApiClient } from '#client/lib/api-client.ts';

export const applicationKeys = {
  all: ['applications'] as const,
  projects: () => ['applications', 'projects'] as const,
  contests: () => ['applications', 'contests'] as const,
  contest: (id: number) => ['applications', 'contest', id] as const,
};

export function myProjectApplicationsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: applicationKeys.projects(),
    queryFn: ({ signal }) =>
      api.get<ProjectApplicationList>(`/api/project-applications?per_page=${MAX_PER_PAGE}`, { signal, session: true }),
    meta: { personal: true },
    staleTime: 0,
    gcTime: 60_000,
  });
}

export function myContestApplicationsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: applicationKeys.contests(),
    queryFn: ({ signal }) =>
      api.get<ContestApplicationList>(`/api/contest-applications?per_page=${MAX_PER_PAGE}`, { signal, session: true }),
    meta: { personal: true },
    staleTime: 0,
    gcTime: 60_000,
  });
}
