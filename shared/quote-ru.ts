// Citing a name in Russian quotation marks. A module of its own: the pages that cite names (the cabinet,
// the participants) would otherwise load shared/typography.ts's typesetting rules with it, which only the
// AI landing's content needs in the browser (esbuild splits by module, not by export).

/**
 * A name in Russian quotation marks, as a sentence cites it: «…», and the marks the name has of its own
 * become the inner „…“ (a project called «Тест» is cited as «Проект „Тест“», never «Проект «Тест»»).
 */
export function quoteRu(name: string): string {
  const inner = name
    .replace(/«/g, '„')
    .replace(/»/g, '“')
    .replace(/"([^"]*)"/g, '„$1“');
  return `«${inner}»`;
}
