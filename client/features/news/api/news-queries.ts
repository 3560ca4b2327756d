// Query options of the news endpoints (spec §7): route loaders prefetch with them and components read
// with them, so the keys cannot drift apart.
import { queryOptions } from '@tanstack/react-query';
import type { NewsPost, NewsPostList, NewsPostListItem } from '#shared/schemas/news.ts';
import type { ApiClient } from '#client/lib/api-client.ts';

export const newsKeys = {
  all: ['news-posts'] as const,
  list: (page: number, perPage: number) => ['news-posts', 'all', { page, perPage }] as const,
  feed: (page: number, perPage: number) => ['news-posts', 'feed', { page, perPage }] as const,
  slider: () => ['news-posts', 'slider'] as const,
  post: (slug: string) => ['news-posts', 'post', slug] as const,
  similar: (slug: string, limit: number) => ['news-posts', 'similar', slug, limit] as const,
};

/** Every published post, newest first: the /news page. */
export function allNewsQuery(api: ApiClient, page: number, perPage: number) {
  return queryOptions({
    queryKey: newsKeys.list(page, perPage),
    queryFn: ({ signal }) => api.get<NewsPostList>(`/api/news-posts/all?page=${page}&per_page=${perPage}`, { signal }),
  });
}

/** The home page feed: posts not already in the slider. */
export function newsFeedQuery(api: ApiClient, page: number, perPage: number) {
  return queryOptions({
    queryKey: newsKeys.feed(page, perPage),
    queryFn: ({ signal }) => api.get<NewsPostList>(`/api/news-posts?page=${page}&per_page=${perPage}`, { signal }),
  });
}

export function newsSliderQuery(api: ApiClient) {
  return queryOptions({
    queryKey: newsKeys.slider(),
    queryFn: ({ signal }) => api.get<{ items: NewsPostListItem[] }>('/api/news-posts/slider', { signal }),
  });
}

export function newsPostQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: newsKeys.post(slug),
    queryFn: ({ signal }) => api.get<NewsPost>(`/api/news-posts/${encodeURIComponent(slug)}`, { signal }),
  });
}

export function similarNewsQuery(api: ApiClient, slug: string, limit: number) {
  return queryOptions({
    queryKey: newsKeys.similar(slug, limit),
    queryFn: ({ signal }) =>
      api.get<{ items: NewsPostListItem[] }>(`/api/news-posts/${encodeURIComponent(slug)}/similar?limit=${limit}`, { signal }),
  });
}
