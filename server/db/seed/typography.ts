// Russian typesetting for seeded texts: keeps one- and two-letter words, abbreviations, dashes and numbers with their units
// from being left alone at the end of a line, as an editor would with non-breaking spaces.

const NBSP = '\u00A0';

/** Works on plain text and on simple HTML (tags without Cyrillic attributes are left as they are). */
export function typeset(text: string): string {
  return (
    text
      // «в Карелии», «и грант»: a one-letter word sticks to the next one.
      .replace(/(?<=^|[\s\u00A0(«>])([а-яё])[ \t]+/giu, `$1${NBSP}`)
      // «на Севере», «от идеи до продаж», «не только»: so do the two-letter prepositions, conjunctions and «не»,
      // as an editor binds them («до» after a one-letter word too: «и до»).
      .replace(/(?<=^|[\s\u00A0(«>])(на|по|за|от|до|из|об|во|ко|со|не|ни|но|да)[ \t]+/giu, `$1${NBSP}`)
      // «г. Петрозаводск», «пр. Ленина, д. 1», «№ 5»: an abbreviation or a number sign stays with what it names.
      .replace(/(?<=^|[\s\u00A0(«>,])(г|д|ул|пр|пер|пос|наб|пл|корп|стр|оф|каб|им)\.[ \t]+/gu, `$1.${NBSP}`)
      .replace(/№[ \t]+/g, `№${NBSP}`)
      // «фонд — это»: the dash never starts a line.
      .replace(/[ \t]+—/g, `${NBSP}—`)
      // «500 тыс. ₽», «30 %», «12 команд»: a number stays with what it counts.
      .replace(/(\d)[ \t]+(?=[а-яё₽%])/giu, `$1${NBSP}`)
  );
}
