// The uploader's file name is kept for display and for the download's Content-Disposition only: it
// is cleaned here, gets the extension of the detected type, and never reaches a path or a storage key.

const MAX_BASE_LENGTH = 150;
const FALLBACK_BASE = 'файл';
/**
 * Control characters, characters that file systems or headers reserve, and the invisible direction
 * marks that can make `exe.pdf` look like `fdp.exe`.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;

/** The extension at the end of the uploader's name (`.PDF`, `.docx`). */
const CLIENT_EXTENSION = /\.([\p{L}\p{N}]{1,10})$/u;

/** The extension the uploader's name gives, in lower case (`Отчёт.PDF` → `pdf`); null without one. */
export function claimedExtension(clientName: string | undefined): string | null {
  const match = CLIENT_EXTENSION.exec((clientName ?? '').trim());
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * The three characters a browser writes as %XX in a multipart file name (WHATWG HTML, «multipart/form-data
 * encoding algorithm»): `"` as %22, line feed as %0A, carriage return as %0D. Read back, they are cleaned
 * as any other (QA: «отчёт "финал"; v2.png» was listed as «отчёт %22финал%22; v2.png»).
 */
const BROWSER_ESCAPES = /%(22|0A|0D)/gi;

/** `C:\Users\Анна\Бизнес-план.PDF` with PNG bytes becomes `Бизнес-план.png`. */
export function displayFileName(clientName: string | undefined, extension: string): string {
  const lastSegment =
    (clientName ?? '')
      .replace(BROWSER_ESCAPES, (_escape, code: string) => String.fromCharCode(parseInt(code, 16)))
      .normalize('NFC')
      .split(/[\\/]/)
      .pop() ?? '';
  const base = lastSegment
    // The client's extension says nothing; the stored file's comes from its bytes.
    .replace(CLIENT_EXTENSION, '')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const shortened = [...base].slice(0, MAX_BASE_LENGTH).join('').trim();
  return `${shortened || FALLBACK_BASE}.${extension}`;
}

/**
 * `attachment` with an ASCII `filename` for old clients and the real name in `filename*` (RFC 6266,
 * RFC 5987), so no name can break out of the header.
 */
export function contentDisposition(fileName: string): string {
  const asciiFallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}
