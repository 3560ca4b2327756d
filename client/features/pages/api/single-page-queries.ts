// Query options of the static pages of `/p/{slug}` (spec §7 `GET /api/singlePages`).
import { queryOptions } from '@tanstack/react-query';
import type { SinglePage } from '#shared/schemas/single-page.ts';
import type { ApiClient } from '#client/lib/api-client.ts';

export const singlePageKeys = {
  all: ['single-pages'] as const,
  page: (slug: string) => ['single-pages', 'page', slug] as const,
};

export function singlePageQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: singlePageKeys.page(slug),
    queryFn: ({ signal }) => api.get<SinglePage>(`/api/singlePages/${encodeURIComponent(slug)}`, { signal }),
  });
}
