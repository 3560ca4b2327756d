// One QueryClient per SSR request and one per browser tab, with the same defaults, so data the server
// dehydrated is fresh on the client and hydration does not fetch it again. A 401 from any query or
// mutation is handled here, once (spec §8): the browser entry passes what to do about it.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

export const QUERY_STALE_TIME_MS = 60_000;

export interface QueryClientOptions {
  /** Any call answered 401: the session is over (the error says why: the API's message). */
  onUnauthorized?: (error: ApiRequestError) => void;
}

export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 401) onUnauthorized?.(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        // Once, in the browser, for a failure that may pass: not for a refusal (4xx), and not after the
        // site has already waited its deadline for the API (504; QA: 11 s before a page said so).
        retry: (failureCount, error) =>
          typeof window !== 'undefined' &&
          failureCount < 1 &&
          !(error instanceof ApiRequestError && ((error.status >= 400 && error.status < 500) || error.status === 504)),
        refetchOnWindowFocus: false,
      },
    },
  });
}
