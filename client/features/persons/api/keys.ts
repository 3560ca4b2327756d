// The persons query keys in one factory: both persons endpoint files build their keys here.
export const personKeys = {
  all: ['persons'] as const,
  list: () => ['persons', 'list'] as const,
  person: (slug: string) => ['persons', 'person', slug] as const,
};
