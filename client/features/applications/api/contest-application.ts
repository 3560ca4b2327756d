// The contest application's calls (spec §7): the contest it is for (GET /api/contests/{slug}), one's own
// application to edit (GET /api/contest-applications/{id}), sending it (POST) and editing it (PUT with
// `appendedAttachments`: the files kept, and `newAttachments`: the files added).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContestApplication, CreateContestApplication, UpdateContestApplication } from '#shared/schemas/applications.ts';
import type { Contest } from '#shared/schemas/contest.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi } from '#client/lib/api-context.tsx';

export function contestForApplicationQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: ['application-form', 'contest', slug] as const,
    queryFn: ({ signal }) => api.get<Contest>(`/api/contests/${encodeURIComponent(slug)}`, { signal }),
  });
}

export function ownContestApplicationQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: ['applications', 'contest', id] as const,
    queryFn: ({ signal }) => api.get<ContestApplication>(`/api/contest-applications/${id}`, { signal, session: true }),
    meta: { personal: true },
    staleTime: 0,
    gcTime: 60_000,
  });
}

export function useSendContestApplication() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: CreateContestApplication) => api.post<ContestApplication>('/api/contest-applications', application),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}

export function useUpdateContestApplication(id: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: UpdateContestApplication) => api.put<ContestApplication>(`/api/contest-applications/${id}`, application),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}
