// /api/contests (spec §7): published contests, and one by its id or slug. The participants list
// `/api/contests/{id}/applications` belongs to the contest applications' routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contestIdOf, contestListSchema, contestParamsSchema, contestSchema } from '#shared/schemas/contest.ts';
import { apiError, errorResponseSchemas } from '#server/common/error-handler.ts';
import { findContest, listContests } from '../contests/contest-queries.ts';

const CONTEST_NOT_FOUND = 'Конкурс не найден';

export const contestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: contestListSchema, ...errorResponseSchemas } }, config: { cache: 'public' } }, async () => ({
    items: await listContests(app.db),
  }));

  app.get(
    '/:slugOrId',
    {
      schema: { params: contestParamsSchema, response: { 200: contestSchema, ...errorResponseSchemas } },
      config: { cache: 'public' },
    },
    async (request, reply) => {
      const { slugOrId } = request.params;
      const id = contestIdOf(slugOrId);
      const contest = await findContest(app.db, id === null ? { slug: slugOrId } : { id });
      return contest ?? reply.code(404).send(apiError(404, CONTEST_NOT_FOUND));
    },
  );
};
