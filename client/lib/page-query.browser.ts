// A page's data as the browser reads it (package.json "imports", `#page-query`, the "browser" condition;
// the server's render has page-query.ts): react-query's own suspense hook, which keeps the page in step
// with the cache (refetches, invalidations after a send, a sign-out's reset). A re-export, so the bundle
// calls it directly: its result is a superset of page-query.ts's PageQueryResult.
import { useQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { PagePart } from './page-query.ts';

export { useSuspenseQuery as usePageQuery } from '@tanstack/react-query';

/** A part the server could not get is asked for once the page is hydrated (page-query.ts). */
export function usePagePart<TData, TKey extends QueryKey>(options: UseSuspenseQueryOptions<TData, Error, TData, TKey>): PagePart<TData> {
  const { data, dataUpdatedAt, isError, refetch } = useQuery(options);
  return { data, dataUpdatedAt, failed: isError, retry: () => void refetch() };
}
