// PostgreSQL text cannot hold the NUL character, so a value with one would fail deep in a query as a
// 500 (and, on a lead form, after the captcha token was spent). After the route's own validation (its
// field messages win) and before its handler, every request is checked and answered with the usual
// Russian 400 naming the field.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '../error-handler.ts';

const NUL_MESSAGE = 'Значение содержит недопустимый символ';

/** A value met on the walk; each points at its parent's, so only the path of the one with NUL is spelled out. */
interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
}

/**
 * The dotted path of the first string holding NUL, or null. Walked with a stack of its own rather than by
 * recursion: a body of 60,000 nested objects (well under the 1 MB body limit) overflowed the call stack
 * here, a 500 on any route that takes a body without a schema (QA).
 */
function pathOfNul(root: unknown): string | null {
  const pending: Step[] = [{ value: root, key: null, parent: null }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return dottedPath(step);
    } else if (value !== null && typeof value === 'object') {
      // Reversed onto the stack, so the first field is looked at first and named if several have NUL.
      const entries = Object.entries(value as Record<string, unknown>);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        pending.push({ value: child, key, parent: step });
      }
    }
  }
  return null;
}

function dottedPath(step: Step): string {
  const keys: string[] = [];
  for (let at: Step | null = step; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'value';
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
