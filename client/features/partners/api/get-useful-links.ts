// GET /api/links (spec §7): the useful links of the Programs page. The loader prefetches with these
// options and the page reads with the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { LinkList } from '#shared/schemas/link.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { partnerKeys } from './keys.ts';

export function usefulLinksQuery(api: ApiClient) {
  return queryOptions({
    queryKey: partnerKeys.links(),
    queryFn: ({ signal }) => api.get<LinkList>('/api/links', { signal }),
  });
}

export function useUsefulLinks() {
  const api = useApi();
  return usePageQuery(usefulLinksQuery(api));
}
