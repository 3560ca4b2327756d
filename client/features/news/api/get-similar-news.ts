// GET /api/news-posts/{slug}/similar (spec §7): the posts shown under a post. The loader prefetches with
// these options and the page reads with the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { NewsPostListItem } from '#shared/schemas/news.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { newsKeys } from './keys.ts';

export function similarNewsQuery(api: ApiClient, slug: string, limit: number) {
  return queryOptions({
    queryKey: newsKeys.similar(slug, limit),
    queryFn: ({ signal }) =>
      api.get<{ items: NewsPostListItem[] }>(`/api/news-posts/${encodeURIComponent(slug)}/similar?limit=${limit}`, { signal }),
  });
}

export function useSimilarNews(slug: string, limit: number) {
  const api = useApi();
  return usePageQuery(similarNewsQuery(api, slug, limit));
}
