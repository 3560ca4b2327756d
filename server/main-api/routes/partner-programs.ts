// /api/partner-programs (spec §7): the partner programmes the site presents.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerProgramListSchema } from '#shared/schemas/partner-program.ts';
import { errorResponseSchemas } from '#server/common/error-handler.ts';
import { listPartnerPrograms } from '../partner-programs/partner-program-queries.ts';

export const partnerProgramsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { response: { 200: partnerProgramListSchema, ...errorResponseSchemas } }, config: { cache: 'public' } },
    async () => ({ items: await listPartnerPrograms(app.db) }),
  );
};
