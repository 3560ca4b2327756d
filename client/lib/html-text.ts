// The plain text of the editors' HTML, for a page's description: what a search result or a shared link
// shows. Tags go (a block's end is a space, an inline tag nothing: «<b>жирным</b>,» stays «жирным,»),
// and the character references editors' HTML is full of are read («&laquo;», «&amp;», «&#8212;»).
// A small table of the named ones Russian text uses, not the whole of HTML's 2,000 (a library's
// table would be several kilobytes in the page's script); an unknown name stays as written.

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  mdash: '—',
  ndash: '–',
  minus: '−',
  hellip: '…',
  thinsp: '\u2009',
  shy: '',
  numero: '№',
  deg: '°',
  times: '×',
  plusmn: '±',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  middot: '·',
  bull: '•',
};

/** A tag that ends a block of text (a paragraph, a list item, a cell, a line break). */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

function decodeReference(reference: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    // Not a character (0, a surrogate, beyond Unicode): left as written, as a browser shows U+FFFD.
    const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : reference;
  }
  return NAMED[body] ?? reference;
}

export function plainTextOf(html: string): string {
  return (
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/g, decodeReference)
      // HTML's own white space, as a browser collapses it; a no-break space stays one.
      .replace(/[ \t\n\r\f]+/g, ' ')
      .replace(/^ | $/g, '')
  );
}
