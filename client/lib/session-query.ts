// The session query: who is signed in, as the site's /auth/session answers (client/lib/auth.tsx).
import { queryOptions } from '@tanstack/react-query';
import type { AuthUser } from '#shared/schemas/auth.ts';
import type { ApiClient } from './api-client.ts';

export interface SessionAnswer {
  user: AuthUser | null;
}

export const authKeys = {
  session: ['auth', 'session'] as const,
};

export function sessionQuery(api: ApiClient) {
  return queryOptions({
    queryKey: authKeys.session,
    queryFn: ({ signal }) => api.get<SessionAnswer>('/auth/session', { signal, session: true }),
    staleTime: 5 * 60_000,
  });
}

export interface SessionState {
  data: SessionAnswer | undefined;
  isPending: boolean;
}
