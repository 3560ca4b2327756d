// POST /api/contest-applications (spec §7): sends a contest application. The cabinet's lists are stale
// afterwards, so every `applications` query is invalidated.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContestApplication, CreateContestApplication } from '#shared/schemas/applications.ts';
import { useApi } from '#client/lib/api-context.tsx';
import { storedOrFailure, useIdempotencyKey } from '#client/lib/create-send.ts';
import { applicationKeys } from './keys.ts';

export function useSendContestApplication() {
  const api = useApi();
  const queryClient = useQueryClient();
  const repeat = useIdempotencyKey();
  return useMutation({
    mutationFn: (application: CreateContestApplication) =>
      api
        .post<ContestApplication>('/api/contest-applications', application, { headers: repeat.headers() })
        .then((answer) => storedOrFailure(answer, '/api/contest-applications')),
    onSuccess: () => {
      repeat.renew();
      return queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
