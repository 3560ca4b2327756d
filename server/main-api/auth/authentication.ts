// Who is calling: the bearer token the site adds from its cookie (DESIGN §4). `app.authenticate` guards
// the routes that need a signed-in user (401 otherwise); `app.identify` serves the ones open to
// visitors too (project applications, uploads). Both set `request.user`.
//
// A token that is present but bad (tampered, expired, of a deleted account) is a 401 everywhere, even
// where a visitor would be welcome: silently treating the person as anonymous would file their
// application under nobody.
import { createHmac } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_DELETED_MESSAGE } from '#shared/auth-messages.ts';
import type { AuthUser } from '#shared/schemas/auth.ts';
import { apiError } from '#server/common/error-handler.ts';
import { createAccessTokens, type AccessTokens } from './access-token.ts';
import { findUser, userExists } from './user-queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** preHandler: a signed-in user or 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: the signed-in user when a token is sent, a visitor when none is; a bad token is 401. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`/`identify`; null for a visitor. */
    user: AuthUser | null;
    /** When the request's token was issued (ms since the epoch); null for a visitor. */
    tokenIssuedAtMs: number | null;
  }
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Войдите, чтобы продолжить';
export const SESSION_EXPIRED_MESSAGE = 'Сессия истекла или недействительна. Войдите снова';

/** A key for one purpose derived from JWT_SECRET, so one secret in the config serves them all. */
export function derivedKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`karelia-fund:${purpose}`).digest();
}

function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export const authentication = fp(
  async (app: FastifyInstance) => {
    const accessTokens = createAccessTokens(app.config.JWT_SECRET, app.config.JWT_TTL_S);
    app.decorate('accessTokens', accessTokens);
    // Signed cookies: the sign-in state cookie and the anonymous uploader's key.
    await app.register(fastifyCookie, { secret: derivedKey(app.config.JWT_SECRET, 'cookies').toString('base64url') });
    app.decorateRequest('user', null);
    app.decorateRequest('tokenIssuedAtMs', null);

    /**
     * The user of the request's token; undefined without a token, null for a bad one, `gone` for a good
     * one whose account was deleted since (in another tab: it says so, rather than offering to sign in
     * and come back to a page of an account that is no more: QA).
     */
    async function userOf(request: FastifyRequest): Promise<AuthUser | null | undefined | 'gone'> {
      const token = bearerToken(request);
      if (token === undefined) return undefined;
      if (token === null) return null;
      const verified = await accessTokens.verify(token);
      if (verified === null) return null;
      const user = await findUser(app.db, verified.userId, verified.issuedAtMs);
      if (user) request.tokenIssuedAtMs = verified.issuedAtMs;
      else if (!(await userExists(app.db, verified.userId))) return 'gone';
      return user;
    }

    /** The 401 of a request whose token names no session. */
    function refusal(user: null | undefined | 'gone') {
      if (user === undefined) return apiError(401, SIGN_IN_REQUIRED_MESSAGE);
      return apiError(401, user === 'gone' ? ACCOUNT_DELETED_MESSAGE : SESSION_EXPIRED_MESSAGE);
    }

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await userOf(request);
      if (!user || user === 'gone') return reply.code(401).send(refusal(user));
      request.user = user;
    });

    app.decorate('identify', async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await userOf(request);
      if (user === null || user === 'gone') return reply.code(401).send(refusal(user));
      request.user = user ?? null;
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);
