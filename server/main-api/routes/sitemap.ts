// /api/sitemap (our addition to spec §7, ADR 006): what the site's sitemap.xml lists, with lastmod.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sitemapSchema } from '#shared/schemas/sitemap.ts';
import { errorResponseSchemas } from '#server/common/error-handler.ts';
import { listSitemapItems } from '../sitemap/sitemap-queries.ts';

export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: sitemapSchema, ...errorResponseSchemas } }, config: { cache: 'public' } }, async () => ({
    items: await listSitemapItems(app.db),
  }));
};
