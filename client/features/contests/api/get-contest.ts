// GET /api/contests/{slug-or-id} (spec §7): one contest, for its page, the Arctic contest's page and the
// participants page. Loaders prefetch with these options and pages read with the same, so the key
// cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { Contest } from '#shared/schemas/contest.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { contestKeys } from './keys.ts';

export function contestQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: contestKeys.contest(slug),
    queryFn: ({ signal }) => api.get<Contest>(`/api/contests/${encodeURIComponent(slug)}`, { signal }),
  });
}

export function useContest(slug: string) {
  const api = useApi();
  return usePageQuery(contestQuery(api, slug));
}
