// The httpOnly cookie that holds the API token (DESIGN §4). `__Host-` prefixed and Secure when the site
// is served over https, so no subdomain or plain-http page can set or read it.
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SessionCookie {
  name: string;
  secure: boolean;
}

export function sessionCookieFor(publicUrl: string): SessionCookie {
  const secure = publicUrl.startsWith('https://');
  return { name: secure ? '__Host-session' : 'session', secure };
}

const DEFAULT_MAX_AGE_S = 7 * 24 * 60 * 60;

/** The cookie's attributes, whatever it holds: set, cleared or marked, it is the same cookie. */
function attributesOf(cookie: SessionCookie) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure } as const;
}

export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie, token: string): void {
  reply.setCookie(cookie.name, token, { ...attributesOf(cookie), maxAge: secondsUntilExpiry(token) ?? DEFAULT_MAX_AGE_S });
}

export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie): void {
  reply.clearCookie(cookie.name, attributesOf(cookie));
}

/**
 * What the cookie holds for a day after the account was deleted, instead of nothing: another tab of the
 * same browser, still showing the cabinet, is then told the account is gone rather than that a session
 * ended (QA: it offered to sign in and come back, which made a new, empty account). No token: requests
 * carrying it go to the APIs as a visitor's.
 */
const ACCOUNT_DELETED_MARK = 'account-deleted';

export function markAccountDeleted(reply: FastifyReply, cookie: SessionCookie): void {
  reply.setCookie(cookie.name, ACCOUNT_DELETED_MARK, { ...attributesOf(cookie), maxAge: 24 * 60 * 60 });
}

export function carriesAccountDeletedMark(request: FastifyRequest, cookie: SessionCookie): boolean {
  return request.cookies?.[cookie.name] === ACCOUNT_DELETED_MARK;
}

/** The cookie lives as long as the JWT; the API, not the site, checks the signature. */
function secondsUntilExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    if (typeof exp !== 'number') return undefined;
    return Math.max(0, Math.floor(exp - Date.now() / 1000));
  } catch {
    return undefined;
  }
}

/** A JWT's shape: three base64url parts. Anything else is not put into the cookie. */
export function looksLikeJwt(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 4096 && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value);
}

/**
 * The token the cookie holds, when it is one. Anything else in the cookie (a value from another site
 * under the same name, a hand edit, a percent-escape the cookie parser decoded into a control character
 * or a letter) is no token: sent on as a Bearer header it made every API call a 500 (undici refuses
 * such header content), so it is treated as no session at all.
 */
export function sessionTokenOf(request: FastifyRequest, cookie: SessionCookie): string | undefined {
  const value = request.cookies?.[cookie.name];
  return looksLikeJwt(value) ? value : undefined;
}
