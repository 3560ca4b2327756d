// JSON that can sit inside an HTML <script type="application/json"> block: nothing in it can close the
// element or open a comment, and JSON.parse reads it back unchanged.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value ?? null).replace(UNSAFE, (char) => ESCAPES[char] ?? char);
}
