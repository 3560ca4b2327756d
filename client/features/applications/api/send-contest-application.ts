// POST /api/contest-applications (spec §7): sends a contest application. The cabinet's lists are stale
// afterwards, so every `applications` query is invalidated.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContestApplication, CreateContestApplication } from '#shared/schemas/applications.ts';
import { useCreateSend } from '#client/lib/create-send.ts';
import { afterApplicationChange } from './keys.ts';

export function useSendContestApplication() {
  const queryClient = useQueryClient();
  const create = useCreateSend();
  return useMutation({
    mutationFn: (application: CreateContestApplication) => create.send<ContestApplication>('/api/contest-applications', application),
    onSuccess: () => {
      create.renew();
      return afterApplicationChange(queryClient);
    },
  });
}
