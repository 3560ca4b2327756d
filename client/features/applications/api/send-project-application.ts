// POST /api/project-applications (spec §7): a project for the fund's investment review. Open to visitors;
// linked to the user when signed in (the session goes with it), whose cabinet lists it: every
// `applications` query is invalidated.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectApplication, ProjectApplication } from '#shared/schemas/applications.ts';
import { useCreateSend } from '#client/lib/create-send.ts';
import { afterApplicationChange } from './keys.ts';

export function useSendProjectApplication() {
  const queryClient = useQueryClient();
  const create = useCreateSend();
  return useMutation({
    mutationFn: (application: CreateProjectApplication) => create.send<ProjectApplication>('/api/project-applications', application),
    onSuccess: () => {
      create.renew();
      return afterApplicationChange(queryClient);
    },
  });
}
