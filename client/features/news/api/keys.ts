// The news query keys in one factory: every news endpoint file builds its key here, so loaders,
// components and tests name the same cache entries.
export const newsKeys = {
  all: ['news-posts'] as const,
  list: (page: number, perPage: number) => ['news-posts', 'all', { page, perPage }] as const,
  feed: (page: number, perPage: number) => ['news-posts', 'feed', { page, perPage }] as const,
  slider: () => ['news-posts', 'slider'] as const,
  post: (slug: string) => ['news-posts', 'post', slug] as const,
  similar: (slug: string, limit: number) => ['news-posts', 'similar', slug, limit] as const,
};
