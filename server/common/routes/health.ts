// GET /healthz: the process answers and its database does. The site's /readyz and load balancers call it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';

/** A database that has not answered by then counts as down: a health check must not hang. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { response: { 200: healthSchema, 503: healthSchema } }, logLevel: 'warn' }, async (request, reply) => {
    try {
      await withTimeout(app.db.query('select 1'), DATABASE_CHECK_TIMEOUT_MS);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};

function withTimeout<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms`)), milliseconds);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
