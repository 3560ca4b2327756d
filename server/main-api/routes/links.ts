// /api/links (spec §7): useful links.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkListSchema } from '#shared/schemas/link.ts';
import { errorResponseSchemas } from '#server/common/error-handler.ts';
import { listLinks } from '../links/link-queries.ts';

export const linksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: linkListSchema, ...errorResponseSchemas } }, config: { cache: 'public' } }, async () => ({
    items: await listLinks(app.db),
  }));
};
