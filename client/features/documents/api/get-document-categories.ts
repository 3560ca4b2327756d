// GET /api/document-categories (spec §7): the categories holding at least one published document, in the
// fund's order, for the About page. The loader prefetches with these options and the page reads with
// the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { DocumentCategoryList } from '#shared/schemas/document.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { documentKeys } from './keys.ts';

export function documentCategoriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: documentKeys.categories(),
    queryFn: ({ signal }) => api.get<DocumentCategoryList>('/api/document-categories', { signal }),
  });
}

export function useDocumentCategories() {
  const api = useApi();
  return usePageQuery(documentCategoriesQuery(api));
}
