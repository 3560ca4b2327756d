// POST /api/auth/delete-account (spec §7): deletes the person with their applications and files. Like
// signing out it ends the session: the caller leaves the cabinet first and then calls `reset` (spec §4).
import { useMutation } from '@tanstack/react-query';
import { useApi } from '#client/lib/api-context.tsx';

export function useDeleteAccount() {
  const api = useApi();
  return useMutation({
    // Multipart, as spec §7 has it; `confirm` says the visitor confirmed it in the dialog.
    mutationFn: () => {
      const form = new FormData();
      form.append('confirm', 'true');
      return api.post<null>('/api/auth/delete-account', form);
    },
  });
}
