// GET /api/contests (spec §7): every published contest, open ones first (the one closing soonest on top).
// No page lists them yet, so there is no hook; a loader would prefetch with these options.
import { queryOptions } from '@tanstack/react-query';
import type { ContestList } from '#shared/schemas/contest.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { contestKeys } from './keys.ts';

export function contestListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: contestKeys.list(),
    queryFn: ({ signal }) => api.get<ContestList>('/api/contests', { signal }),
  });
}
