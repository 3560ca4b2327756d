// /api/news-posts (spec §7): the home feed, all news, the slider, one post and similar posts.
// Why the home feed and /all differ: docs/decisions/002-news-endpoints.md.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  newsListQuerySchema,
  newsPostListSchema,
  newsPostSchema,
  newsSliderSchema,
  similarNewsQuerySchema,
  similarNewsSchema,
} from '#shared/schemas/news.ts';
import { apiError, errorResponseSchemas } from '#server/common/error-handler.ts';
import { findNewsPost, listNewsPosts, listSimilarNewsPosts, listSliderNewsPosts } from '../news/news-post-queries.ts';

/**
 * Any string: a slug that breaks the slug rules names no post, so it gets the same 404 as an unknown
 * one (the site must answer a real 404 for such a page), not a 400.
 */
const slugParamsSchema = z.object({ slug: z.string() });

const NEWS_POST_NOT_FOUND = 'Новость не найдена';

const listRouteOptions = {
  schema: { querystring: newsListQuerySchema, response: { 200: newsPostListSchema, ...errorResponseSchemas } },
  config: { cache: 'public' },
} as const;

export const newsPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The home feed: the slider's posts are already on the page above it.
  app.get('/', listRouteOptions, async ({ query }) =>
    listNewsPosts(app.db, { page: query.page, perPage: query.per_page, withoutSlider: true }),
  );

  // The archive of /news.
  app.get('/all', listRouteOptions, async ({ query }) =>
    listNewsPosts(app.db, { page: query.page, perPage: query.per_page, withoutSlider: false }),
  );

  app.get(
    '/slider',
    { schema: { response: { 200: newsSliderSchema, ...errorResponseSchemas } }, config: { cache: 'public' } },
    async () => ({ items: await listSliderNewsPosts(app.db) }),
  );

  app.get(
    '/:slug',
    {
      schema: { params: slugParamsSchema, response: { 200: newsPostSchema, ...errorResponseSchemas } },
      config: { cache: 'public' },
    },
    async (request, reply) => {
      const newsPost = await findNewsPost(app.db, request.params.slug);
      return newsPost ?? reply.code(404).send(apiError(404, NEWS_POST_NOT_FOUND));
    },
  );

  app.get(
    '/:slug/similar',
    {
      schema: {
        params: slugParamsSchema,
        querystring: similarNewsQuerySchema,
        response: { 200: similarNewsSchema, ...errorResponseSchemas },
      },
      config: { cache: 'public' },
    },
    async (request, reply) => {
      const similar = await listSimilarNewsPosts(app.db, request.params.slug, request.query.limit);
      return similar ? { items: similar } : reply.code(404).send(apiError(404, NEWS_POST_NOT_FOUND));
    },
  );
};
