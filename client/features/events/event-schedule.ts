// When an event happens, for people: its days (the API's `dates`, Moscow calendar days) as dd.mm.yyyy
// and its start and end times in Moscow, unless it takes whole days. Pure, so server and browser agree.
import { formatDate, formatTime } from '#shared/format-date.ts';
import type { EventListItem } from '#shared/schemas/event.ts';

export interface EventDay {
  /** `YYYY-MM-DD`, for <time dateTime>. */
  iso: string;
  /** dd.mm.yyyy */
  label: string;
}

export interface EventSchedule {
  /** The first day, and the last one when the event lasts more than a day. */
  days: [EventDay] | [EventDay, EventDay];
  /** `HH:MM` in Moscow; null for an event of whole days (from midnight to midnight). */
  times: { start: string; end: string } | null;
}

type Timed = Pick<EventListItem, 'dates' | 'startAt' | 'endAt'>;

/** A calendar day formatted by the shared formatter: noon UTC is the same day in Moscow. */
function dayOf(iso: string): EventDay {
  return { iso, label: formatDate(`${iso}T12:00:00Z`) };
}

export function eventSchedule(event: Timed): EventSchedule {
  const [first = event.startAt.slice(0, 10), last] = event.dates;
  const days: EventSchedule['days'] = last && last !== first ? [dayOf(first), dayOf(last)] : [dayOf(first)];
  const start = formatTime(event.startAt);
  const end = formatTime(event.endAt);
  const wholeDays = start === '00:00' && (end === '00:00' || end === '23:59');
  return { days, times: wholeDays ? null : { start, end } };
}

/** «25.11.2026» or «14.10.2026 — 15.10.2026». */
export function daysLabel(schedule: EventSchedule): string {
  return schedule.days.map((day) => day.label).join(' — ');
}

/** «11:00–12:30» for a day; «начало в 10:00, окончание в 18:00» across days; null for whole days. */
export function timesLabel(schedule: EventSchedule): string | null {
  if (!schedule.times) return null;
  const { start, end } = schedule.times;
  return schedule.days.length === 1 ? `${start}–${end}` : `начало в\u00a0${start}, окончание в\u00a0${end}`;
}

export type EventPhase = 'upcoming' | 'ongoing' | 'past';

/**
 * Where the event stands at `now`. Pages pass the time their data was fetched (the query's
 * `dataUpdatedAt`, carried in the dehydrated cache) so that hydration computes what the server did.
 */
export function eventPhase(event: Pick<EventListItem, 'startAt' | 'endAt'>, now: number): EventPhase {
  if (Date.parse(event.endAt) <= now) return 'past';
  return Date.parse(event.startAt) <= now ? 'ongoing' : 'upcoming';
}

/** Whether the place is only on the internet (no map, a virtual location in structured data). */
export function isOnlineOnly(address: string): boolean {
  return address.trim().toLowerCase() === 'онлайн';
}
