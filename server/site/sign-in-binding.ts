// Binds a sign-in to the browser that started it (login CSRF, DESIGN §4). Starting «Войти через
// Вконтакте» sets a random nonce in an httpOnly cookie and carries the same nonce in the `redirect_url`
// the main API sends the browser back to; the `/auth` landing takes the token only when the two match.
// A landing link made in someone else's browser carries their nonce, which this browser never had.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiPathOf } from './api-path.ts';

/** The main API's sign-in start (spec §7 "Social sign-in"); the site proxies it. */
export const SIGN_IN_START_PATH = '/api/auth/oauth/vkontakte';
/** The query parameter of the landing URL that carries the nonce. */
export const SIGN_IN_NONCE_PARAM = 'signin';
/** Long enough for a person to get through VK ID's pages, short enough not to linger. */
const NONCE_MAX_AGE_S = 30 * 60;

export interface SignInBinding {
  cookieName: string;
  secure: boolean;
}

export function signInBindingFor(publicUrl: string): SignInBinding {
  const secure = publicUrl.startsWith('https://');
  return { cookieName: secure ? '__Host-signin-nonce' : 'signin-nonce', secure };
}

const cookieOptions = (binding: SignInBinding) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure: binding.secure }) as const;

export function isSignInStart(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  return apiPathOf(request.url) === SIGN_IN_START_PATH;
}

/** Sets a fresh nonce cookie for this sign-in and returns the nonce. */
export function startSignIn(reply: FastifyReply, binding: SignInBinding): string {
  const nonce = randomBytes(24).toString('base64url');
  reply.setCookie(binding.cookieName, nonce, { ...cookieOptions(binding), maxAge: NONCE_MAX_AGE_S });
  return nonce;
}

/**
 * The start request's query with the nonce added to `redirect_url`. A `redirect_url` that is not an
 * absolute URL is passed on as it is: the API refuses it with its own message.
 */
export function withNonceInRedirectUrl(search: string, nonce: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const redirectUrl = params.get('redirect_url');
  if (redirectUrl && URL.canParse(redirectUrl)) {
    const url = new URL(redirectUrl);
    url.searchParams.set(SIGN_IN_NONCE_PARAM, nonce);
    params.set('redirect_url', url.toString());
  }
  return params.toString();
}

/**
 * At the landing: whether the nonce in the URL is the one this browser holds. The cookie is spent
 * either way, so a landing URL works once.
 */
export function finishSignIn(request: FastifyRequest, reply: FastifyReply, binding: SignInBinding, urlNonce: unknown): boolean {
  const cookieNonce = request.cookies[binding.cookieName];
  if (cookieNonce !== undefined) reply.clearCookie(binding.cookieName, cookieOptions(binding));
  if (typeof urlNonce !== 'string' || !cookieNonce) return false;
  const expected = Buffer.from(cookieNonce);
  const given = Buffer.from(urlNonce);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
