import { describe, expect, it } from 'vitest';
import { typeset } from './typography.ts';

const NBSP = '\u00A0';

describe('typeset', () => {
  it('binds one-letter words to the next word, including runs of them', () => {
    expect(typeset('Фонд в Петрозаводске и в Костомукше')).toBe(`Фонд в${NBSP}Петрозаводске и${NBSP}в${NBSP}Костомукше`);
  });

  it('binds two-letter prepositions, conjunctions and «не» to the next word, after a one-letter word too', () => {
    expect(typeset('Два дня практики: от проверки идеи до первых продаж и на Севере, но не только')).toBe(
      `Два дня практики: от${NBSP}проверки идеи до${NBSP}первых продаж и${NBSP}на${NBSP}Севере, но${NBSP}не${NBSP}только`,
    );
  });

  it('leaves longer words that begin like them alone', () => {
    expect(typeset('надо понять, дорога')).toBe('надо понять, дорога');
  });

  it('keeps the abbreviations of an address and the number sign with what they name', () => {
    expect(typeset('г. Петрозаводск, пр. Ленина, д. 1, оф. 5, приказ № 12')).toBe(
      `г.${NBSP}Петрозаводск, пр.${NBSP}Ленина, д.${NBSP}1, оф.${NBSP}5, приказ №${NBSP}12`,
    );
  });

  it('keeps an em dash off the start of a line', () => {
    expect(typeset('Грант — это начало')).toBe(`Грант${NBSP}— это начало`);
  });

  it('keeps numbers with their units', () => {
    expect(typeset('до 500 тыс. ₽ и 30 %')).toBe(`до${NBSP}500${NBSP}тыс. ₽ и${NBSP}30${NBSP}%`);
  });

  it('leaves tags and Latin words alone', () => {
    expect(typeset('<p>Команда a и b</p>')).toBe(`<p>Команда a и${NBSP}b</p>`);
  });
});
