// The profile's calls (spec §7): POST /api/auth/user saves it, POST /api/auth/delete-account deletes the
// person with their applications and files, and the site's POST /auth/logout ends the session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, UpdateAuthUser } from '#shared/schemas/auth.ts';
import { useApi } from '#client/lib/api-context.tsx';
import { useAuth } from '#client/lib/auth.tsx';

const cabinetUserKey = ['cabinet', 'user'] as const;

export function useSaveProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (profile: UpdateAuthUser) => api.post<AuthUser>('/api/auth/user', profile),
    onSuccess: (user) => {
      queryClient.setQueryData(cabinetUserKey, user);
      updateUser(user);
    },
  });
}

/**
 * Signing out and deleting the account end the session: the caller leaves the cabinet first and then
 * calls `reset` (spec §4), so no cabinet page still on screen asks for the person's data again.
 */
export function useSignOut() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.post<{ revoked?: boolean } | null>('/auth/logout', undefined),
  });
}

export function useDeleteAccount() {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.post<null>('/api/auth/delete-account', { confirm: true }),
  });
}
