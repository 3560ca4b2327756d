// /healthz: the process is alive. /readyz: both APIs answer their own /healthz, so a load balancer
// sends traffic only to an instance that can render pages and take forms.
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

export async function healthRoutes(
  app: FastifyInstance,
  { mainApi, leadApiUrl, timeoutMs }: { mainApi: MainApiPool; leadApiUrl: string; timeoutMs: number },
): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/readyz', async (_request, reply) => {
    const [mainApiReady, leadApiReady] = await Promise.all([
      mainApi.ping('/healthz'),
      leadApiAnswers(leadApiUrl, timeoutMs),
    ]);
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
