// The interface's own Russian text keeps its typography (scripts/typography.ts): no one-letter word (nor a
// two-letter preposition: «от | идеи» in a lead at 1024 px) at a line's end and no dash at a line's start, wherever the text wraps (QA found «работы с | Фондом» in the
// sign-in dialog and «документы | — до 10 файлов» on the application form at 390 px).
import { describe, expect, it } from 'vitest';
import { typographyIssues } from '../../scripts/typography.ts';

describe('typography of the interface text', () => {
  it('binds one-letter words and two- and three-letter prepositions to the next word (or the expression after them) and dashes to the word before', () => {
    expect(typographyIssues().map((issue) => `${issue.file}:${issue.line} ${issue.text}`)).toEqual([]);
  });
});
