// buildSite(): the site's Fastify instance, not listening (tests use inject, main.ts listens).
// Layers: third-party plugins, then the proxy, auth, health routes, hashed assets, and pages last.
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifyUnderPressure from '@fastify/under-pressure';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import helmet from 'helmet';
import { answerClientError, httpOptions, refuseAmbiguousRequests } from '../common/client-error.ts';
import { apiError, clientErrorMessage, refusalHeaders } from '../common/error-handler.ts';
import { requestIdOf } from '../common/request-id.ts';
import { withRequestRedaction } from '../common/request-log.ts';
import { isOriginForm, originForm } from '../common/request-target.ts';
import type { Config } from '../config.ts';
import { apiProxy, BODY_HEADERS, isBrowserNavigation } from './api-proxy.ts';
import { readAssetManifest, type AssetManifest } from './assets.ts';
import { authRoutes } from './auth-routes.ts';
import { sendFallbackErrorPage } from './fallback-error-page.ts';
import { healthRoutes, type Readiness } from './health-routes.ts';
import { proxyWarningsAtInfo } from './log-redaction.ts';
import { createSiteMetrics, labelPageRoute, metricsRoutes } from './metrics.ts';
import { createMainApiPool } from './main-api-client.ts';
import { PageCache, ifNoneMatch, pageCacheKey, oneSpellingUrl, type CachedPage } from './page-cache.ts';
import { pageCacheControl, PRIVATE_NO_STORE } from './page-policy.ts';
import { createPageRenderer } from './render.tsx';
import { sessionCookieFor } from './session-cookie.ts';
import { signInBindingFor } from './sign-in-binding.ts';
import { crawlerRoutes } from './sitemap.ts';

export interface SiteOptions {
  config: Config;
  mainApiUrl: string;
  leadApiUrl: string;
  /** The browser build: `assets/`, `public/` and the manifest. */
  clientDir: string;
  manifest?: AssetManifest;
  logger?: FastifyServerOptions['logger'];
  /** Shared with the process, which marks the site as draining on SIGTERM (server/main.ts). */
  readiness?: Readiness;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function buildSite(options: SiteOptions): Promise<FastifyInstance> {
  const { config, clientDir } = options;
  const manifest = options.manifest ?? (await readAssetManifest(clientDir));
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const sessionCookie = sessionCookieFor(config.PUBLIC_URL);
  const signInBinding = signInBindingFor(config.PUBLIC_URL);

  const app = Fastify({
    logger: withRedaction(options.logger ?? { level: config.LOG_LEVEL }),
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: requestIdOf,
    forceCloseConnections: 'idle',
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    clientErrorHandler: answerClientError,
    http: httpOptions(config.REQUEST_TIMEOUT_MS),
    rewriteUrl: originForm,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a malformed URL) answer before any hook or handler: without this they
    // are Fastify's English JSON even for a browser; here the fallback page (with its CSP) or Russian JSON.
    frameworkErrors: answerRouterRefusal,
  });
  refuseAmbiguousRequests(app);

  function answerRouterRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
    const status = error.statusCode === 414 ? 414 : 400;
    request.log.info({ err: error }, 'request refused by the router');
    void reply.code(status).header('cache-control', 'no-store');
    if (request.method === 'GET' && wantsPage(request)) {
      void sendFallbackErrorPage(reply, status, manifest.entry.css);
      return;
    }
    void reply.send(apiError(status, status === 414 ? 'Слишком длинный адрес запроса' : 'Некорректный адрес запроса'));
  }

  // First, before any plugin: a plugin registered earlier keeps Fastify's default handler, whose answers
  // are English and name its internal error codes (the proxy's and /auth's refusals were, QA).
  // Every address outside /api is a page (GET and HEAD; /auth/logout takes POST too), so another method
  // there is a 405 naming what the address takes (RFC 9110 §15.5.6), not a 404 saying it does not exist.
  app.setNotFoundHandler((request, reply) => {
    reply.header('cache-control', 'no-store');
    // `OPTIONS *` names no page, so no page's methods (QA: a 405 with `Allow: GET, HEAD`).
    if (!isOriginForm(request.url)) return reply.code(400).send(apiError(400, 'Некорректный адрес запроса'));
    if (request.method !== 'GET' && request.method !== 'HEAD' && !/^\/api(?:[/?]|$)/.test(request.url)) {
      const path = request.url.replace(/[?#].*$/, '');
      const allowed = ['GET', 'HEAD', ...['POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => app.hasRoute({ method, url: path }))];
      reply.code(405).header('allow', allowed.join(', '));
      if (wantsPage(request)) return sendFallbackErrorPage(reply, 405, manifest.entry.css);
      return reply.send(apiError(405, clientErrorMessage(405)));
    }
    reply.code(404);
    if (wantsPage(request)) return sendFallbackErrorPage(reply, 404, manifest.entry.css);
    return reply.send(apiError(404, 'Страница не найдена'));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error }, 'request refused');
    reply.code(status).header('cache-control', 'no-store');
    // Headers set for the payload that failed (a proxied answer cut off mid-body, compressed) do not
    // describe this one: a «content-encoding: br» stayed on plain JSON, and the compression, seeing it,
    // left the body as it was (QA).
    for (const name of BODY_HEADERS) reply.removeHeader(name);
    if (status < 500) reply.headers(refusalHeaders(error));
    if (request.method === 'GET' && wantsPage(request)) {
      return sendFallbackErrorPage(reply, status, manifest.entry.css);
    }
    return reply.send(apiError(status, status >= 500 ? 'Внутренняя ошибка сервера, попробуйте позже' : clientErrorMessage(status)));
  });

  // While closing, every answer tells the client to drop its keep-alive connection, so requests in
  // flight finish and the server can actually close (new requests already get 503 from Fastify).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const metrics = createSiteMetrics();
  await app.register(metricsRoutes, { metrics, token: config.METRICS_TOKEN });
  if (config.OVERLOAD_EVENT_LOOP_DELAY_MS > 0 || config.OVERLOAD_HEAP_BYTES > 0) {
    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: config.OVERLOAD_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: config.OVERLOAD_HEAP_BYTES,
      retryAfter: 10,
      pressureHandler: (request, reply, type) => {
        // What costs next to nothing goes on: the probes (a load balancer or Docker's HEALTHCHECK would
        // take an instance out for being busy), the metrics (watched most when it is busy) and files.
        if (SERVED_UNDER_PRESSURE.test(request.url)) return;
        request.log.warn({ pressure: type }, 'overloaded: refused with 503');
        reply.code(503).header('retry-after', '10').header('cache-control', 'no-store');
        // A person gets the error page, as for any other 503 (QA: JSON in the browser).
        if (request.method === 'GET' && wantsPage(request)) void sendFallbackErrorPage(reply, 503, manifest.entry.css);
        else void reply.send(apiError(503, 'Сайт перегружен, повторите попытку через несколько секунд'));
      },
    });
  }
  await app.register(fastifyCookie);
  // CSP is set per page (nonce or not) in render.tsx; helmet brings the other protective headers. Its
  // middleware is made once, here: @fastify/helmet made it anew for every request (the options read
  // and a dozen functions built). CPU per cached page, A/B under load, 25.11.2026: an event
  // 0.051 -> 0.046 ms, /news 0.063 -> 0.059 ms (medians of 8 alternating rounds).
  const protectiveHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // As the pages' CSP frame-ancestors 'none' (QA: helmet's SAMEORIGIN said otherwise to old browsers).
    xFrameOptions: { action: 'deny' },
    // HSTS only means something over https; on a plain-http origin it would only confuse.
    strictTransportSecurity: publicOrigin.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) => protectiveHeaders(request.raw, reply.raw, () => done()));
  // The fund's public pictures and documents may be shown by other sites (a link preview's picture, a
  // cover in a news aggregator): helmet's same-origin resource policy broke them there (QA).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (PUBLIC_MEDIA_PATH.test(request.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
    done(null, payload);
  });
  // Responses only: request bodies are never decoded here. The proxy forwards bodies byte for byte, and
  // a decoded body under its original Content-Length smuggles a second request to the API (DESIGN §3).
  if (config.COMPRESSION) {
    await app.register(fastifyCompress, { threshold: 1024, globalDecompression: false });
    // Vary on every answer that may be sent compressed, also when this one was not (no Accept-Encoding):
    // a CDN that stored the plain copy first (a crawler's, a health check's) would give it to everyone,
    // for a year on the hashed assets (QA: static files, /api and the sitemap had Vary only compressed).
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode !== 206 && COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) varyOnEncoding(reply);
      done(null, payload);
    });
  }

  const mainApi = createMainApiPool({
    baseUrl: options.mainApiUrl,
    connections: config.API_CONNECTIONS,
    timeoutMs: config.API_TIMEOUT_MS,
    onResponse: (outcome, seconds) => metrics.upstreamSeconds.observe({ outcome }, seconds),
    onShared: () => metrics.upstreamShared.inc(),
  });
  app.addHook('onClose', () => mainApi.close());

  await app.register(apiProxy, {
    mainApiUrl: options.mainApiUrl,
    leadApiUrl: options.leadApiUrl,
    publicOrigin,
    sessionCookie,
    signInBinding,
    timeoutMs: config.API_TIMEOUT_MS,
    uploadMaxBytes: config.UPLOAD_MAX_BYTES,
    uploadPauseMs: config.REQUEST_TIMEOUT_MS,
    errorPageStylesheets: manifest.entry.css,
  });
  await app.register(authRoutes, { sessionCookie, signInBinding, publicOrigin, mainApi });
  await app.register(healthRoutes, {
    mainApi,
    leadApiUrl: options.leadApiUrl,
    timeoutMs: 2000,
    readiness: options.readiness ?? { draining: false },
  });
  await app.register(crawlerRoutes, { mainApi, publicUrl: config.PUBLIC_URL, cacheControl: pageCacheControl('public', config) });

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
    setHeaders: (reply, filePath) => {
      // The service worker's script is checked for a new version on every visit.
      reply.header('cache-control', path.basename(filePath) === 'sw.js' ? 'no-cache' : 'public, max-age=86400');
    },
  });

  // Browsers and crawlers ask for /favicon.ico whatever the page says; the icon is an SVG.
  app.get('/favicon.ico', (_request, reply) => reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301));

  const renderPage = await createPageRenderer({ config, publicOrigin, manifest, mainApi, metrics, sessionCookie });
  const pageCache =
    config.PAGE_CACHE_TTL_MS > 0
      ? new PageCache(config.PAGE_CACHE_TTL_MS, config.PAGE_CACHE_MAX_ENTRIES, Date.now, config.PAGE_STALE_IF_ERROR * 1000)
      : undefined;
  app.get('/*', async (request, reply) => {
    // `*` and the authority form name no page (the absolute form became a path in rewriteUrl); the router
    // gives them to this route, whose render could not make a URL of them.
    if (!isOriginForm(request.url)) {
      return reply.code(400).header('cache-control', 'no-store').send(apiError(400, 'Некорректный адрес запроса'));
    }
    const oneSpelling = oneSpellingUrl(request.url);
    if (oneSpelling !== null) {
      // A sign-in landing misspelled (`/auth/?access_token=…`) carries a token: never in a shared cache (QA).
      if (/[?&]access_token=/.test(request.url)) reply.header('cache-control', PRIVATE_NO_STORE).header('referrer-policy', 'no-referrer');
      else reply.header('cache-control', 'public, max-age=86400');
      return reply.redirect(oneSpelling, 301);
    }
    if (!pageCache) return renderPage(request, reply);
    const key = pageCacheKey(request.url);
    // HEAD answers send no body, so they could never complete a page for the others; a fresh copy
    // answers them as it answers GET, ETag and 304 included (QA: HEAD had no ETag and said 200 to
    // If-None-Match: * where GET said 304).
    if (request.method !== 'GET') {
      const copy = pageCache.fresh(key);
      // A settle that keeps nothing: the render still gets its ETag and answers If-None-Match.
      return copy ? sendCachedPage(request, reply, copy, 'hit') : renderPage(request, reply, () => {});
    }
    // No await unless a render is in flight: the check and `begin` must happen in one tick.
    const fresh = pageCache.fresh(key);
    if (fresh) {
      metrics.pageCache.inc({ result: 'hit' });
      return sendCachedPage(request, reply, fresh, 'hit');
    }
    const pending = pageCache.pending(key);
    if (pending) {
      const stale = pageCache.stale(key);
      const rendered = stale ? undefined : await pending;
      // A render that failed meanwhile (the API down) leaves its waiters the last good copy too, rather
      // than a render each of their own, each waiting out the API's deadline.
      const lastGood = stale || rendered ? undefined : pageCache.lastGood(key);
      const page = stale ?? rendered ?? lastGood;
      if (page) {
        const state = stale ? 'stale' : lastGood ? 'stale-if-error' : 'hit';
        metrics.pageCache.inc({ result: state });
        return sendCachedPage(request, reply, page, state);
      }
    }
    const settle = pageCache.begin(key);
    metrics.pageCache.inc({ result: 'miss' });
    reply.header('x-page-cache', 'miss');
    const lastGood = pageCache.lastGood(key);
    try {
      return await renderPage(
        request,
        reply,
        settle,
        lastGood &&
          (() => {
            metrics.pageCache.inc({ result: 'stale-if-error' });
            return sendCachedPage(request, reply, lastGood, 'stale-if-error');
          }),
      );
    } catch (error) {
      settle(null);
      throw error;
    }
  });

  return app;
}

function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: 'hit' | 'stale' | 'stale-if-error') {
  labelPageRoute(request, page.route);
  reply.headers(page.headers).header('etag', page.etag).header('x-page-cache', state);
  if (ifNoneMatch(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  return reply.send(page.body);
}

/**
 * Keeps the caller's logger settings and adds the serializer that hides tokens in URLs, and the hook that
 * leaves the proxy's verdict on a failed proxied request to its own handler.
 */
function withRedaction(logger: SiteOptions['logger']): SiteOptions['logger'] {
  const redacted = withRequestRedaction(logger);
  if (!redacted) return redacted;
  return { ...(typeof redacted === 'object' ? redacted : {}), hooks: { logMethod: proxyWarningsAtInfo } };
}

/** Answered even when overloaded: the probes, the metrics, hashed assets and the public files. */
const SERVED_UNDER_PRESSURE =
  /^\/(?:healthz|readyz|metrics|robots\.txt|favicon\.(?:ico|svg)|sw\.js|noscript\.css)(?:[?#]|$)|^\/(?:assets|og)\//;

/** The Open Graph pictures and the API's media (covers, avatars, documents): public, shown anywhere. */
const PUBLIC_MEDIA_PATH = /^\/(?:og|api\/media)\//;

/** Types the compress plugin encodes (text, JSON, JavaScript, XML and SVG). */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).toLowerCase();
  if (names.split(',').some((name) => name.trim() === 'accept-encoding' || name.trim() === '*')) return;
  reply.header('vary', vary ? `${Array.isArray(vary) ? vary.join(', ') : String(vary)}, accept-encoding` : 'accept-encoding');
}

/**
 * Whether a refusal is answered with the error page or with Russian JSON. An /api address is the API's:
 * JSON unless the browser itself opened it (the proxy's rule). Any other address is a page: the page,
 * unless Fetch Metadata says the site's scripts asked, or the client asked for something else.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (/^\/api(?:[/?]|$)/.test(request.url)) return isBrowserNavigation(request);
  const mode = request.headers['sec-fetch-mode'];
  if (typeof mode === 'string') return mode === 'navigate';
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
