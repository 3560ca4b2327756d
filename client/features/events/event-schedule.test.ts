import { describe, expect, it } from 'vitest';
import { daysLabel, eventPhase, eventSchedule, isOnlineOnly, timesLabel } from './event-schedule.ts';

describe('eventSchedule', () => {
  it('shows one day with its Moscow times for an event within a day', () => {
    const schedule = eventSchedule({ dates: ['2026-11-25'], startAt: '2026-11-25T08:00:00.000Z', endAt: '2026-11-25T09:30:00.000Z' });
    expect(daysLabel(schedule)).toBe('25.11.2026');
    expect(timesLabel(schedule)).toBe('11:00–12:30');
  });

  it('shows a range of days with the first start and the last end', () => {
    const schedule = eventSchedule({
      dates: ['2026-10-14', '2026-10-15'],
      startAt: '2026-10-14T07:00:00.000Z',
      endAt: '2026-10-15T15:00:00.000Z',
    });
    expect(daysLabel(schedule)).toBe('14.10.2026 — 15.10.2026');
    expect(timesLabel(schedule)).toBe('начало в\u00a010:00, окончание в\u00a018:00');
    expect(schedule.days.map((day) => day.iso)).toEqual(['2026-10-14', '2026-10-15']);
  });

  it('leaves the times out of an event of whole days', () => {
    const schedule = eventSchedule({
      dates: ['2026-03-01', '2026-03-02'],
      startAt: '2026-02-28T21:00:00.000Z',
      endAt: '2026-03-02T20:59:00.000Z',
    });
    expect(timesLabel(schedule)).toBeNull();
    expect(daysLabel(schedule)).toBe('01.03.2026 — 02.03.2026');
  });

  it('tells upcoming, ongoing and past events apart at a given moment', () => {
    const event = { startAt: '2026-11-25T08:00:00.000Z', endAt: '2026-11-25T09:30:00.000Z' };
    expect(eventPhase(event, Date.parse('2026-11-25T07:59:00Z'))).toBe('upcoming');
    expect(eventPhase(event, Date.parse('2026-11-25T09:00:00Z'))).toBe('ongoing');
    expect(eventPhase(event, Date.parse('2026-11-25T09:30:00Z'))).toBe('past');
  });

  it('knows an online-only address', () => {
    expect(isOnlineOnly('Онлайн')).toBe(true);
    expect(isOnlineOnly('г. Петрозаводск и онлайн')).toBe(false);
  });
});
