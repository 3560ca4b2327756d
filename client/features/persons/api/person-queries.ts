// Query options of the persons endpoints: the About page's team and one person's page.
import { queryOptions } from '@tanstack/react-query';
import type { Person, PersonList } from '#shared/schemas/person.ts';
import type { ApiClient } from '#client/lib/api-client.ts';

export const personKeys = {
  all: ['persons'] as const,
  list: () => ['persons', 'list'] as const,
  person: (slug: string) => ['persons', 'person', slug] as const,
};

export function personListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: personKeys.list(),
    queryFn: ({ signal }) => api.get<PersonList>('/api/persons', { signal }),
  });
}

export function personQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: personKeys.person(slug),
    queryFn: ({ signal }) => api.get<Person>(`/api/persons/${encodeURIComponent(slug)}`, { signal }),
  });
}
