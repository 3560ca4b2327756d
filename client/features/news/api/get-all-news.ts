// GET /api/news-posts/all (spec §7): every published post, newest first, for the /news page. The loader
// prefetches with these options and the page reads with the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { NewsPostList } from '#shared/schemas/news.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { newsKeys } from './keys.ts';

export function allNewsQuery(api: ApiClient, page: number, perPage: number) {
  return queryOptions({
    queryKey: newsKeys.list(page, perPage),
    queryFn: ({ signal }) => api.get<NewsPostList>(`/api/news-posts/all?page=${page}&per_page=${perPage}`, { signal }),
  });
}

export function useAllNews(page: number, perPage: number) {
  const api = useApi();
  return usePageQuery(allNewsQuery(api, page, perPage));
}
