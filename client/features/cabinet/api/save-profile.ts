// POST /api/auth/user (spec §7): saves the profile (name, phone, e-mail). The saved user goes back under
// the cabinet's key and into the auth state, so the page and the header show it without asking again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, UpdateAuthUser } from '#shared/schemas/auth.ts';
import { useApi } from '#client/lib/api-context.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { cabinetKeys } from './keys.ts';

export function useSaveProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (profile: UpdateAuthUser) => api.post<AuthUser>('/api/auth/user', profile),
    onSuccess: (user) => {
      queryClient.setQueryData(cabinetKeys.user, user);
      updateUser(user);
    },
  });
}
