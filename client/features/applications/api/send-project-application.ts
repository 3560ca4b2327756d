// POST /api/project-applications (spec §7): a project for the fund's investment review. Open to visitors;
// linked to the user when signed in (the session goes with it), whose cabinet lists it: every
// `applications` query is invalidated.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectApplication, ProjectApplication } from '#shared/schemas/applications.ts';
import { useApi } from '#client/lib/api-context.tsx';
import { storedOrFailure, useIdempotencyKey } from '#client/lib/create-send.ts';
import { applicationKeys } from './keys.ts';

export function useSendProjectApplication() {
  const api = useApi();
  const queryClient = useQueryClient();
  const repeat = useIdempotencyKey();
  return useMutation({
    mutationFn: (application: CreateProjectApplication) =>
      api
        .post<ProjectApplication>('/api/project-applications', application, { headers: repeat.headers() })
        .then((answer) => storedOrFailure(answer, '/api/project-applications')),
    onSuccess: () => {
      repeat.renew();
      return queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
