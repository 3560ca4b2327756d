// /api/singlePages (spec §7, the spec's own spelling): the static pages of `/p/{slug}`, listed and one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { singlePageListSchema, singlePageSchema } from '#shared/schemas/single-page.ts';
import { apiError, errorResponseSchemas } from '#server/common/error-handler.ts';
import { findSinglePage, listSinglePages } from '../single-pages/single-page-queries.ts';

const slugParamsSchema = z.object({ slug: z.string() });

const PAGE_NOT_FOUND = 'Страница не найдена';

export const singlePagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: singlePageListSchema, ...errorResponseSchemas } }, config: { cache: 'public' } }, async () => ({
    items: await listSinglePages(app.db),
  }));

  app.get(
    '/:slug',
    {
      schema: { params: slugParamsSchema, response: { 200: singlePageSchema, ...errorResponseSchemas } },
      config: { cache: 'public' },
    },
    async (request, reply) => {
      const page = await findSinglePage(app.db, request.params.slug);
      return page ?? reply.code(404).send(apiError(404, PAGE_NOT_FOUND));
    },
  );
};
