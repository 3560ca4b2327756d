// GET /api/persons/{slug}: one person's page. The loader prefetches with these options and the page reads
// with the same, so the key cannot drift.
import { queryOptions } from '@tanstack/react-query';
import type { Person } from '#shared/schemas/person.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { useApi, usePageQuery } from '#client/lib/api-context.tsx';
import { personKeys } from './keys.ts';

export function personQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: personKeys.person(slug),
    queryFn: ({ signal }) => api.get<Person>(`/api/persons/${encodeURIComponent(slug)}`, { signal }),
  });
}

export function usePerson(slug: string) {
  const api = useApi();
  return usePageQuery(personQuery(api, slug));
}
