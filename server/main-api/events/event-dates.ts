// The spec's `dates` of an event (§3: "startAt and endAt combined into a dates list"): the days it starts
// and ends on, as the fund's visitors count days (Moscow time, DESIGN §6 "dates").

const moscowDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of the Moscow calendar day that holds `moment`. */
export function moscowDate(moment: Date): string {
  const parts = Object.fromEntries(moscowDay.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * One day for an event that starts and ends on the same day, else its first and last day. An event
 * that ends at midnight ends on the day before it.
 */
export function eventDates(startAt: Date, endAt: Date): string[] {
  const first = moscowDate(startAt);
  const last = moscowDate(new Date(Math.max(startAt.getTime(), endAt.getTime() - 1)));
  return first === last ? [first] : [first, last];
}
