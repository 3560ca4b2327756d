// The applications' query keys in one factory: the cabinet's lists and one's own application are read
// under `applications`, and the mutations that send or edit one invalidate all of it through `all`.
import type { QueryClient } from '@tanstack/react-query';
export const applicationKeys = {
  all: ['applications'] as const,
  projects: () => ['applications', 'projects'] as const,
  contests: () => ['applications', 'contests'] as const,
  project: (id: number) => ['applications', 'project', id] as const,
  contest: (id: number) => ['applications', 'contest', id] as const,
};

/**
 * The contest an application form is for. It has its own key rather than the contest pages' one: this
 * feature reads the contest without importing the contests feature, and one key must have one fetcher.
 */
export const applicationFormKeys = {
  contest: (slug: string) => ['application-form', 'contest', slug] as const,
};

/**
 * After an application is sent or edited: every application query is stale, and the cabinet's lists are
 * dropped, so «Мои заявки» waits for the lists as they are now rather than showing the old ones until
 * they are read again (QA: the old project name for a moment after an edit). No form shows the lists.
 */
export function afterApplicationChange(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: applicationKeys.projects() });
  queryClient.removeQueries({ queryKey: applicationKeys.contests() });
  return queryClient.invalidateQueries({ queryKey: applicationKeys.all });
}
