// Events (spec §3 "Event", §7 `GET /api/events`, `GET /api/events/{slug}`): list items, the full event
// and the list query. Order and `dates`: docs/decisions/006-content-endpoints.md.
import * as z from 'zod';
import { EVENTS_PER_PAGE } from '../limits.ts';
import { listSchema, paginationQuerySchema } from './common.ts';
import { coverSchema } from './news.ts';

export { EVENTS_PER_PAGE };

export const eventListItemSchema = z.object({
  title: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  cover: coverSchema,
  /** The kind of event shown on its card: «Форум», «Вебинар», «Акселератор»… */
  group: z.string(),
  /** Where it happens, for people: a street address, or «Онлайн». */
  address: z.string(),
  /** ISO 8601 instants in UTC. */
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  /**
   * `startAt` and `endAt` combined (spec §3): the calendar days (Moscow time, `YYYY-MM-DD`) on which
   * the event starts and ends, in order; one day when it starts and ends on the same day.
   */
  dates: z.array(z.iso.date()).min(1).max(2),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

export const eventSchema = eventListItemSchema.extend({
  /** Trusted HTML written by the fund's editors. */
  content: z.string(),
  /** A map of the address; null for online events. */
  addressLink: z.string().nullable(),
  /** Where to sign up; null when registration is not needed or is over. */
  registrationLink: z.string().nullable(),
});
export type EventDetails = z.infer<typeof eventSchema>;

export const eventListSchema = listSchema(eventListItemSchema);
export type EventList = z.infer<typeof eventListSchema>;

export const eventListQuerySchema = paginationQuerySchema(EVENTS_PER_PAGE);
export type EventListQuery = z.infer<typeof eventListQuerySchema>;
