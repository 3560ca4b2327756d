// PostgreSQL text cannot hold the NUL character, so a value with one would fail deep in a query as a
// 500 (and, on a lead form, after the captcha token was spent). After the route's own validation (its
// field messages win) and before its handler, every request is checked and answered with the usual
// Russian 400 naming the field.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '../error-handler.ts';

const NUL_MESSAGE = 'Значение содержит недопустимый символ';

/** The dotted path of the first string holding NUL, or null. */
function pathOfNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'value' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfNul(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

export const rejectNul = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request, reply) => {
      const field = pathOfNul(request.params) ?? pathOfNul(request.query) ?? pathOfNul(request.body);
      if (field !== null) return reply.code(400).send(apiError(400, 'Некорректные данные запроса', { [field]: NUL_MESSAGE }));
    });
  },
  { name: 'reject-nul' },
);
