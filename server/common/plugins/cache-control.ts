// Cache-Control of API answers (DESIGN §3): public GETs may be kept by a CDN for a minute and served
// stale while it revalidates; everything else, errors included, is never stored.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const NO_STORE = 'no-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `'public'`: a successful GET of this route is the same for everyone and may be cached. */
    cache?: 'public';
  }
}

export const cacheControl = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      // A route that sets its own policy (media files) keeps it.
      if (reply.hasHeader('cache-control')) return;
      const isPublic =
        request.routeOptions.config.cache === 'public' && (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode < 400;
      reply.header('cache-control', isPublic ? PUBLIC_CACHE_CONTROL : NO_STORE);
    });
  },
  { name: 'cache-control' },
);
