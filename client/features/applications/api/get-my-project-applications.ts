// GET /api/project-applications (spec §7): the signed-in user's project applications for the cabinet.
// Read with the session, personal, and never kept past a sign-out.
import { queryOptions } from '@tanstack/react-query';
import type { ProjectApplicationList } from '#shared/schemas/applications.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { everyPage } from './every-page.ts';
import { renewedFileLinks } from './file-links.ts';
import { applicationKeys } from './keys.ts';

export function myProjectApplicationsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: applicationKeys.projects(),
    queryFn: ({ signal }) => everyPage<ProjectApplicationList>(api, '/api/project-applications', signal),
    meta: { personal: true },
    staleTime: 0,
    gcTime: 60_000,
    ...renewedFileLinks,
  });
}

export function useMyProjectApplications() {
  const api = useApi();
  return usePageQuery(myProjectApplicationsQuery(api));
}
