// GET /api/contests/{slug} (spec §7) for the contest application form: the contest the application is
// for, its nominations and deadline. The loader prefetches with these options and the form reads with
// the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { Contest } from '#shared/schemas/contest.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { applicationFormKeys } from './keys.ts';

export function contestForApplicationQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: applicationFormKeys.contest(slug),
    queryFn: ({ signal }) => api.get<Contest>(`/api/contests/${encodeURIComponent(slug)}`, { signal }),
  });
}

export function useContestForApplication(slug: string) {
  const api = useApi();
  return usePageQuery(contestForApplicationQuery(api, slug));
}
