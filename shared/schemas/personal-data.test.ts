import { describe, expect, it } from 'vitest';
import { personNameSchema, phoneNumberSchema } from './personal-data.ts';

describe('phoneNumberSchema', () => {
  it.each([
    ['+7 (921) 000-10-01', '79210001001'],
    ['8 921 000 10 01', '79210001001'],
    ['9210001001', '79210001001'],
    ['+79210001001', '79210001001'],
  ])('takes %s as %s', (input, stored) => {
    expect(phoneNumberSchema.parse(input)).toBe(stored);
  });

  it.each(['+8 (921) 000-10-01', '(((9210001001', '921-000-10', '+7 (921) 000-10-01-99', '+1 (921) 000-10-01'])('refuses %s', (input) => {
    expect(phoneNumberSchema.safeParse(input).success).toBe(false);
  });
});

describe('personNameSchema', () => {
  it('needs at least one letter', () => {
    expect(personNameSchema.safeParse('- -').success).toBe(false);
    expect(personNameSchema.parse('Анна-Мария  Петрова')).toBe('Анна-Мария Петрова');
  });

  it('takes a name typed with a combining mark as the same letters', () => {
    expect(personNameSchema.parse('Фёдор'.normalize('NFD'))).toBe('Фёдор');
  });
});
