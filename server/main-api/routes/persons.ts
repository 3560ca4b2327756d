// /api/persons: the fund's people for the About page's team, and one person for `/person/{slug}`
// (spec §2), with the phone normalised (spec §3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { personListSchema, personSchema } from '#shared/schemas/person.ts';
import { apiError, errorResponseSchemas } from '#server/common/error-handler.ts';
import { findPerson, listPersons } from '../persons/person-queries.ts';

const slugParamsSchema = z.object({ slug: z.string() });

const PERSON_NOT_FOUND = 'Персона не найдена';

export const personsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: personListSchema, ...errorResponseSchemas } }, config: { cache: 'public' } }, async () => ({
    items: await listPersons(app.db),
  }));

  app.get(
    '/:slug',
    {
      schema: { params: slugParamsSchema, response: { 200: personSchema, ...errorResponseSchemas } },
      config: { cache: 'public' },
    },
    async (request, reply) => {
      const person = await findPerson(app.db, request.params.slug);
      return person ?? reply.code(404).send(apiError(404, PERSON_NOT_FOUND));
    },
  );
};
