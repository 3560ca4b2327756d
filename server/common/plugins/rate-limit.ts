// Per-IP rate limits of the APIs (@fastify/rate-limit), off by default and switched on per route:
// `config: { rateLimit: { max, timeWindow } }`. The address is the visitor's, as the site forwards it
// (API_TRUST_PROXY). The 429 carries a Russian message and Retry-After.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '../error-handler.ts';

export const rateLimiting = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        ...apiError(429, `Слишком много запросов. Попробуйте снова через ${Math.ceil(context.ttl / 1000)} с.`),
        // @fastify/rate-limit throws what this returns; the error handler reads statusCode.
        statusCode: 429,
      }),
    });
  },
  { name: 'rate-limiting' },
);
