// The static pages' query keys in one factory, which the single-page endpoint file builds its key from.
export const singlePageKeys = {
  all: ['single-pages'] as const,
  page: (slug: string) => ['single-pages', 'page', slug] as const,
};
