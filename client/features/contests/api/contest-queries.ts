// Query options of the contest endpoints (spec §7 `GET /api/contests`, `/api/contests/{slug-or-id}` and
// the public participants list `/api/contests/{id}/applications`): loaders prefetch with them and
// components read with them, so the keys cannot drift apart.
import { queryOptions } from '@tanstack/react-query';
import type { ContestParticipantList } from '#shared/schemas/applications.ts';
import type { Contest, ContestList } from '#shared/schemas/contest.ts';
import type { ApiClient } from '#client/lib/api-client.ts';

export const contestKeys = {
  all: ['contests'] as const,
  list: () => ['contests', 'list'] as const,
  contest: (slug: string) => ['contests', 'contest', slug] as const,
  participants: (slug: string, limit: number) => ['contests', 'participants', slug, limit] as const,
};

/** Every published contest, open ones first (the one closing soonest on top). */
export function contestListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: contestKeys.list(),
    queryFn: ({ signal }) => api.get<ContestList>('/api/contests', { signal }),
  });
}

export function contestQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: contestKeys.contest(slug),
    queryFn: ({ signal }) => api.get<Contest>(`/api/contests/${encodeURIComponent(slug)}`, { signal }),
  });
}

/** The projects the fund took up, by nomination; the API takes the slug as well as the id. */
export function contestParticipantsQuery(api: ApiClient, slug: string, limit: number) {
  return queryOptions({
    queryKey: contestKeys.participants(slug, limit),
    queryFn: ({ signal }) =>
      api.get<ContestParticipantList>(`/api/contests/${encodeURIComponent(slug)}/applications?limit=${limit}`, {
        signal,
      }),
  });
}
