// Demo documents as real PDF files, written by hand: a title, headings and paragraphs on A4 pages.
// Demo content and tests need downloadable documents without shipping binary files; the fund's real
// documents are uploaded files. The text is set in a non-embedded Arial in the Windows-1251 layout
// (glyph names of the Adobe Glyph List, so any viewer maps it onto a system font with Cyrillic), with
// a ToUnicode map so the text can be searched and copied.
import { withoutWordJoiners } from '#shared/typography.ts';

export interface PdfBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

export interface PdfDocumentContent {
  title: string;
  blocks: readonly PdfBlock[];
  /** A small grey line at the top of every page, e.g. «Демонстрационный документ». */
  runningHead: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN_X = 64;
const MARGIN_TOP = 60;
const MARGIN_BOTTOM = 64;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

const STYLES = {
  runningHead: { size: 8, leading: 10, grey: 0.45, spaceBefore: 0 },
  title: { size: 17, leading: 22, grey: 0, spaceBefore: 18 },
  heading: { size: 12, leading: 16, grey: 0, spaceBefore: 14 },
  paragraph: { size: 10.5, leading: 14.5, grey: 0.1, spaceBefore: 6 },
  pageNumber: { size: 8, leading: 10, grey: 0.45, spaceBefore: 0 },
} as const;
type Style = (typeof STYLES)[keyof typeof STYLES];

/** Windows-1251 codes of the characters beyond ASCII that the demo texts use. */
const CODE_OF = new Map<string, number>([
  ['\u00a0', 0xa0],
  ['«', 0xab],
  ['»', 0xbb],
  ['—', 0x97],
  ['–', 0x96],
  ['„', 0x84],
  ['“', 0x93],
  ['”', 0x94],
  ['’', 0x92],
  ['…', 0x85],
  ['§', 0xa7],
  ['°', 0xb0],
  ['±', 0xb1],
  ['Ё', 0xa8],
  ['ё', 0xb8],
  ['№', 0xb9],
]);
for (let offset = 0; offset < 64; offset += 1) CODE_OF.set(String.fromCharCode(0x410 + offset), 0xc0 + offset);

/**
 * Glyph names of the codes where Windows-1251 differs from the WinAnsi base encoding. The Adobe Glyph
 * List calls А…Я `afii10017`…`afii10049` with Ё between Е and Ж, and а…я `afii10065`…`afii10097`.
 */
function cyrillicGlyphName(letterIndex: number, lowerCase: boolean): string {
  // Ё/ё (afii10023/afii10071) sit after Е/е in the list, so letters from Ж on move up by one.
  const base = lowerCase ? 10065 : 10017;
  return `afii${base + letterIndex + (letterIndex >= 6 ? 1 : 0)}`;
}

const DIFFERENCES = [
  '168 /afii10023',
  '184 /afii10071 /afii61352',
  `192 ${Array.from({ length: 32 }, (_, index) => `/${cyrillicGlyphName(index, false)}`).join(' ')}`,
  `224 ${Array.from({ length: 32 }, (_, index) => `/${cyrillicGlyphName(index, true)}`).join(' ')}`,
].join(' ');

/** Advance widths (1/1000 em) of Helvetica/Arial for ASCII 32…126. */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** Arial's widths of А…Я and а…я. */
const UPPER_CYRILLIC_WIDTHS = [
  667, 656, 667, 542, 677, 667, 923, 604, 719, 719, 583, 656, 833, 722, 778, 719, 667, 722, 611, 635, 760, 667, 740, 667, 917, 938, 792,
  885, 656, 719, 1010, 722,
];
const LOWER_CYRILLIC_WIDTHS = [
  556, 573, 531, 365, 583, 556, 669, 458, 559, 559, 438, 583, 688, 552, 556, 542, 556, 500, 458, 500, 823, 500, 573, 521, 802, 823, 625,
  719, 521, 510, 750, 542,
];
const OTHER_WIDTHS = new Map<number, number>([
  [0xa0, 278],
  [0xab, 556],
  [0xbb, 556],
  [0x97, 1000],
  [0x96, 556],
  [0x84, 333],
  [0x93, 333],
  [0x94, 333],
  [0x92, 222],
  [0x85, 1000],
  [0xa7, 556],
  [0xb0, 400],
  [0xb1, 549],
  [0xa8, 667],
  [0xb8, 556],
  [0xb9, 1073],
]);

function widthOfCode(code: number): number {
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32] ?? 556;
  if (code >= 0xc0 && code <= 0xdf) return UPPER_CYRILLIC_WIDTHS[code - 0xc0] ?? 600;
  if (code >= 0xe0) return LOWER_CYRILLIC_WIDTHS[code - 0xe0] ?? 556;
  return OTHER_WIDTHS.get(code) ?? 0;
}

const QUESTION_MARK = 0x3f;

/**
 * Windows-1251 bytes of a text; what the font cannot show becomes «?». ₽ becomes «руб.» (one full stop
 * where a sentence ends after it); the word joiner of «TED-конференция» (shared/typography.ts) is left
 * out, as wrap() never breaks at a hyphen anyway (QA: «TED?конференции», «2,8 млн руб..»).
 */
function encode(text: string): number[] {
  const codes: number[] = [];
  for (const char of withoutWordJoiners(text.replace(/₽\.?/g, 'руб.'))) {
    const ascii = char.charCodeAt(0);
    if (char.length === 1 && ascii >= 32 && ascii <= 126) codes.push(ascii);
    else codes.push(CODE_OF.get(char) ?? QUESTION_MARK);
  }
  return codes;
}

function textWidth(codes: readonly number[], size: number): number {
  return (codes.reduce((sum, code) => sum + widthOfCode(code), 0) * size) / 1000;
}

/** Breaks at ordinary spaces only: a non-breaking space keeps its words on one line. */
function wrap(text: string, size: number): number[][] {
  const lines: number[][] = [];
  let line: number[] = [];
  for (const word of text.trim().split(/[ \t\n]+/)) {
    const codes = encode(word);
    const candidate = line.length === 0 ? codes : [...line, 0x20, ...codes];
    if (line.length > 0 && textWidth(candidate, size) > TEXT_WIDTH) {
      lines.push(line);
      line = codes;
    } else {
      line = candidate;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

const hex = (codes: readonly number[]) => codes.map((code) => code.toString(16).padStart(2, '0')).join('');

interface PlacedLine {
  codes: number[];
  style: Style;
  y: number;
  x: number;
}

/** Lays the blocks out on pages, top to bottom. */
function layOut(content: PdfDocumentContent): PlacedLine[][] {
  const pages: PlacedLine[][] = [];
  let page: PlacedLine[] = [];
  let y = 0;
  const startPage = () => {
    page = [];
    pages.push(page);
    y = PAGE_HEIGHT - MARGIN_TOP;
    page.push({ codes: encode(content.runningHead), style: STYLES.runningHead, y, x: MARGIN_X });
    y -= STYLES.runningHead.leading;
  };
  const place = (text: string, style: Style) => {
    const lines = wrap(text, style.size);
    y -= style.spaceBefore;
    lines.forEach((codes, index) => {
      // A heading is never left alone at the foot of a page.
      const needed = style === STYLES.heading && index === 0 ? style.leading * 3 : style.leading;
      if (y - needed < MARGIN_BOTTOM) startPage();
      y -= style.leading;
      page.push({ codes, style, y, x: MARGIN_X });
    });
  };

  startPage();
  place(content.title, STYLES.title);
  y -= 6;
  for (const block of content.blocks) place(block.text, block.kind === 'heading' ? STYLES.heading : STYLES.paragraph);

  pages.forEach((lines, index) => {
    const codes = encode(`${index + 1} / ${pages.length}`);
    const x = PAGE_WIDTH - MARGIN_X - textWidth(codes, STYLES.pageNumber.size);
    lines.push({ codes, style: STYLES.pageNumber, y: MARGIN_BOTTOM - 28, x });
  });
  return pages;
}

function contentStream(lines: readonly PlacedLine[]): string {
  return lines
    .map(({ codes, style, x, y }) => `BT ${style.grey} g /F1 ${style.size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td <${hex(codes)}> Tj ET`)
    .join('\n');
}

/** Which Unicode character each code shows, for search and copy. */
function toUnicodeCMap(): string {
  const entries = [...CODE_OF.entries()].map(
    ([char, code]) => `<${code.toString(16).padStart(2, '0')}> <${char.charCodeAt(0).toString(16).padStart(4, '0')}>`,
  );
  const chunks: string[] = [];
  // A bfchar section may hold at most 100 entries.
  for (let start = 0; start < entries.length; start += 100) {
    const chunk = entries.slice(start, start + 100);
    chunks.push(`${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<00> <ff>',
    'endcodespacerange',
    '1 beginbfrange',
    '<20> <7e> <0020>',
    'endbfrange',
    ...chunks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** A PDF string in UTF-16BE (document information accepts any text this way). */
function utf16Hex(text: string): string {
  let result = 'FEFF';
  for (let index = 0; index < text.length; index += 1) {
    result += text.charCodeAt(index).toString(16).padStart(4, '0');
  }
  return `<${result}>`;
}

const stream = (dictionary: string, data: string) => `<< ${dictionary} /Length ${data.length} >>\nstream\n${data}\nendstream`;

/** The whole file. Deterministic: the same content always gives the same bytes. */
export function renderDocumentPdf(content: PdfDocumentContent): Buffer {
  const pages = layOut(content);
  const FIRST_PAGE_OBJECT = 8;
  const pageObjectNumbers = pages.map((_, index) => FIRST_PAGE_OBJECT + index * 2);
  const widths = Array.from({ length: 224 }, (_, index) => widthOfCode(index + 32));

  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R /Lang (ru-RU) >>',
    `<< /Type /Pages /Kids [${pageObjectNumbers.map((number) => `${number} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    `<< /Type /Font /Subtype /TrueType /BaseFont /Arial /FirstChar 32 /LastChar 255 /Widths [${widths.join(' ')}]` +
      ` /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${DIFFERENCES}] >>` +
      ' /FontDescriptor 4 0 R /ToUnicode 5 0 R >>',
    '<< /Type /FontDescriptor /FontName /Arial /Flags 32 /FontBBox [-665 -325 2000 1040] /ItalicAngle 0' +
      ' /Ascent 905 /Descent -212 /CapHeight 716 /StemV 80 >>',
    stream('', toUnicodeCMap()),
    `<< /Title ${utf16Hex(content.title)} /Producer (Venture fund demo content) >>`,
    '<< /Font << /F1 3 0 R >> >>',
  ];
  for (const [index, lines] of pages.entries()) {
    const pageNumber = pageObjectNumbers[index] ?? 0;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources 7 0 R /Contents ${pageNumber + 1} 0 R >>`,
      stream('', contentStream(lines)),
    );
  }

  // Text goes in hex strings, so every character is one latin1 byte and string lengths are byte
  // offsets. The second line's high bytes tell transfer tools that the file is binary.
  let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
}
