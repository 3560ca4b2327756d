// GET /api/events (spec §7): upcoming events first (soonest first), then past ones (latest first), as
// docs/decisions/006 has it; the events page and the home page's block read it. Loaders prefetch with
// these options and components read with the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { EventList } from '#shared/schemas/event.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { eventKeys } from './keys.ts';

export function eventListQuery(api: ApiClient, page: number, perPage: number) {
  return queryOptions({
    queryKey: eventKeys.list(page, perPage),
    queryFn: ({ signal }) => api.get<EventList>(`/api/events?page=${page}&per_page=${perPage}`, { signal }),
  });
}

export function useEventList(page: number, perPage: number) {
  const api = useApi();
  return usePageQuery(eventListQuery(api, page, perPage));
}
