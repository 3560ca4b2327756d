// A page's data as the browser reads it (package.json "imports", `#page-query`, the "browser" condition;
// the server's render has page-query.ts): react-query's own suspense hook, which keeps the page in step
// with the cache (refetches, invalidations after a send, a sign-out's reset).
import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { PageQueryResult } from './page-query.ts';

export function usePageQuery<TData, TKey extends QueryKey>(
  options: UseSuspenseQueryOptions<TData, Error, TData, TKey>,
): PageQueryResult<TData> {
  return useSuspenseQuery(options);
}
