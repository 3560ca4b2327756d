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

/** Where Yandex SmartCaptcha loads its script and frames from (the @yandex/smart-captcha default host). */
export const CAPTCHA_ORIGIN = 'https://smartcaptcha.cloud.yandex.ru';

/**
 * The players the fund's editors embed in their HTML (an article's or an event's recording): VK Video
 * (vk.com and vkvideo.ru serve its `video_ext.php`) and Rutube. Every page of the site may frame them,
 * as an article's player stayed blank under frame-src 'self' (QA); they run in their own origin.
 */
export const EDITOR_VIDEO_ORIGINS: readonly string[] = ['https://vk.com', 'https://vkvideo.ru', 'https://rutube.ru'];

export interface PageCspOptions {
  /** A fresh nonce for a private page's inline script; public pages have none (DESIGN §3). */
  nonce?: string;
  /** Pages with forms load the invisible captcha from its provider when a site key is configured. */
  captcha?: boolean;
  /** Origins of other embedded players (a video popup) the page may frame; only pages that open one. */
  frames?: readonly string[];
}

/** The strict CSP of pages: nothing from elsewhere but the captcha and players, no inline script but a nonce's. */
export function pageCsp({ nonce, captcha = false, frames = [] }: PageCspOptions = {}): string {
  const scripts = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...(captcha ? [CAPTCHA_ORIGIN] : [])];
  const others = captcha ? ` ${CAPTCHA_ORIGIN}` : '';
  const frameSources = [
    ...(captcha ? [CAPTCHA_ORIGIN] : []),
    ...EDITOR_VIDEO_ORIGINS,
    ...frames.filter((origin) => !EDITOR_VIDEO_ORIGINS.includes(origin)),
  ]
    .map((origin) => ` ${origin}`)
    .join('');
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${others}`,
    `frame-src 'self'${frameSources}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}
