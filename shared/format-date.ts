// Dates and times as the fund shows them: dd.mm.yyyy and HH:MM in Moscow time, the same on the server and
// in the browser (DESIGN §6), so hydration never sees a different day.
//
// Moscow has kept UTC+3 all year since 26.10.2014, 02:00 local time (22:00 UTC the day before), so any
// later instant is formatted by arithmetic. Earlier ones (UTC+4 in 2011–2014, summer time before that)
// go through Intl and the time-zone database, built on first use: constructing that formatter loads the
// zone's data, and in the browser it was the largest single cost of hydrating the home page.
const FIXED_OFFSET_SINCE = Date.UTC(2014, 9, 25, 22, 0, 0);
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

let dateFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant's wall clock in Moscow as a Date read through its UTC getters, or null before 2014's change. */
function moscowWallClock(instant: number): Date | null {
  return instant >= FIXED_OFFSET_SINCE ? new Date(instant + MOSCOW_OFFSET_MS) : null;
}

/** «24.11.2026» */
export function formatDate(isoDateTime: string): string {
  const instant = new Date(isoDateTime).getTime();
  const moscow = moscowWallClock(instant);
  if (moscow) return `${pad(moscow.getUTCDate())}.${pad(moscow.getUTCMonth() + 1)}.${moscow.getUTCFullYear()}`;
  dateFormat ??= new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' });
  return dateFormat.format(instant);
}

/** «09:30», 24-hour. */
export function formatTime(isoDateTime: string): string {
  const instant = new Date(isoDateTime).getTime();
  const moscow = moscowWallClock(instant);
  if (moscow) return `${pad(moscow.getUTCHours())}:${pad(moscow.getUTCMinutes())}`;
  timeFormat ??= new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return timeFormat.format(instant);
}
