// A page's data as the server's render reads it (package.json "imports", `#page-query`; the browser has
// page-query.browser.ts): straight from the request's cache, which the route's loader filled, without a
// query observer. A single render subscribes to nothing, and an observer per query (useSuspenseQuery) was
// a few per cent of the cold render's CPU (react-query's option defaulting alone 3.3 % of a CPU profile
// of home under load, 27.11.2026). Data no loader fetched suspends the render until it is in the cache,
// as useSuspenseQuery does.
import { useQueryClient, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';

/** What the pages read of a query: its data and when it was fetched (for «upcoming» and «past»). */
export interface PageQueryResult<TData> {
  data: TData;
  dataUpdatedAt: number;
}

export function usePageQuery<TData, TKey extends QueryKey>(
  options: UseSuspenseQueryOptions<TData, Error, TData, TKey>,
): PageQueryResult<TData> {
  const queryClient = useQueryClient();
  const state = queryClient.getQueryState<TData>(options.queryKey);
  if (state?.status === 'success') return { data: state.data as TData, dataUpdatedAt: state.dataUpdatedAt };
  if (state?.status === 'error' && state.error) throw state.error;
  // React's Suspense takes a thrown promise, as useSuspenseQuery throws its fetch.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw queryClient.fetchQuery(options);
}

/**
 * A part of a page its loader may have failed to get (route-data.ts `ensureParts`): `data` is undefined
 * then, and the part says it is coming. The server's render reads the cache and never fetches; the
 * browser asks again after hydration (page-query.browser.ts), `failed` if that fails too, `retry` to ask
 * once more.
 */
export interface PagePart<TData> {
  data: TData | undefined;
  dataUpdatedAt: number;
  failed: boolean;
  retry: () => void;
}

export function usePagePart<TData, TKey extends QueryKey>(options: UseSuspenseQueryOptions<TData, Error, TData, TKey>): PagePart<TData> {
  const state = useQueryClient().getQueryState<TData>(options.queryKey);
  const loaded = state?.status === 'success';
  return { data: loaded ? state.data : undefined, dataUpdatedAt: loaded ? state.dataUpdatedAt : 0, failed: false, retry: () => undefined };
}
