// The contests query keys in one factory: every contest endpoint file builds its key here, so loaders
// and components name the same cache entries.
export const contestKeys = {
  all: ['contests'] as const,
  list: () => ['contests', 'list'] as const,
  contest: (slug: string) => ['contests', 'contest', slug] as const,
  participants: (slug: string, limit: number) => ['contests', 'participants', slug, limit] as const,
};
