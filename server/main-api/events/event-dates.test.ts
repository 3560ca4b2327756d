import { describe, expect, it } from 'vitest';
import { eventDates, moscowDate } from './event-dates.ts';

describe('eventDates', () => {
  it('gives one day for an event within a day', () => {
    expect(eventDates(new Date('2025-03-14T15:00:00Z'), new Date('2025-03-14T18:00:00Z'))).toEqual(['2025-03-14']);
  });

  it('gives the first and the last day of a longer event', () => {
    expect(eventDates(new Date('2025-03-14T07:00:00Z'), new Date('2025-03-16T14:00:00Z'))).toEqual(['2025-03-14', '2025-03-16']);
  });

  it('ends an event that ends at midnight on the day before', () => {
    // 19:00–24:00 Moscow time.
    expect(eventDates(new Date('2025-03-14T16:00:00Z'), new Date('2025-03-14T21:00:00Z'))).toEqual(['2025-03-14']);
    expect(eventDates(new Date('2025-03-14T21:00:00Z'), new Date('2025-03-14T21:00:00Z'))).toEqual(['2025-03-15']);
  });

  it('counts days in Moscow time, not UTC', () => {
    // 22:30 UTC is 01:30 the next day in Moscow.
    expect(moscowDate(new Date('2025-12-31T22:30:00Z'))).toBe('2026-01-01');
    expect(eventDates(new Date('2025-03-14T20:00:00Z'), new Date('2025-03-14T22:00:00Z'))).toEqual(['2025-03-14', '2025-03-15']);
  });
});
