// Response policy of pages (DESIGN §3): Cache-Control by page type, and a strict CSP: nonce-free for
// cacheable public pages (no inline script at all), with a fresh nonce for private ones.
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';

export type PageKind = 'public' | 'private' | 'error';

export function pageCacheControl(kind: PageKind, config: Config): string {
  if (kind === 'public') {
    return [
      'public',
      'max-age=0',
      `s-maxage=${config.PAGE_S_MAXAGE}`,
      `stale-while-revalidate=${config.PAGE_STALE_WHILE_REVALIDATE}`,
      `stale-if-error=${config.PAGE_STALE_IF_ERROR}`,
    ].join(', ');
  }
  return kind === 'private' ? 'private, no-store' : 'no-store';
}

export const PRIVATE_NO_STORE = 'private, no-store';

/** The directives every page shares; `scriptSrc` is what differs between public and private pages. */
function contentSecurityPolicy(scriptSrc: string): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const PUBLIC_PAGE_CSP = contentSecurityPolicy("'self'");

export function privatePageCsp(nonce: string): string {
  return contentSecurityPolicy(`'self' 'nonce-${nonce}'`);
}

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}
