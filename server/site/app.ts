// buildSite(): the site's Fastify instance, not listening (tests use inject, main.ts listens).
// Layers: third-party plugins, then the proxy, auth, health routes, hashed assets, and pages last.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { apiProxy } from './api-proxy.ts';
import { readAssetManifest, type AssetManifest } from './assets.ts';
import { authRoutes } from './auth-routes.ts';
import { fallbackErrorHtml } from './fallback-error-page.ts';
import { healthRoutes } from './health-routes.ts';
import { requestLogSerializer } from './log-redaction.ts';
import { createMainApiPool } from './main-api-client.ts';
import { PageCache } from './page-cache.ts';
import { createPageRenderer } from './render.tsx';
import { sessionCookieFor } from './session-cookie.ts';

export interface SiteOptions {
  config: Config;
  mainApiUrl: string;
  leadApiUrl: string;
  /** The browser build: `assets/`, `public/` and the manifest. */
  clientDir: string;
  manifest?: AssetManifest;
  logger?: FastifyServerOptions['logger'];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function buildSite(options: SiteOptions): Promise<FastifyInstance> {
  const { config, clientDir } = options;
  const manifest = options.manifest ?? (await readAssetManifest(clientDir));
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const sessionCookie = sessionCookieFor(config.PUBLIC_URL);

  const app = Fastify({
    logger: withRedaction(options.logger ?? { level: config.LOG_LEVEL }),
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });

  // While closing, every answer tells the client to drop its keep-alive connection, so requests in
  // flight finish and the server can actually close (new requests already get 503 from Fastify).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  await app.register(fastifyCookie);
  // CSP is set per page (nonce or not) in render.tsx; helmet brings the other protective headers.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over https; on a plain-http origin it would only confuse.
    strictTransportSecurity: publicOrigin.startsWith('https:'),
  });
  if (config.COMPRESSION) await app.register(fastifyCompress, { threshold: 1024 });

  const mainApi = createMainApiPool({
    baseUrl: options.mainApiUrl,
    connections: config.API_CONNECTIONS,
    timeoutMs: config.API_TIMEOUT_MS,
  });
  app.addHook('onClose', () => mainApi.close());

  await app.register(apiProxy, {
    mainApiUrl: options.mainApiUrl,
    leadApiUrl: options.leadApiUrl,
    publicOrigin,
    sessionCookie,
    timeoutMs: config.API_TIMEOUT_MS,
  });
  await app.register(authRoutes, { sessionCookie, publicOrigin, mainApi });
  await app.register(healthRoutes, { mainApi, leadApiUrl: options.leadApiUrl, timeoutMs: 2000 });

  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
    },
  });
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'public'),
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });

  // Browsers and crawlers ask for /favicon.ico whatever the page says; the icon is an SVG.
  app.get('/favicon.ico', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );

  const renderPage = createPageRenderer({ config, manifest, mainApi });
  const pageCache =
    config.PAGE_CACHE_TTL_MS > 0 ? new PageCache(config.PAGE_CACHE_TTL_MS, config.PAGE_CACHE_MAX_ENTRIES) : undefined;
  app.get('/*', async (request, reply) => {
    // HEAD answers send no body, so they could never complete a page for the others.
    if (!pageCache || request.method !== 'GET') return renderPage(request, reply);
    const key = request.url;
    // No await unless a render is in flight: the check and `begin` must happen in one tick.
    const pending = pageCache.pending(key);
    const cached = pageCache.fresh(key) ?? (pending ? await pending : undefined);
    if (cached) return reply.headers(cached.headers).header('x-page-cache', 'hit').send(cached.body);
    const settle = pageCache.begin(key);
    reply.header('x-page-cache', 'miss');
    try {
      return await renderPage(request, reply, settle);
    } catch (error) {
      settle(null);
      throw error;
    }
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).header('cache-control', 'no-store');
    if (wantsHtml(request.headers.accept)) return reply.type('text/html; charset=utf-8').send(fallbackErrorHtml(404, manifest.entry.css));
    return reply.send({ statusCode: 404, error: 'Not Found', message: 'Страница не найдена' });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error }, 'request refused');
    reply.code(status).header('cache-control', 'no-store');
    if (request.method === 'GET' && wantsHtml(request.headers.accept)) {
      return reply.type('text/html; charset=utf-8').send(fallbackErrorHtml(status, manifest.entry.css));
    }
    return reply.send({
      statusCode: status,
      error: status >= 500 ? 'Internal Server Error' : 'Bad Request',
      message: status >= 500 ? 'Внутренняя ошибка сервера, попробуйте позже' : 'Некорректный запрос',
    });
  });

  return app;
}

/** Keeps the caller's logger settings and adds the serializer that hides tokens in URLs. */
function withRedaction(logger: SiteOptions['logger']): SiteOptions['logger'] {
  if (!logger) return logger;
  const base = typeof logger === 'object' ? logger : {};
  return { ...base, serializers: { ...('serializers' in base ? base.serializers : {}), req: requestLogSerializer } };
}

function wantsHtml(accept: string | undefined): boolean {
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
