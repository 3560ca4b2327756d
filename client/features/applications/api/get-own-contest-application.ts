// GET /api/contest-applications/{id} (spec §7): one's own contest application, to edit it. Read with the
// session, personal, and never kept past a sign-out.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ContestApplication } from '#shared/schemas/applications.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi } from '#client/lib/api-context.tsx';
import { applicationKeys } from './keys.ts';

export function ownContestApplicationQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: applicationKeys.contest(id),
    queryFn: ({ signal }) => api.get<ContestApplication>(`/api/contest-applications/${id}`, { signal, session: true }),
    meta: { personal: true },
    staleTime: 0,
    gcTime: 60_000,
  });
}

export function useOwnContestApplication(id: number) {
  const api = useApi();
  return useSuspenseQuery(ownContestApplicationQuery(api, id));
}
