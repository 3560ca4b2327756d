// /auth/{redirectRoute}?access_token=… (spec §2, DESIGN §4): the API's sign-in lands here; the token
// moves into the httpOnly cookie and the browser goes on to the described route, token-free URL.
// POST /auth/logout ends the session.
import type { FastifyInstance } from 'fastify';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { SIGN_IN_REFUSED_COOKIE } from '#shared/auth-messages.ts';
import type { AuthUser } from '#shared/schemas/auth.ts';
import { isUnsafeCrossSiteRequest } from './csrf.ts';
import type { MainApiPool } from './main-api-client.ts';
import { PRIVATE_NO_STORE } from './page-policy.ts';
import {
  carriesAccountDeletedMark,
  clearSessionCookie,
  looksLikeJwt,
  sessionTokenOf,
  setSessionCookie,
  type SessionCookie,
} from './session-cookie.ts';
import { finishSignIn, SIGN_IN_NONCE_PARAM, type SignInBinding } from './sign-in-binding.ts';

/**
 * The route a visitor asked to return to. `redirectRoute` is JSON (`{"path":"/cabinet","query":{…}}`)
 * or a plain path; only a path on this site is accepted, anything else goes home (no open redirect).
 */
export function resolveRedirectRoute(redirectRoute: string): string {
  let target: unknown = redirectRoute;
  try {
    target = JSON.parse(redirectRoute);
  } catch {
    // Not JSON: a plain path.
  }
  let path: unknown = target;
  let query: unknown;
  if (target && typeof target === 'object') {
    ({ path, query } = target as { path?: unknown; query?: unknown });
  }
  if (typeof path !== 'string' || !/^\/(?![/\\])/.test(path)) return '/';
  const url = new URL(path, 'http://site.invalid');
  // Checked after normalisation: `/.//x`, `/a/..//x` or `/%2e//x` resolve to `//x`, another host.
  if (url.origin !== 'http://site.invalid' || /^\/[/\\]/.test(url.pathname)) return '/';
  if (query && typeof query === 'object') {
    for (const [name, value] of Object.entries(query)) {
      if (typeof value === 'string' || typeof value === 'number') url.searchParams.set(name, String(value));
    }
  }
  url.searchParams.delete('access_token');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The 503 of a sign-out the main API could not confirm; the cookie is cleared all the same. */
export const SIGN_OUT_UNCONFIRMED_MESSAGE =
  'Вы вышли на\u00a0этом устройстве, но\u00a0сервер не\u00a0ответил, и\u00a0выход не\u00a0подтверждён. ' +
  'Если вы входили на\u00a0чужом устройстве, войдите и\u00a0выйдите снова позже.';

export async function authRoutes(
  app: FastifyInstance,
  {
    sessionCookie,
    signInBinding,
    publicOrigin,
    mainApi,
  }: { sessionCookie: SessionCookie; signInBinding: SignInBinding; publicOrigin: string; mainApi: MainApiPool },
): Promise<void> {
  app.get<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>('/auth/*', async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE).header('referrer-policy', 'no-referrer');
    const token = request.query.access_token;
    // Only a sign-in this browser started lands here (login CSRF): a link with another browser's
    // token neither signs this visitor in nor replaces the session they have.
    const startedHere = finishSignIn(request, reply, signInBinding, request.query[SIGN_IN_NONCE_PARAM]);
    // Info, not warnings: anyone can open these addresses, and a log at warning level is not theirs to fill.
    if (looksLikeJwt(token) && startedHere) {
      setSessionCookie(reply, sessionCookie, token);
    } else {
      request.log.info(
        looksLikeJwt(token) ? 'sign-in landing refused: not started in this browser' : 'sign-in redirect without a usable access_token',
      );
      // The page it leads to says the sign-in did not happen (QA: the visitor landed signed out without a
      // word), unless a session is already there: Back to a landing address already used signs nobody out.
      // An address without a token was no sign-in (the API always sends one): nothing to say (QA: GET
      // /auth/logout said «Войти не получилось»).
      if (looksLikeJwt(token) && sessionTokenOf(request, sessionCookie) === undefined) {
        reply.setCookie(SIGN_IN_REFUSED_COOKIE, '1', { path: '/', maxAge: 60, sameSite: 'lax', secure: signInBinding.secure });
      }
    }
    return reply.redirect(resolveRedirectRoute(request.params['*']), 303);
  });

  // Who is signed in, for the browser after hydration (DESIGN §2: never in public HTML). Asks the main
  // API's GET /api/auth/user with the cookie's token; an anonymous visitor is a plain `{ user: null }`,
  // not a 401 that every page view would log in the browser's console.
  app.get('/auth/session', async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    const token = sessionTokenOf(request, sessionCookie);
    if (!token) {
      // A cookie that holds no token is no session: it goes, as a refused one does. The mark of a deleted
      // account stays for the browser's other tabs, which learn from it at their next call.
      if (request.cookies[sessionCookie.name] !== undefined && !carriesAccountDeletedMark(request, sessionCookie)) {
        clearSessionCookie(reply, sessionCookie);
      }
      return { user: null };
    }
    try {
      const user = await mainApi.forRequest(request.id, request.log, token).get<AuthUser>('/api/auth/user', { session: true });
      return { user };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        clearSessionCookie(reply, sessionCookie);
        return { user: null };
      }
      request.log.warn({ err: error }, 'session check: the main API did not answer');
      return reply
        .code(503)
        .send({ statusCode: 503, error: 'Service Unavailable', message: 'Не удалось проверить вход, попробуйте обновить страницу' });
    }
  });

  app.post('/auth/logout', async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    if (isUnsafeCrossSiteRequest(request, publicOrigin)) {
      return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Запрос с другого сайта отклонён' });
    }
    // The API forgets the token too, so a copy of it is worthless; the cookie goes either way.
    const token = sessionTokenOf(request, sessionCookie);
    const revoked = !token || (await mainApi.revokeSession(token, request.id));
    clearSessionCookie(reply, sessionCookie);
    if (revoked) return reply.code(204).send();
    // The contract with the browser (docs/security.md, "Sessions and cookies"): signed out here, but the
    // token still works where a copy of it is kept, and the visitor is told so instead of a false «вышли».
    request.log.warn('sign-out: the main API did not confirm; the cookie is cleared anyway');
    return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: SIGN_OUT_UNCONFIRMED_MESSAGE, revoked: false });
  });
}
