// GET /api/contest-applications/{id} (spec §7): one's own contest application, to edit it. Read with the
// session, personal, and never kept past a sign-out.
import { queryOptions, useSuspenseQuery, type QueryKey } from '@tanstack/react-query';
import type { ContestApplication } from '#shared/schemas/applications.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi } from '#client/lib/api-context.tsx';
import { applicationKeys } from './keys.ts';

/** How one's own application of either kind is read for editing (the project one's file uses it too). */
export function ownApplicationQuery<Application, Key extends QueryKey>(api: ApiClient, queryKey: Key, url: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<Application>(url, { signal, session: true }),
    meta: { personal: true },
    staleTime: 0,
    gcTime: 60_000,
  });
}

export function ownContestApplicationQuery(api: ApiClient, id: number) {
  return ownApplicationQuery<ContestApplication, ReturnType<typeof applicationKeys.contest>>(
    api,
    applicationKeys.contest(id),
    `/api/contest-applications/${id}`,
  );
}

export function useOwnContestApplication(id: number) {
  const api = useApi();
  return useSuspenseQuery(ownContestApplicationQuery(api, id));
}
