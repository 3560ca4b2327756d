// Where a contest stands for a visitor: applications not taken yet, taken now, or no longer. The API's
// `isOpen` decides «open»; the rest compares the start with the moment the data was fetched, which the
// dehydrated cache carries, so the server and the browser render the same phase.
import { formatDate } from '#shared/format-date.ts';
import type { ContestListItem } from '#shared/schemas/contest.ts';

export type ContestPhase = 'upcoming' | 'open' | 'closed';

type Dated = Pick<ContestListItem, 'isOpen' | 'startAt' | 'endAt'>;

export function contestPhase(contest: Dated, now: number): ContestPhase {
  if (contest.isOpen) return 'open';
  return Date.parse(contest.startAt) > now ? 'upcoming' : 'closed';
}

export const CLOSED_NOTICE = 'Приём заявок завершён';

/** An open contest whose nominations the fund has not published yet: no application can be made. */
export const NOMINATIONS_PENDING = 'Номинации конкурса ещё не\u00a0объявлены';

/** One line on the deadline: «Приём заявок до 15.01.2027», «…начнётся 01.12.2026», «…завершён 30.09.2026». */
export function deadlineLabel(contest: Dated, phase: ContestPhase): string {
  switch (phase) {
    case 'open':
      return `Приём заявок до\u00a0${formatDate(contest.endAt)}`;
    case 'upcoming':
      return `Приём заявок начнётся ${formatDate(contest.startAt)}`;
    case 'closed':
      return `${CLOSED_NOTICE} ${formatDate(contest.endAt)}`;
  }
}

/** The day `days` days after an instant, as dd.mm.yyyy (for stages counted from the deadline). */
export function dateAfter(isoDateTime: string, days: number): string {
  return formatDate(new Date(Date.parse(isoDateTime) + days * 86_400_000).toISOString());
}
