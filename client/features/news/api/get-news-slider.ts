// GET /api/news-posts/slider (spec §7): the posts of the home page's slider. The loader prefetches with
// these options and the page reads with the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { NewsPostListItem } from '#shared/schemas/news.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { newsKeys } from './keys.ts';

export function newsSliderQuery(api: ApiClient) {
  return queryOptions({
    queryKey: newsKeys.slider(),
    queryFn: ({ signal }) => api.get<{ items: NewsPostListItem[] }>('/api/news-posts/slider', { signal }),
  });
}

export function useNewsSlider() {
  const api = useApi();
  return usePageQuery(newsSliderQuery(api));
}
