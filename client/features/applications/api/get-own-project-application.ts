// GET /api/project-applications/{id}: one's own project application, to edit it in the cabinet (the API
// adds this read to spec §7's list). Read with the session, personal, and never kept past a sign-out.
import type { ProjectApplication } from '#shared/schemas/applications.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { ownApplicationQuery } from './get-own-contest-application.ts';

export function ownProjectApplicationQuery(api: ApiClient, id: number) {
  return ownApplicationQuery<ProjectApplication>(api, 'project', id);
}

export function useOwnProjectApplication(id: number) {
  const api = useApi();
  return usePageQuery(ownProjectApplicationQuery(api, id));
}
