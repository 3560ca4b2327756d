// PUT /api/project-applications/{id} (spec §7): edits one's project application, with
// `appendedAttachments` (the files kept) and `newAttachments` (the files added). The application and
// the cabinet's lists are stale afterwards, so every `applications` query is invalidated.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectApplication, UpdateProjectApplication } from '#shared/schemas/applications.ts';
import { useApi } from '#client/lib/api-context.tsx';
import { afterApplicationChange } from './keys.ts';

export function useUpdateProjectApplication(id: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: UpdateProjectApplication) => api.put<ProjectApplication>(`/api/project-applications/${id}`, application),
    onSuccess: () => afterApplicationChange(queryClient),
  });
}
