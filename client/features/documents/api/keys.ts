// The documents query keys in one factory, which the documents endpoint file builds its key from.
export const documentKeys = {
  all: ['documents'] as const,
  categories: () => ['documents', 'categories'] as const,
};
