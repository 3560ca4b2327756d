// GET /api/persons: the fund's team on the About page. The loader prefetches with these options and the
// page reads with the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { PersonList } from '#shared/schemas/person.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { personKeys } from './keys.ts';

export function personListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: personKeys.list(),
    queryFn: ({ signal }) => api.get<PersonList>('/api/persons', { signal }),
  });
}

export function usePersonList() {
  const api = useApi();
  return usePageQuery(personListQuery(api));
}
