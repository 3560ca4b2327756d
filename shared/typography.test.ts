// Russian typesetting of texts kept in code: short words, dashes and numbers stay with their neighbours.
import { describe, expect, it } from 'vitest';
import { quoteRu } from './quote-ru.ts';
import { typeset, typesetDeep } from './typography.ts';

const NBSP = '\u00A0';

describe('typeset', () => {
  it('ties one- and two-letter words to the next word', () => {
    expect(typeset('Идеи о Карелии и на конкурсе')).toBe(`Идеи о${NBSP}Карелии и${NBSP}на${NBSP}конкурсе`);
    expect(typeset('В Петрозаводске')).toBe(`В${NBSP}Петрозаводске`);
  });

  it('ties three-letter prepositions to the next word, and a month to its year', () => {
    expect(typeset('VR-тренажёр для сварщиков без опыта')).toBe(`VR-\u2060тренажёр для${NBSP}сварщиков без${NBSP}опыта`);
    expect(typeset('Для команд, прибыль под контролем')).toBe(`Для${NBSP}команд, прибыль под${NBSP}контролем`);
    expect(typeset('декабрь 2026 — апрель 2027, 12 мая 2027')).toBe(
      `декабрь${NBSP}2026${NBSP}— апрель${NBSP}2027, 12${NBSP}мая${NBSP}2027`,
    );
    expect(typeset('дляшки, март 20')).toBe('дляшки, март 20');
  });

  it('binds runs of short words, after a tag too', () => {
    expect(typeset('<p>Фонд в Петрозаводске и в Костомукше: от идеи до продаж</p>')).toBe(
      `<p>Фонд в${NBSP}Петрозаводске и${NBSP}в${NBSP}Костомукше: от${NBSP}идеи до${NBSP}продаж</p>`,
    );
    expect(typeset('<p>В Карелии</p>')).toBe(`<p>В${NBSP}Карелии</p>`);
  });

  it('keeps the abbreviations of an address and the number sign with what they name', () => {
    expect(typeset('г. Петрозаводск, пр. Ленина, д. 1, оф. 5, приказ № 12')).toBe(
      `г.${NBSP}Петрозаводск, пр.${NBSP}Ленина, д.${NBSP}1, оф.${NBSP}5, приказ №${NBSP}12`,
    );
  });

  it('leaves longer words that begin like short ones alone', () => {
    expect(typeset('надо понять, дорога')).toBe('надо понять, дорога');
  });

  it('keeps a dash off the start of a line and a number with its unit', () => {
    expect(typeset('Фонд — это 500 тыс. ₽ и 30 %')).toBe(`Фонд${NBSP}— это 500${NBSP}тыс.${NBSP}₽ и${NBSP}30${NBSP}%`);
    expect(typeset('посмотрят до 22.02.2027 и позвонят')).toBe(`посмотрят до${NBSP}22.02.2027 и${NBSP}позвонят`);
    expect(typeset('около 5 тыс. гектаров, 2 млн рублей')).toBe(`около 5${NBSP}тыс.${NBSP}гектаров, 2${NBSP}млн${NBSP}рублей`);
    expect(typeset('2,8 млн ₽')).toBe(`2,8${NBSP}млн${NBSP}₽`);
  });

  it('keeps a short name in quotes on one line, and lets a longer one break', () => {
    expect(typeset('акселератор «Онего Старт», программа «Арктический вектор»')).toBe(
      `акселератор «Онего${NBSP}Старт», программа «Арктический вектор»`,
    );
  });

  it('keeps a short Latin prefix with its word by a non-breaking hyphen', () => {
    expect(typeset('TED-конференция, IT-компании и 3D-печать')).toBe('TED-\u2060конференция, IT-\u2060компании и\u00A03D-\u2060печать');
    expect(typeset('Санкт-Петербург и e-mail')).toBe('Санкт-Петербург и\u00A0e-mail');
  });

  it("keeps a short last word and a temperature's degrees with what comes before", () => {
    expect(typeset('Положение о кампании «Карелия против ИИ»')).toBe(`Положение о${NBSP}кампании «Карелия против${NBSP}ИИ»`);
    expect(typeset('Летает при −30 °C.')).toBe(`Летает при${NBSP}−30${NBSP}°C.`);
    expect(typeset('Не так ли?')).toBe(`Не${NBSP}так${NBSP}ли?`);
  });

  it('leaves longer words, addresses and Latin text alone', () => {
    expect(typeset('Хакатон проходит online')).toBe('Хакатон проходит online');
    expect(typeset('https://rutube.ru/play/embed/abc')).toBe('https://rutube.ru/play/embed/abc');
  });

  it('typesets every string of a content object and keeps its shape', () => {
    const content = { title: 'Конкурс идей', items: [{ text: 'С 14 лет и до 18' }], count: 3, flag: true };
    expect(typesetDeep(content)).toEqual({
      title: 'Конкурс идей',
      items: [{ text: `С${NBSP}14${NBSP}лет и${NBSP}до${NBSP}18` }],
      count: 3,
      flag: true,
    });
  });
});

describe('quoteRu', () => {
  it('cites a name in «ёлочки», its own quotation marks becoming „лапки“', () => {
    expect(quoteRu('Онего')).toBe('«Онего»');
    expect(quoteRu('Проект «Тест» 2.0')).toBe('«Проект „Тест“ 2.0»');
    expect(quoteRu('ООО "Север"')).toBe('«ООО „Север“»');
  });
});
