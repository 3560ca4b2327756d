// The site's POST /auth/logout: ends the session. The caller leaves the cabinet first and then calls
// `reset` (spec §4), so no cabinet page still on screen asks for the person's data again.
import { useMutation } from '@tanstack/react-query';
import { useApi } from '#client/lib/api-context.tsx';

export function useSignOut() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.post<{ revoked?: boolean } | null>('/auth/logout', undefined),
  });
}
