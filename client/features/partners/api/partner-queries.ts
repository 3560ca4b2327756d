// Query options of the Programs page's lists: partner programmes and useful links (spec §7).
import { queryOptions } from '@tanstack/react-query';
import type { LinkList } from '#shared/schemas/link.ts';
import type { PartnerProgramList } from '#shared/schemas/partner-program.ts';
import type { ApiClient } from '#client/lib/api-client.ts';

export const partnerKeys = {
  programs: () => ['partner-programs'] as const,
  links: () => ['links'] as const,
};

export function partnerProgramsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: partnerKeys.programs(),
    queryFn: ({ signal }) => api.get<PartnerProgramList>('/api/partner-programs', { signal }),
  });
}

export function usefulLinksQuery(api: ApiClient) {
  return queryOptions({
    queryKey: partnerKeys.links(),
    queryFn: ({ signal }) => api.get<LinkList>('/api/links', { signal }),
  });
}
