// Prometheus metrics of one site instance (prom-client, a registry of its own so several instances in
// one process never clash): requests by route (a page's route pattern) and status, page render time, the main API's latency and
// failures as the renderer sees them, the calls pages shared, page-cache results, and Node's own
// (event-loop lag, heap, GC).
// GET /metrics answers only with `Authorization: Bearer $METRICS_TOKEN`; without a token it is off.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export interface SiteMetrics {
  registry: Registry;
  requestSeconds: Histogram<'method' | 'route' | 'status_code'>;
  renderSeconds: Histogram<'status_code'>;
  upstreamSeconds: Histogram<'outcome'>;
  upstreamShared: Counter;
  pageCache: Counter<'result'>;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time from a request to its answer, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    renderSeconds: new Histogram({
      name: 'site_page_render_seconds',
      help: 'Time to render and send a page: loaders, React, the whole stream',
      labelNames: ['status_code'],
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    upstreamSeconds: new Histogram({
      name: 'site_main_api_request_duration_seconds',
      help: 'Server-side calls of the main API, by outcome (ok, refused: 4xx, failed: 5xx or no answer)',
      labelNames: ['outcome'],
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    upstreamShared: new Counter({
      name: 'site_main_api_shared_calls_total',
      help: "Server-side calls of the main API answered by another page's identical call in flight (not sent)",
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'site_page_cache_requests_total',
      help: 'Public page requests by page-cache result (hit, stale, miss)',
      labelNames: ['result'],
      registers: [registry],
    }),
  };
}

/** The route pattern of each page request (`/news/:slug`), told by the renderer or the page cache. */
const pageRoutes = new WeakMap<FastifyRequest, string>();

/** Counts a page request under its page's route pattern rather than the one catch-all route (`/*`). */
export function labelPageRoute(request: FastifyRequest, route: string): void {
  pageRoutes.set(request, route);
}

/** Shared with the whole site (fastify-plugin), so its hook times every route. */
export const metricsRoutes = fp(
  async (app: FastifyInstance, { metrics, token }: { metrics: SiteMetrics; token: string | undefined }) => {
    app.addHook('onResponse', (request, reply, done) => {
      const route = pageRoutes.get(request) ?? request.routeOptions.url ?? 'unmatched';
      metrics.requestSeconds.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });
    if (!token) return;
    const expected = Buffer.from(token);
    app.get('/metrics', async (request, reply) => {
      // The scheme's name is case-insensitive (RFC 9110 §11.1): «bearer» from a scraper is the same.
      const given = Buffer.from(/^bearer +(.*)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply
          .code(401)
          .header('cache-control', 'no-store')
          .send({ statusCode: 401, error: 'Unauthorized', message: 'Нужен токен метрик' });
      }
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    });
  },
  { name: 'site-metrics' },
);
