// GET /api/news-posts/{slug} (spec §7): one post for its own page. The loader prefetches with these
// options and the page reads with the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { NewsPost } from '#shared/schemas/news.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { newsKeys } from './keys.ts';

export function newsPostQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: newsKeys.post(slug),
    queryFn: ({ signal }) => api.get<NewsPost>(`/api/news-posts/${encodeURIComponent(slug)}`, { signal }),
  });
}

export function useNewsPost(slug: string) {
  const api = useApi();
  return usePageQuery(newsPostQuery(api, slug));
}
