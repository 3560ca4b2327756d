import { describe, expect, it } from 'vitest';
import { DEMO_DOCUMENTS } from './demo-documents.ts';
import { renderDocumentPdf, type PdfDocumentContent } from './document-pdf.ts';

const sample: PdfDocumentContent = {
  title: 'Положение о программе «Первый шаг»',
  runningHead: 'Демонстрационный документ',
  blocks: [
    { kind: 'heading', text: '1. Общие положения' },
    { kind: 'paragraph', text: 'Грант — до 500 тыс. ₽ на команду. Ёлки, № 5.' },
    { kind: 'paragraph', text: 'Фонд — 2,8 млн ₽. TED-\u2060конференция.' },
  ],
};

/** Reads the cross-reference table and checks every entry points at its object. */
function expectValidXref(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startXref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startXref, startXref + 5)).toBe('xref\n');
  const [, countText] = /^xref\n0 (\d+)\n/.exec(text.slice(startXref)) ?? [];
  const count = Number(countText);
  const entries = text
    .slice(startXref)
    .split('\n')
    .slice(3, 2 + count);
  expect(entries).toHaveLength(count - 1);
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
  });
  expect(text).toContain(`/Size ${count}`);
  // Each stream's /Length is its exact length.
  for (const match of text.matchAll(/\/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
}

describe('renderDocumentPdf', () => {
  it('writes a well-formed PDF 1.4 file', () => {
    const pdf = renderDocumentPdf(sample);
    expect(pdf.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
    expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expectValidXref(pdf);
  });

  it('writes the same bytes for the same content', () => {
    expect(renderDocumentPdf(sample).equals(renderDocumentPdf(sample))).toBe(true);
  });

  it('sets Cyrillic in Windows-1251 codes, ₽ as «руб.», and maps them back to Unicode', () => {
    const text = renderDocumentPdf(sample).toString('latin1');
    // «Грант — до» is C3 F0 E0 ED F2, a space, the em dash 97, a space, E4 EE in Windows-1251.
    expect(text).toContain('<c3f0e0edf2209720e4ee');
    // «руб.»
    expect(text).toContain('20f0f3e12e');
    // «₽.» at a sentence's end is «руб.» with one full stop, then a space and «TED-» with a plain hyphen.
    expect(text).toContain('20f0f3e12e20544544');
    expect(text).toContain('5445442dea');
    expect(text).toContain('<c0> <0410>');
    expect(text).toContain('<b9> <2116>');
    expect(text).toContain('/Differences [168 /afii10023 184 /afii10071 /afii61352 192 /afii10017');
    expect(text).toContain('/Title <FEFF041f');
  });

  it('breaks long text into lines and pages, with a page number on each', () => {
    const long: PdfDocumentContent = {
      ...sample,
      blocks: Array.from({ length: 40 }, () => ({ kind: 'paragraph' as const, text: 'Слово '.repeat(120) })),
    };
    const pdf = renderDocumentPdf(long);
    const text = pdf.toString('latin1');
    const pages = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(3);
    expect(text).toContain(`<${Buffer.from(`${pages} / ${pages}`, 'latin1').toString('hex')}>`);
    expectValidXref(pdf);
    // 120 words do not fit on one line of A4: each paragraph takes several.
    const textLines = text.match(/ Tj ET/g) ?? [];
    expect(textLines.length).toBeGreaterThan(40 * 5);
  });

  it('renders every demo document', () => {
    for (const document of DEMO_DOCUMENTS) {
      expect(document.fileName).toMatch(/^[a-z0-9-]+\.pdf$/);
      expectValidXref(renderDocumentPdf(document));
    }
  });
});
