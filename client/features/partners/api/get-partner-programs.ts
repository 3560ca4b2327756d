// GET /api/partner-programs (spec §7): the partner programmes of the Programs page. The loader prefetches
// with these options and the page reads with the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { PartnerProgramList } from '#shared/schemas/partner-program.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { partnerKeys } from './keys.ts';

export function partnerProgramsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: partnerKeys.programs(),
    queryFn: ({ signal }) => api.get<PartnerProgramList>('/api/partner-programs', { signal }),
  });
}

export function usePartnerPrograms() {
  const api = useApi();
  return usePageQuery(partnerProgramsQuery(api));
}
