// The lead form's mutation keys in one factory: a send is keyed by its form kind, which tells the seven
// forms' sends apart in the mutation cache.
import type { LeadFormKind } from '#shared/lead-forms.ts';

export const leadKeys = {
  all: ['leads'] as const,
  send: (kind: LeadFormKind) => ['leads', kind] as const,
};
