import { describe, expect, it } from 'vitest';
import { plainTextOf } from './html-text.ts';

describe('plainTextOf', () => {
  it('reads the character references of editors’ HTML (QA: «&laquo;Первый шаг&raquo; &mdash;» in a description)', () => {
    expect(
      plainTextOf('<p>Программа &laquo;Первый шаг&raquo; &mdash; для R&amp;D-команд, <b>Tom</b>&nbsp;&amp;&nbsp;<i>Jerry</i>.</p>'),
    ).toBe('Программа «Первый шаг» — для R&D-команд, Tom\u00a0&\u00a0Jerry.');
    expect(plainTextOf('&#171;Да&#187; &#x2014; &#8470;&nbsp;1')).toBe('«Да» — №\u00a01');
  });

  it('leaves no space where an inline tag was, and one where a block ended', () => {
    expect(plainTextOf('<p>Текст <strong>жирным</strong>, <em>курсивом</em>, <a href="/x">ссылкой</a>.</p><p>Дальше</p>')).toBe(
      'Текст жирным, курсивом, ссылкой. Дальше',
    );
    expect(plainTextOf('Строка<br>строка<ul><li>один</li><li>два</li></ul>')).toBe('Строка строка один два');
  });

  it('drops scripts, styles and comments, and keeps unknown or impossible references as written', () => {
    expect(plainTextOf('<style>p{}</style><!-- заметка --><script>alert(1)</script>Текст &unknown; &#0; &#xD800;')).toBe(
      'Текст &unknown; &#0; &#xD800;',
    );
  });
});
