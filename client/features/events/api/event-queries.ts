// Query options of the events endpoints (spec §7 `GET /api/events`, `GET /api/events/{slug}`): loaders
// prefetch with them and components read with them, so the keys cannot drift apart.
import { queryOptions } from '@tanstack/react-query';
import type { EventDetails, EventList } from '#shared/schemas/event.ts';
import type { ApiClient } from '#client/lib/api-client.ts';

export const eventKeys = {
  all: ['events'] as const,
  list: (page: number, perPage: number) => ['events', 'list', { page, perPage }] as const,
  event: (slug: string) => ['events', 'event', slug] as const,
};

/** Upcoming events first (soonest first), then past ones (latest first): docs/decisions/006. */
export function eventListQuery(api: ApiClient, page: number, perPage: number) {
  return queryOptions({
    queryKey: eventKeys.list(page, perPage),
    queryFn: ({ signal }) => api.get<EventList>(`/api/events?page=${page}&per_page=${perPage}`, { signal }),
  });
}

export function eventQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: eventKeys.event(slug),
    queryFn: ({ signal }) => api.get<EventDetails>(`/api/events/${encodeURIComponent(slug)}`, { signal }),
  });
}
