// The session as the server's render knows it (package.json "imports", `#session-state`; the browser
// has session-state.browser.ts): what a cabinet page's guard put in the request's cache, or nothing on
// a public page. Read without a query observer, which a single render never needs: useQuery for a query
// that never runs on the server was a few per cent of the site's CPU on every page (useAuth 2.6 % of
// the busy time in a CPU profile of the cold bench, 26.11.2026).
import { useQueryClient } from '@tanstack/react-query';
import { authKeys, type SessionAnswer, type SessionState } from './session-query.ts';

export function useSessionState(): SessionState {
  const data = useQueryClient().getQueryData<SessionAnswer>(authKeys.session);
  return { data, isPending: data === undefined };
}
