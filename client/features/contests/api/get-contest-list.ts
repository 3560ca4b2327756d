// GET /api/contests (spec §7): every published contest, open ones first. The home page shows the open
// ones and the programmes page all of them, so a visitor finds a contest without knowing its address.
import { queryOptions } from '@tanstack/react-query';
import type { ContestList } from '#shared/schemas/contest.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { contestKeys } from './keys.ts';

export function contestListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: contestKeys.list(),
    queryFn: ({ signal }) => api.get<ContestList>('/api/contests', { signal }),
  });
}

export function useContestList() {
  const api = useApi();
  return usePageQuery(contestListQuery(api));
}
