// Russian typography of the interface's own text (client/): a one-letter word («в», «с», «и», «к», «о»,
// «у», «а», «я») and a two-letter preposition, conjunction or particle («на», «по», «за», «от», «до», «из»,
// «об», «во», «ко», «со», «не», «ни», «но», «да») and a three-letter preposition («для», «без», «под», «над»,
// «при», «про», «обо», «ото», as shared/typography.ts binds them in the content) are bound to the next
// word by a non-breaking space, and a
// dash is bound to the word before it, so that neither ends or starts a line («работы с | Фондом»,
// «от | идеи», «документы | — до 10 файлов»).
// It reads string literals, template literal text and JSX text through the TypeScript parser, so code,
// comments, identifiers and the CSS of Linaria's tagged templates are left alone. Content from the API (news, pages) is the editors' to set;
// the demo content is typeset by the same rules when it is seeded (shared/typography.ts).
//
//   npx tsx scripts/typography.ts          lists what breaks the rules (tests/build/typography.test.ts too)
//   npx tsx scripts/typography.ts --fix    binds them: `\u00a0` in strings, `&nbsp;` in JSX text
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A one-letter Cyrillic word, or a two-letter preposition, conjunction or «не»/«ни» (as an editor binds them:
 * «на | сайте», «от | идеи») or a three-letter preposition, at the start, after white space, a quote or a
 * bracket; SHORT_WORD wants white space and a word after it.
 */
const SHORT_WORD_BEFORE =
  /(?<=^|[\s'"`«„(]|\\u00a0|&nbsp;)([вксоуиаяВКСОУИАЯ]|[нН]а|[пП]о|[зЗ]а|[оО]т|[дД]о|[иИ]з|[оО]б|[вВ]о|[кК]о|[сС]о|[нН][еио]|[дД]а|[дД]ля|[бБ]ез|[пП]од|[нН]ад|[пП]ри|[пП]ро|[оО]бо|[оО]то)/u
    .source;
const SHORT_WORD = new RegExp(String.raw`${SHORT_WORD_BEFORE}\s+(?=\S)`, 'gu');
/** The same word at the very end of a JSX text, before the expression that follows it. */
const SHORT_WORD_AT_END = new RegExp(String.raw`${SHORT_WORD_BEFORE}[ \t]+$`, 'u');

/** The node after this one among its parent's JSX children. */
function nextSibling(node: ts.Node): ts.Node | undefined {
  const siblings = ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent) ? node.parent.children : undefined;
  if (!siblings) return undefined;
  const index = siblings.indexOf(node as ts.JsxChild);
  return index === -1 ? undefined : siblings[index + 1];
}

/** An ordinary space before a dash that follows a word. */
const SPACE_BEFORE_DASH = /(?<=[\p{L}\p{N}»")?!.,]) (?=—)/gu;

export interface TypographyIssue {
  file: string;
  line: number;
  text: string;
}

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

/** A part of a tagged template: Linaria's `css` and `styled` (CSS and its comments, not text for people). */
function inTaggedTemplate(node: ts.Node): boolean {
  const template = ts.isTemplateMiddle(node) || ts.isTemplateTail(node) ? node.parent.parent : node.parent;
  return ts.isNoSubstitutionTemplateLiteral(node)
    ? ts.isTaggedTemplateExpression(node.parent)
    : ts.isTaggedTemplateExpression(template.parent);
}

function editsOf(source: ts.SourceFile): Edit[] {
  const edits: Edit[] = [];
  const visit = (node: ts.Node) => {
    const isJsxText = ts.isJsxText(node);
    const isString = ts.isStringLiteral(node) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent);
    const isTemplatePart =
      (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) &&
      !inTaggedTemplate(node);
    if (isJsxText || isString || isTemplatePart) {
      const start = node.getStart(source);
      const raw = source.text.slice(start, node.getEnd());
      // JSX text and JSX attribute strings take HTML entities, not JavaScript escapes.
      const nbsp = isJsxText || ts.isJsxAttribute(node.parent) ? '&nbsp;' : '\\u00a0';
      let fixed = raw.replace(SHORT_WORD, (_match, word: string) => `${word}${nbsp}`);
      // JSX text whose last word is short and an expression follows («до {formatDate(…)}»): bound to it too.
      if (isJsxText && nextSibling(node) !== undefined && ts.isJsxExpression(nextSibling(node)!)) {
        fixed = fixed.replace(SHORT_WORD_AT_END, (_match, word: string) => `${word}${nbsp}`);
      }
      // A template's dash is left alone: titles join their parts with « — », and a break there is fine.
      if (!isTemplatePart) fixed = fixed.replace(SPACE_BEFORE_DASH, nbsp);
      if (fixed !== raw) edits.push({ start, end: node.getEnd(), replacement: fixed });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits;
}

function clientFiles(): string[] {
  return readdirSync(path.join(projectRoot, 'client'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join('client', file))
    .sort();
}

function parse(file: string): ts.SourceFile {
  const text = readFileSync(path.join(projectRoot, file), 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

export function typographyIssues(): TypographyIssue[] {
  return clientFiles().flatMap((file) => {
    const source = parse(file);
    return editsOf(source).map((edit) => ({
      file,
      line: source.getLineAndCharacterOfPosition(edit.start).line + 1,
      text: source.text.slice(edit.start, edit.end).replace(/\s+/g, ' ').slice(0, 120),
    }));
  });
}

function fixAll(): number {
  let count = 0;
  for (const file of clientFiles()) {
    const source = parse(file);
    const edits = editsOf(source);
    if (edits.length === 0) continue;
    let text = source.text;
    for (const edit of edits.reverse()) text = text.slice(0, edit.start) + edit.replacement + text.slice(edit.end);
    writeFileSync(path.join(projectRoot, file), text);
    count += edits.length;
  }
  return count;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--fix')) {
    console.log(`Исправлено строк: ${fixAll()}`);
  } else {
    const issues = typographyIssues();
    for (const issue of issues) console.log(`${issue.file}:${issue.line}  ${issue.text}`);
    console.log(issues.length === 0 ? 'Типографика в порядке.' : `Нарушений: ${issues.length} (npx tsx scripts/typography.ts --fix)`);
  }
}
