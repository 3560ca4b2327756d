// The signed-in user as the cabinet reads it (GET /api/auth/user, spec §7), and the route guard of the
// cabinet (spec §6): without a session every cabinet route redirects home — a real redirect on the
// server, so no private content flashes, and the same in the browser.
import { queryOptions } from '@tanstack/react-query';
import { redirect, type LoaderFunction } from 'react-router-dom';
import type { AuthUser } from '#shared/schemas/auth.ts';
import { paths } from '#client/app/paths.ts';
import { ApiRequestError, type ApiClient } from '#client/lib/api-client.ts';
import { authKeys, type SessionAnswer } from '#client/lib/auth.tsx';
import { ensureData, type RouteDeps } from '#client/lib/route-data.ts';

export const cabinetKeys = {
  user: ['cabinet', 'user'] as const,
};

export function cabinetUserQuery(api: ApiClient) {
  return queryOptions({
    queryKey: cabinetKeys.user,
    queryFn: ({ signal }) => api.get<AuthUser>('/api/auth/user', { signal, session: true }),
    meta: { personal: true },
    staleTime: 0,
    gcTime: 60_000,
  });
}

export function cabinetGuard({ queryClient, api }: RouteDeps): LoaderFunction {
  return async () => {
    try {
      const user = await queryClient.fetchQuery(cabinetUserQuery(api));
      queryClient.setQueryData<SessionAnswer>(authKeys.session, { user });
      return null;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return redirect(paths.home());
      // Anything else is the usual error page (503 when the API is away).
      return ensureData(queryClient, cabinetUserQuery(api)).then(() => null);
    }
  };
}
