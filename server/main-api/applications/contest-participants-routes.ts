// GET /api/contests/{slugOrId}/applications?limit (spec §7): the public participants list of a
// contest. Projects only, never a person's name, phone or e-mail (DESIGN §6); only applications the
// fund has taken up (`in_review`, `accepted`): a `new` one has not been looked at, so its text is not
// published, and a `rejected` one is not a participant (docs/decisions/007).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_PARTICIPANT_STATUSES } from '#shared/application-limits.ts';
import { contestParticipantListSchema, contestParticipantsQuerySchema, type ContestParticipant } from '#shared/schemas/applications.ts';
import { contestIdOf, contestParamsSchema } from '#shared/schemas/contest.ts';
import { apiError, errorResponseSchemas } from '#server/common/error-handler.ts';

interface ParticipantRow {
  project_name: string;
  project_short_description: string;
  nomination_id: number;
  nomination_name: string;
}

export const contestParticipantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/contests/:slugOrId/applications',
    {
      schema: {
        params: contestParamsSchema,
        querystring: contestParticipantsQuerySchema,
        response: { 200: contestParticipantListSchema, ...errorResponseSchemas },
      },
      config: { cache: 'public' },
    },
    async (request, reply) => {
      const { slugOrId } = request.params;
      const contestId = contestIdOf(slugOrId);
      const contest = await app.db.query<{ id: number }>(
        `select id from contests where is_published and ${contestId === null ? 'slug = $1' : 'id = $1'}`,
        [contestId ?? slugOrId],
      );
      const id = contest.rows[0]?.id;
      if (id === undefined) return reply.code(404).send(apiError(404, 'Конкурс не найден'));

      const { rows } = await app.db.query<ParticipantRow>(
        `select a.project_name, a.project_short_description, n.id as nomination_id, n.name as nomination_name
         from contest_applications a join contest_nominations n on n.id = a.nomination_id
         where a.contest_id = $1 and a.status = any($2::text[])
         order by n.position, n.id, a.created_at, a.id
         limit $3`,
        [id, PUBLIC_PARTICIPANT_STATUSES, request.query.limit],
      );
      const items: ContestParticipant[] = rows.map((row) => ({
        projectName: row.project_name,
        projectShortDescription: row.project_short_description,
        nomination: { id: row.nomination_id, name: row.nomination_name },
      }));
      return { items };
    },
  );
};
