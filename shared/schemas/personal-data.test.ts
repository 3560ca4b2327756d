import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE, emailSchema, personNameSchema, phoneNumberSchema } from './personal-data.ts';

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

describe('emailSchema', () => {
  it('takes the usual addresses and those on Cyrillic domains, as typed or as the browser sends them', () => {
    for (const address of [
      'ivan@example.com',
      'ivan.petrov+fund@mail.ru',
      "o'neil@example.org",
      'ivan@почта.рф',
      'ivan@xn--80a1acny.xn--p1ai',
      'ivan@mail.xn--p1ai',
      'info@петрозаводск.рус',
      `${'a'.repeat(64)}@example.ru`,
    ]) {
      expect(emailSchema.safeParse(address).success, address).toBe(true);
    }
  });

  it("refuses what is not an address, with the form's message", () => {
    for (const address of [
      'ivan@',
      'ivan@почта',
      'ivan@.рф',
      'ivan@-a.ru',
      'ivan@a..ru',
      'ivan@a.р',
      'ivan@xn--.ru',
      'ivan@mail.xn--',
      'iv an@mail.ru',
    ]) {
      const result = emailSchema.safeParse(address);
      expect(result.success, address).toBe(false);
      expect(result.error?.issues[0]?.message, address).toBe(EMAIL_MESSAGE);
    }
  });
});
