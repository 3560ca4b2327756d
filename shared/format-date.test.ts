// The arithmetic formatting must say exactly what the time-zone database says, on both sides of Moscow's
// last change of offset (26.10.2014) and across the years a page may show.
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './format-date.ts';

const intlDate = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' });
const intlTime = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function instants(): number[] {
  const list: number[] = [];
  // Every 7 hours 13 minutes from 2005 to 2040 hits every hour of the day and both sides of midnight.
  for (let t = Date.UTC(2005, 0, 1); t < Date.UTC(2040, 0, 1); t += (7 * 60 + 13) * 60_000) list.push(t);
  // Around the last change: 25.10.2014 21:59–22:01 UTC.
  for (let minute = -90; minute <= 90; minute++) list.push(Date.UTC(2014, 9, 25, 22, 0) + minute * 60_000);
  return list;
}

describe('Moscow dates and times', () => {
  it('match the time-zone database, before and after 2014', () => {
    const mismatches = instants()
      .map((t) => new Date(t).toISOString())
      .filter((iso) => formatDate(iso) !== intlDate.format(new Date(iso)) || formatTime(iso) !== intlTime.format(new Date(iso)));
    expect(mismatches).toEqual([]);
  });

  it('write the day before midnight UTC as the next Moscow day', () => {
    expect(formatDate('2026-11-23T21:30:00Z')).toBe('24.11.2026');
    expect(formatTime('2026-11-23T21:30:00Z')).toBe('00:30');
    expect(formatDate('2013-06-30T20:30:00Z')).toBe('01.07.2013');
  });
});
