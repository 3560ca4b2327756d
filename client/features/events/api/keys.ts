// The events query keys in one factory: every events endpoint file builds its key here, so loaders,
// components and tests name the same cache entries.
export const eventKeys = {
  all: ['events'] as const,
  list: (page: number, perPage: number) => ['events', 'list', { page, perPage }] as const,
  event: (slug: string) => ['events', 'event', slug] as const,
};
