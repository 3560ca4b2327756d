// The state of one sign-in between its start and its end (DESIGN §4): `state`, the PKCE verifier and
// where to return, in a short-lived, signed, httpOnly cookie bound to the browser that started it.
// The local sign-in page keeps its form token in the same cookie.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';

export const SIGN_IN_COOKIE_PATH = '/api/auth/oauth';
const SIGN_IN_TTL_S = 10 * 60;

const signInStateSchema = z.object({
  state: z.string().min(32),
  codeVerifier: z.string(),
  redirectUrl: z.string(),
});
export type SignInState = z.infer<typeof signInStateSchema>;

export interface SignInCookie {
  name: string;
  secure: boolean;
}

/** `__Secure-` and Secure over https; the path keeps it away from every other request. */
export function signInCookieFor(publicUrl: string): SignInCookie {
  const secure = publicUrl.startsWith('https://');
  return { name: secure ? '__Secure-sign-in' : 'sign-in', secure };
}

function cookieOptions(cookie: SignInCookie) {
  // Lax: VK ID's redirect back is a top-level GET navigation from another site, which Lax lets through.
  return { path: SIGN_IN_COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: cookie.secure };
}

export function saveSignInState(reply: FastifyReply, cookie: SignInCookie, state: SignInState): void {
  const value = Buffer.from(JSON.stringify(state)).toString('base64url');
  reply.setCookie(cookie.name, value, { ...cookieOptions(cookie), maxAge: SIGN_IN_TTL_S, signed: true });
}

/** The state this browser started, or null when there is none or it was tampered with. */
export function readSignInState(request: FastifyRequest, cookie: SignInCookie): SignInState | null {
  const raw = request.cookies[cookie.name];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed = signInStateSchema.safeParse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A sign-in state is used once: cleared at its end, whatever the outcome. */
export function clearSignInState(reply: FastifyReply, cookie: SignInCookie): void {
  reply.clearCookie(cookie.name, cookieOptions(cookie));
}

export function sameSecret(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The site's `/auth/{redirectRoute}` to return to with the token: only on the site's own origin and
 * under `/auth/` (no open redirect), null otherwise.
 */
export function checkedRedirectUrl(redirectUrl: string, publicUrl: string): URL | null {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(publicUrl).origin || url.username || url.password) return null;
  if (!url.pathname.startsWith('/auth/') || url.pathname.length <= '/auth/'.length) return null;
  url.hash = '';
  return url;
}

/** Where the browser goes with its new token: the site moves it into its cookie at once. */
export function withAccessToken(redirectUrl: string, token: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('access_token', token);
  return url.toString();
}
