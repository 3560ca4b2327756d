// /healthz: the process is alive. /readyz: this instance takes traffic. It says whether the lead API
// answers its /healthz and the main API a small page-data call in the contract's shape (an API answering
// 200 with garbage is not ready), but an API that is down is every instance's outage, not this one's: it
// stays 200 («degraded»), so the balancer keeps the instances that still serve assets, the pages' last
// good copies and the Russian 503 page (QA: behind the Caddyfile, failing all of them turned an API
// outage into empty 503s for everything, robots.txt and the CSS included). An instance that is shutting
// down says so (503, draining) while it still serves everything, so the balancer stops sending requests
// before the site closes and would refuse them.
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import type { MainApiPool } from './main-api-client.ts';

async function leadApiAnswers(leadApiUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await request(`${leadApiUrl}/healthz`, {
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body.dump();
    return response.statusCode === 200;
  } catch {
    return false;
  }
}

/** The cheapest real page-data call: one news post, checked against its schema. */
const MAIN_API_PROBE = '/api/news-posts?page=1&per_page=1';

/** Set by the process on SIGTERM (server/main.ts): from then on /readyz answers 503. */
export interface Readiness {
  draining: boolean;
}

export async function healthRoutes(
  app: FastifyInstance,
  { mainApi, leadApiUrl, timeoutMs, readiness }: { mainApi: MainApiPool; leadApiUrl: string; timeoutMs: number; readiness: Readiness },
): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/readyz', async (_request, reply) => {
    if (readiness.draining) return reply.code(503).header('cache-control', 'no-store').send({ status: 'draining' });
    const [mainApiReady, leadApiReady] = await Promise.all([mainApi.ping(MAIN_API_PROBE), leadApiAnswers(leadApiUrl, timeoutMs)]);
    const ready = mainApiReady && leadApiReady;
    return reply.header('cache-control', 'no-store').send({
      status: ready ? 'ready' : 'degraded',
      checks: { mainApi: mainApiReady ? 'ok' : 'down', leadApi: leadApiReady ? 'ok' : 'down' },
    });
  });
}
