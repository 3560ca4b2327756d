// GET /api/singlePages/{slug} (spec §7): a static page of `/p/{slug}`. The loader prefetches with these
// options and the page reads with the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { SinglePage } from '#shared/schemas/single-page.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { singlePageKeys } from './keys.ts';

export function singlePageQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: singlePageKeys.page(slug),
    queryFn: ({ signal }) => api.get<SinglePage>(`/api/singlePages/${encodeURIComponent(slug)}`, { signal }),
  });
}

export function useSinglePage(slug: string) {
  const api = useApi();
  return usePageQuery(singlePageQuery(api, slug));
}
