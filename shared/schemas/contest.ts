// Contests (spec §3 "Contest", §7 `GET /api/contests`, `GET /api/contests/{slug-or-id}`): the public
// list and one contest with its nominations. Contest applications refer to these ids.
import * as z from 'zod/mini';

export const contestNominationSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
});
export type ContestNomination = z.infer<typeof contestNominationSchema>;

export const contestListItemSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  /** ISO 8601 instants in UTC: applications are taken from `startAt` until `endAt`. */
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  /** Whether applications are taken now: `startAt` has come and `endAt` has not. */
  isOpen: z.boolean(),
  nominations: z.array(contestNominationSchema),
});
export type ContestListItem = z.infer<typeof contestListItemSchema>;

export const contestSchema = z.extend(contestListItemSchema, {
  /** Trusted HTML written by the fund's editors: the contest's rules and terms. */
  content: z.string(),
});
export type Contest = z.infer<typeof contestSchema>;

/** Every published contest, open ones first; not paged (a fund runs a few a year). */
export const contestListSchema = z.object({ items: z.array(contestListItemSchema) });
export type ContestList = z.infer<typeof contestListSchema>;

/** `/api/contests/{slugOrId}`: digits only are an id, anything else a slug (slugs are never all digits). */
export const contestParamsSchema = z.object({ slugOrId: z.string() });

/** A contest id as the path gives it, or null when the path names a slug. */
export function contestIdOf(slugOrId: string): number | null {
  if (!/^\d{1,9}$/.test(slugOrId)) return null;
  return Number(slugOrId);
}
