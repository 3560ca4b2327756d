// GET /api/contest-applications/{id} (spec §7): one's own contest application, to edit it. Read with the
// session, personal, and never kept past a sign-out.
import { queryOptions } from '@tanstack/react-query';
import type { ContestApplication } from '#shared/schemas/applications.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { applicationKeys } from './keys.ts';

/** One's own application of either kind, read for editing (get-own-project-application.ts uses it too). */
export function ownApplicationQuery<Application>(api: ApiClient, kind: 'contest' | 'project', id: number) {
  return queryOptions({
    queryKey: applicationKeys[kind](id),
    queryFn: ({ signal }) => api.get<Application>(`/api/${kind}-applications/${id}`, { signal, session: true }),
    meta: { personal: true },
    staleTime: 0,
    gcTime: 60_000,
  });
}

export function ownContestApplicationQuery(api: ApiClient, id: number) {
  return ownApplicationQuery<ContestApplication>(api, 'contest', id);
}

export function useOwnContestApplication(id: number) {
  const api = useApi();
  return usePageQuery(ownContestApplicationQuery(api, id));
}
