// Russian typesetting of texts kept in code (the «Карелия против ИИ» landing's content) and of the demo
// content the database is seeded with (server/db/seed): short words, an address's abbreviations, dashes
// and numbers with their units are tied to their neighbours with non-breaking spaces, as an editor
// would, so no line ends with «в» or «д.» or starts with «—». Works on plain text and on simple HTML
// (tags without Cyrillic attributes are left as they are).

const NBSP = '\u00A0';
/**
 * Word joiner: no line break here, and nothing else. After a hyphen it keeps «TED-» with its word where
 * the non-breaking hyphen (U+2011) did too, but unlike it the hyphen stays the one typed, which the
 * browser's find on page matches (QA: «TED-конференция» was not found on the landing).
 */
export const WORD_JOINER = '\u2060';

/** Typeset text for machines (JSON-LD, file names, PDFs): its word joiners left out, so searches match. */
export function withoutWordJoiners(text: string): string {
  return text.replaceAll(WORD_JOINER, '');
}

export function typeset(text: string): string {
  return (
    text
      // «в Карелии», «на форум», «и грант»: a word of one or two letters sticks to the next one.
      .replace(/(?<=^|[\s\u00A0(«„>])([а-яё]{1,2})[ \t]+/giu, `$1${NBSP}`)
      // «для сварщиков», «без связи»: three-letter prepositions too (QA: «для» left at a heading's line end).
      .replace(/(?<=^|[\s\u00A0(«„>])(для|без|под|над|при|про|обо|ото)[ \t]+/giu, `$1${NBSP}`)
      // «апрель 2027»: a month keeps its year (QA: «2027» alone on the AI landing's kicker line).
      .replace(
        /(?<=^|[\s\u00A0(«„>])((?:январ|феврал|апрел|июн|июл|сентябр|октябр|ноябр|декабр)[ья]|ма[йя]|марта?|августа?)[ \t]+(?=\d{4}(?!\d))/giu,
        `$1${NBSP}`,
      )
      // «г. Петрозаводск», «пр. Ленина, д. 1»: an abbreviation stays with what it names.
      .replace(/(?<=^|[\s\u00A0(«>,])(г|д|ул|пр|пер|пос|наб|пл|корп|стр|оф|каб|им)\.[ \t]+/gu, `$1.${NBSP}`)
      // «5 тыс. гектаров», «2 млн рублей»: a number's abbreviated order stays with what it counts.
      .replace(/(?<=[\s\u00A0])(тыс\.|млн|млрд)[ \t]+(?=[а-яё₽])/giu, `$1${NBSP}`)
      // «Онего Старт», «Северный свет»: a short name of two words in quotes is not split over two lines
      // (QA: «Онего» / «Старт» on an event card); a longer one may be, or a phone's heading could overflow.
      .replace(/«([а-яё]+) ([а-яё]+)»/giu, (name: string, first: string, second: string) =>
        first.length + second.length < 14 ? `«${first}${NBSP}${second}»` : name,
      )
      // «фонд — это»: the dash never starts a line.
      .replace(/[ \t]+—/g, `${NBSP}—`)
      // «500 тыс. ₽», «30 %», «12 команд», «−30 °C», «№ 5»: a number stays with what it counts; not with a
      // conjunction or preposition after it, which goes with the next word (QA: «до 22.02.2027 и позвонят»
      // was one unbreakable run on a phone).
      .replace(/(\d)[ \t]+(?=[₽%°]|(?!(?:и|а|но|да|или|в|во|на|до|за|из|от|по|с|со|к|ко|о|об|у|не|ни)[ \t\u00A0])[а-яё])/giu, `$1${NBSP}`)
      // «против ИИ», «не так ли?»: a word of one or two letters never ends up alone on the last line
      // (QA: «ИИ»» alone under «Карелия против»).
      .replace(/[ \t]+([а-яёa-z]{1,2})(?=[»")]|[.,!?…:;]?$)/giu, `${NBSP}$1`)
      .replace(/№[ \t]+/g, `№${NBSP}`)
      // «2,8 млн ₽»: the ruble sign never starts a line (QA: «₽» alone under a figure at 320 px).
      .replace(/[ \t]+₽/g, `${NBSP}₽`)
      // «TED-конференция», «IT-компания», «3D-печать»: a short Latin prefix is not left at a line's end
      // (QA: «TED-» alone on a line of a card's title); a word joiner holds it, unseen.
      .replace(/(?<=^|[\s\u00A0(«„>])([A-Z0-9]{1,4})-(?=[а-яё])/gu, `$1-${WORD_JOINER}`)
  );
}

/** `typeset` over every string of a content object (URLs and ISO dates have no spaces to touch). */
export function typesetDeep<T>(value: T): T {
  return typesetAny(value) as T;
}

function typesetAny(value: unknown): unknown {
  if (typeof value === 'string') return typeset(value);
  if (Array.isArray(value)) return value.map(typesetAny);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typesetAny(item)]));
  }
  return value;
}
