// GET /api/contests/{id}/applications (spec §7): the public list of the projects the fund took up, by
// nomination; the API takes the slug as well as the id. The loader prefetches with these options and
// the page reads with the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { ContestParticipantList } from '#shared/schemas/applications.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { contestKeys } from './keys.ts';

export function contestParticipantsQuery(api: ApiClient, slug: string, limit: number) {
  return queryOptions({
    queryKey: contestKeys.participants(slug, limit),
    queryFn: ({ signal }) =>
      api.get<ContestParticipantList>(`/api/contests/${encodeURIComponent(slug)}/applications?limit=${limit}`, {
        signal,
      }),
  });
}

export function useContestParticipants(slug: string, limit: number) {
  const api = useApi();
  return usePageQuery(contestParticipantsQuery(api, slug, limit));
}
