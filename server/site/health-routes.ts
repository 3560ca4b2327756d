// /healthz: the process is alive. /readyz: the lead API answers its /healthz and the main API answers a
// small page-data call in the contract's shape (an API answering 200 with garbage is not ready), so a
// load balancer sends traffic only to an instance that can render pages and take forms. An instance
// that is shutting down says so first (draining) while it still serves everything, so the balancer
// stops sending requests before the site closes and would refuse them.
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
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: ready ? 'ready' : 'unavailable',
        checks: { mainApi: mainApiReady ? 'ok' : 'down', leadApi: leadApiReady ? 'ok' : 'down' },
      });
  });
}
