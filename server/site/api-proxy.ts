// The main and lead APIs behind the site's origin (DESIGN §1, §4). The browser never sees the token:
// the proxy turns the session cookie into a bearer header, refuses unsafe cross-site requests, clears
// the cookie on a 401, and keeps anything answered for a signed-in user out of shared caches.
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { clientAddress } from '../common/client-address.ts';
import { isUnsafeCrossSiteRequest } from './csrf.ts';
import { PRIVATE_NO_STORE } from './page-policy.ts';
import { clearSessionCookie, type SessionCookie } from './session-cookie.ts';

/** Paths of the second API host (spec §7). */
export const LEAD_API_PREFIXES = [
  '/api/IdeaContest',
  '/api/NeuroArt',
  '/api/Hackaton',
  '/api/Forum',
  '/api/Ted',
  '/api/Email',
] as const;

export interface ApiProxyOptions {
  mainApiUrl: string;
  leadApiUrl: string;
  publicOrigin: string;
  sessionCookie: SessionCookie;
  timeoutMs: number;
}

export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const { sessionCookie, publicOrigin } = options;

  app.addHook('onRequest', async (request, reply) => {
    if (isUnsafeCrossSiteRequest(request, publicOrigin)) {
      return reply.code(403).send({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Запрос с другого сайта отклонён',
      });
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (hasCredentials(request, sessionCookie)) {
      reply.header('cache-control', PRIVATE_NO_STORE);
      if (reply.statusCode === 401) clearSessionCookie(reply, sessionCookie);
    }
    return payload;
  });

  const proxyTo = (upstream: string, prefix: string): FastifyHttpProxyOptions => ({
    upstream,
    prefix,
    rewritePrefix: prefix,
    http: { requestOptions: { timeout: options.timeoutMs } },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) =>
        withBearerToken(request as FastifyRequest, headers, sessionCookie),
      // An unreachable or slow API is the site's 503/504 with a Russian message, never the socket
      // error text (it names internal addresses).
      onError: (reply, { error }) => {
        const timedOut = (error as { statusCode?: number }).statusCode === 504;
        reply.request.log.error({ err: error, upstream }, 'API unreachable through the proxy');
        void reply
          .code(timedOut ? 504 : 503)
          .header('cache-control', 'no-store')
          .send({
            statusCode: timedOut ? 504 : 503,
            error: timedOut ? 'Gateway Timeout' : 'Service Unavailable',
            message: 'Сервис временно недоступен, попробуйте ещё раз через минуту',
          });
      },
    },
  });

  for (const prefix of LEAD_API_PREFIXES) await app.register(httpProxy, proxyTo(options.leadApiUrl, prefix));
  await app.register(httpProxy, proxyTo(options.mainApiUrl, '/api'));
}

function hasCredentials(request: FastifyRequest, cookie: SessionCookie): boolean {
  return Boolean(request.cookies[cookie.name] || request.headers.authorization);
}

/** The upstream request: the token from the cookie as a bearer header, the cookie itself left out. */
function withBearerToken(
  request: FastifyRequest,
  headers: IncomingHttpHeaders,
  cookie: SessionCookie,
): IncomingHttpHeaders {
  const token = request.cookies[cookie.name];
  // The APIs trust these from the site only (API_TRUST_PROXY): the visitor's address as the site saw it.
  const rewritten: IncomingHttpHeaders = {
    ...headers,
    'x-request-id': request.id,
    'x-forwarded-for': clientAddress(request),
    'x-forwarded-proto': request.protocol,
  };
  if (token) rewritten.authorization = `Bearer ${token}`;
  if (typeof headers.cookie === 'string') {
    const others = headers.cookie
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith(`${cookie.name}=`));
    if (others.length > 0) rewritten.cookie = others.join('; ');
    else delete rewritten.cookie;
  }
  return rewritten;
}
