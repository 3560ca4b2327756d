// Query options of the fund's documents by category (spec §7 `GET /api/document-categories`).
import { queryOptions } from '@tanstack/react-query';
import type { DocumentCategoryList } from '#shared/schemas/document.ts';
import type { ApiClient } from '#client/lib/api-client.ts';

export const documentKeys = {
  all: ['documents'] as const,
  categories: () => ['documents', 'categories'] as const,
};

/** Categories holding at least one published document, in the fund's order. */
export function documentCategoriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: documentKeys.categories(),
    queryFn: ({ signal }) => api.get<DocumentCategoryList>('/api/document-categories', { signal }),
  });
}
