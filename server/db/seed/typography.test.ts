import { describe, expect, it } from 'vitest';
import { typeset } from './typography.ts';

const NBSP = '\u00A0';

describe('typeset', () => {
  it('binds one-letter words to the next word, including runs of them', () => {
    expect(typeset('Фонд в Петрозаводске и в Костомукше')).toBe(`Фонд в${NBSP}Петрозаводске и${NBSP}в${NBSP}Костомукше`);
  });

  it('keeps an em dash off the start of a line', () => {
    expect(typeset('Грант — это начало')).toBe(`Грант${NBSP}— это начало`);
  });

  it('keeps numbers with their units', () => {
    expect(typeset('до 500 тыс. ₽ и 30 %')).toBe(`до 500${NBSP}тыс. ₽ и${NBSP}30${NBSP}%`);
  });

  it('leaves tags and Latin words alone', () => {
    expect(typeset('<p>Команда a и b</p>')).toBe(`<p>Команда a и${NBSP}b</p>`);
  });
});
