// The session as the browser knows it (package.json "imports", the "browser" condition; the server's
// render has session-state.ts): asked for when the component mounts, after hydration, so the hydrating
// render sees what the server's did, «pending, no data» on a public page.
import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import { sessionQuery, type SessionState } from './session-query.ts';

export function useSessionState(): SessionState {
  return useQuery(sessionQuery(useApi()));
}
