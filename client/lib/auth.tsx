// The auth state of spec §4 in one place: loggedIn, user, isDisabled; `updateUser` merges, `reset`
// forgets. The browser learns who is signed in after hydration from the site's /auth/session (which
// asks the main API's GET /api/auth/user with the httpOnly cookie's token), never from public HTML, so
// every visitor gets the same cacheable page. The token itself never reaches JavaScript (ADR 004).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useMatches } from 'react-router-dom';
import type { AuthUser } from '#shared/schemas/auth.ts';
import { useSessionState } from '#session-state';
import { authKeys, type SessionAnswer } from './session-query.ts';

export { authKeys, sessionQuery, type SessionAnswer } from './session-query.ts';

/** Forgets the signed-in user (spec §4 `reset`): after a 401, signing out, deleting the account. */
export function resetAuth(queryClient: QueryClient): void {
  queryClient.setQueryData<SessionAnswer>(authKeys.session, { user: null });
  // Whatever was read as this person must not be shown to the next one. Personal queries are dropped
  // when nothing shows them; one still on screen is left to go with its page (a minute later), since
  // removing it would make that page ask the API again, as nobody.
  queryClient.removeQueries({ predicate: (query) => query.meta?.personal === true && query.getObserversCount() === 0 });
}

export interface AuthState {
  /** Still asking who this is (the first moments after hydration). */
  checking: boolean;
  loggedIn: boolean;
  user: AuthUser | null;
  /** The current page opts out of authentication: it is public (spec §4). */
  isDisabled: boolean;
  updateUser: (changes: Partial<AuthUser>) => void;
  reset: () => void;
}

export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const session = useSessionState();
  const matches = useMatches();
  const leaf = matches.at(-1)?.handle as { cache?: string } | undefined;
  const user = session.data?.user ?? null;

  const updateUser = useCallback(
    (changes: Partial<AuthUser>) =>
      queryClient.setQueryData<SessionAnswer>(authKeys.session, (previous) =>
        previous?.user ? { user: { ...previous.user, ...changes } } : previous,
      ),
    [queryClient],
  );
  const reset = useCallback(() => resetAuth(queryClient), [queryClient]);

  return {
    checking: !session.data && session.isPending,
    loggedIn: user !== null,
    user,
    isDisabled: leaf?.cache !== 'private',
    updateUser,
    reset,
  };
}

/**
 * Runs an action that depends on who is signed in: at once when that is known, or, for a click in the
 * first moments after hydration while the session is still being asked for, as soon as it answers (the
 * last such action wins). Acting on «not signed in» before the answer would send a signed-in visitor to
 * the sign-in dialog, and following a cabinet link would send a signed-out one home. Takes the caller's
 * `useAuth()` state rather than asking for it again.
 */
export function useWhenSessionKnown({
  checking,
  loggedIn,
}: Pick<AuthState, 'checking' | 'loggedIn'>): (action: (loggedIn: boolean) => void) => void {
  const pending = useRef<((loggedIn: boolean) => void) | null>(null);
  useEffect(() => {
    const action = pending.current;
    if (checking || !action) return;
    pending.current = null;
    action(loggedIn);
  }, [checking, loggedIn]);
  return useCallback(
    (action: (loggedIn: boolean) => void) => {
      if (checking) pending.current = action;
      else action(loggedIn);
    },
    [checking, loggedIn],
  );
}
