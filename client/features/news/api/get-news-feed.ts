// GET /api/news-posts (spec §7): the home page feed, the posts not already in the slider. The loader
// prefetches with these options and the page reads with the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { NewsPostList } from '#shared/schemas/news.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { newsKeys } from './keys.ts';

export function newsFeedQuery(api: ApiClient, page: number, perPage: number) {
  return queryOptions({
    queryKey: newsKeys.feed(page, perPage),
    queryFn: ({ signal }) => api.get<NewsPostList>(`/api/news-posts?page=${page}&per_page=${perPage}`, { signal }),
  });
}

export function useNewsFeed(page: number, perPage: number) {
  const api = useApi();
  return usePageQuery(newsFeedQuery(api, page, perPage));
}
