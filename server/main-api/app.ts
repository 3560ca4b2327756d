// The main API (spec §7 "Main API"): built without listening, so tests use `app.inject` and
// server/main.ts decides where it listens.
import type { FastifyInstance } from 'fastify';
import { createApiApp, type ApiAppOptions } from '../common/api-app.ts';
import { accountRoutes } from './accounts.ts';
import { contentRoutes } from './routes/content.ts';
import { mediaRoutes } from './routes/media.ts';
import { newsPostsRoutes } from './routes/news-posts.ts';

export async function buildMainApi(options: ApiAppOptions): Promise<FastifyInstance> {
  const app = await createApiApp({ title: 'Основной API фонда', ...options });
  await app.register(newsPostsRoutes, { prefix: '/api/news-posts' });
  await app.register(mediaRoutes, { prefix: '/api/media' });
  await app.register(contentRoutes);
  await app.register(accountRoutes);
  return app;
}
