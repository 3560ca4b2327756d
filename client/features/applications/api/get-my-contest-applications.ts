// GET /api/contest-applications (spec §7): the signed-in user's contest applications for the cabinet.
// Read with the session, personal, and never kept past a sign-out.
import { queryOptions } from '@tanstack/react-query';
import type { ContestApplicationList } from '#shared/schemas/applications.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { everyPage } from './every-page.ts';
import { renewedFileLinks } from './file-links.ts';
import { applicationKeys } from './keys.ts';

export function myContestApplicationsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: applicationKeys.contests(),
    queryFn: ({ signal }) => everyPage<ContestApplicationList>(api, '/api/contest-applications', signal),
    meta: { personal: true },
    staleTime: 0,
    gcTime: 60_000,
    ...renewedFileLinks,
  });
}

export function useMyContestApplications() {
  const api = useApi();
  return usePageQuery(myContestApplicationsQuery(api));
}
