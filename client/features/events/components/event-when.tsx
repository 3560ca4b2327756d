// The days of an event as <time> elements («25.11.2026» or «14.10.2026 — 15.10.2026»), so machines
// read the ISO days and people read dd.mm.yyyy.
import type { EventSchedule } from '../event-schedule.ts';

export function EventDays({ schedule }: { schedule: EventSchedule }) {
  const [first, last] = schedule.days;
  return (
    <>
      <time dateTime={first.iso}>{first.label}</time>
      {last ? (
        <>
          {' — '}
          <time dateTime={last.iso}>{last.label}</time>
        </>
      ) : null}
    </>
  );
}
