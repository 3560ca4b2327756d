// One QueryClient per SSR request and one per browser tab, with the same defaults, so data the server
// dehydrated is fresh on the client and hydration does not fetch it again.
import { QueryClient } from '@tanstack/react-query';

export const QUERY_STALE_TIME_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: typeof window === 'undefined' ? false : 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
