// GET /api/events/{slug} (spec §7): one event for its own page. The loader prefetches with these options
// and the page reads with the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { EventDetails } from '#shared/schemas/event.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { eventKeys } from './keys.ts';

export function eventQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: eventKeys.event(slug),
    queryFn: ({ signal }) => api.get<EventDetails>(`/api/events/${encodeURIComponent(slug)}`, { signal }),
  });
}

export function useEvent(slug: string) {
  const api = useApi();
  return usePageQuery(eventQuery(api, slug));
}
