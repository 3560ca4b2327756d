// Russian typesetting for seeded texts: keeps one-letter words, dashes and numbers with their units
// from being left alone at the end of a line, as an editor would with non-breaking spaces.

const NBSP = '\u00A0';

/** Works on plain text and on simple HTML (tags without Cyrillic attributes are left as they are). */
export function typeset(text: string): string {
  return (
    text
      // «в Карелии», «и грант»: a one-letter word sticks to the next one.
      .replace(/(?<=^|[\s\u00A0(«>])([а-яё])[ \t]+/giu, `$1${NBSP}`)
      // «фонд — это»: the dash never starts a line.
      .replace(/[ \t]+—/g, `${NBSP}—`)
      // «500 тыс. ₽», «30 %», «12 команд»: a number stays with what it counts.
      .replace(/(\d)[ \t]+(?=[а-яё₽%])/giu, `$1${NBSP}`)
  );
}
