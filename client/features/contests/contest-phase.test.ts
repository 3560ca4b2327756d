// The phase and the deadline line of a contest, and Russian plurals of its counts.
import { describe, expect, it } from 'vitest';
import { pluralRu } from '#client/lib/plural.ts';
import { contestPhase, dateAfter, deadlineLabel } from './contest-phase.ts';

const contest = { startAt: '2026-11-01T21:00:00.000Z', endAt: '2026-12-31T20:59:00.000Z' };
const now = Date.parse('2026-11-23T09:00:00Z');

describe('contestPhase', () => {
  it('trusts the API for an open contest and tells the others apart by the start', () => {
    expect(contestPhase({ ...contest, isOpen: true }, now)).toBe('open');
    expect(contestPhase({ ...contest, isOpen: false }, now)).toBe('closed');
    expect(contestPhase({ ...contest, isOpen: false }, Date.parse('2026-10-01T00:00:00Z'))).toBe('upcoming');
  });
});

describe('deadlineLabel', () => {
  it('gives Moscow dates as dd.mm.yyyy', () => {
    expect(deadlineLabel({ ...contest, isOpen: true }, 'open')).toBe('Приём заявок до\u00a031.12.2026');
    expect(deadlineLabel({ ...contest, isOpen: false }, 'upcoming')).toBe('Приём заявок начнётся 02.11.2026');
    expect(deadlineLabel({ ...contest, isOpen: false }, 'closed')).toBe('Приём заявок завершён 31.12.2026');
  });
});

describe('dateAfter', () => {
  it('counts days from an instant in Moscow time', () => {
    expect(dateAfter(contest.endAt, 14)).toBe('14.01.2027');
  });
});

describe('pluralRu', () => {
  it('agrees the word with the number', () => {
    const forms = ['номинация', 'номинации', 'номинаций'] as const;
    expect([1, 3, 5, 11, 21, 24, 112].map((count) => pluralRu(count, forms))).toEqual([
      '1\u00a0номинация',
      '3\u00a0номинации',
      '5\u00a0номинаций',
      '11\u00a0номинаций',
      '21\u00a0номинация',
      '24\u00a0номинации',
      '112\u00a0номинаций',
    ]);
  });
});
