// GET /api/auth/user (spec §7): the signed-in user as the cabinet reads it, with the session. The guard
// fetches it for every cabinet route and the profile and application forms read it; personal, and
// never kept past a sign-out.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '#shared/schemas/auth.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { cabinetKeys } from './keys.ts';

export function cabinetUserQuery(api: ApiClient) {
  return queryOptions({
    queryKey: cabinetKeys.user,
    queryFn: ({ signal }) => api.get<AuthUser>('/api/auth/user', { signal, session: true }),
    meta: { personal: true },
    staleTime: 0,
    gcTime: 60_000,
  });
}

export function useCabinetUser() {
  const api = useApi();
  return usePageQuery(cabinetUserQuery(api));
}

/** Asks for the profile as saved now (after a save refused because it changed), updating the cache. */
export function useFetchCabinetUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery(cabinetUserQuery(api));
}
