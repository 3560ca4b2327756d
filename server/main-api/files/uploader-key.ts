// Who owns an anonymous upload (the project application is open to visitors, DESIGN §6): the browser
// that holds the uploader key, a random secret in an httpOnly cookie. The database keeps only its
// SHA-256, so the key cannot be read back out of it.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * `/api`, not just `/api/files`: the project application (`/api/project-applications`) must see the
 * key too, to check that the visitor attaches their own uploads.
 */
export const UPLOADER_COOKIE_PATH = '/api';
const UPLOADER_KEY_TTL_S = 7 * 24 * 60 * 60;
const UPLOADER_KEY = /^[\w-]{43}$/;

export interface UploaderCookie {
  name: string;
  secure: boolean;
}

export function uploaderCookieFor(publicUrl: string): UploaderCookie {
  const secure = publicUrl.startsWith('https://');
  return { name: secure ? '__Secure-uploader' : 'uploader', secure };
}

export function hashUploaderKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The hash of the key this browser holds, or null when it holds none. */
export function uploaderKeyHashOf(request: FastifyRequest, cookie: UploaderCookie): string | null {
  const key = request.cookies[cookie.name];
  return key && UPLOADER_KEY.test(key) ? hashUploaderKey(key) : null;
}

/** The browser's uploader key, given one when it has none; its lifetime restarts with every upload. */
export function ensureUploaderKey(request: FastifyRequest, reply: FastifyReply, cookie: UploaderCookie): string {
  const present = request.cookies[cookie.name];
  const key = present && UPLOADER_KEY.test(present) ? present : randomBytes(32).toString('base64url');
  reply.setCookie(cookie.name, key, {
    path: UPLOADER_COOKIE_PATH,
    httpOnly: true,
    // Downloads and applications are same-site requests; nothing from another site needs the key.
    sameSite: 'strict',
    secure: cookie.secure,
    maxAge: UPLOADER_KEY_TTL_S,
  });
  return hashUploaderKey(key);
}
