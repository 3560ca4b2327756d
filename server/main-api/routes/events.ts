// /api/events (spec §7): the events list, upcoming first, and one event. Order and `dates`:
// docs/decisions/006-content-endpoints.md.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { eventListQuerySchema, eventListSchema, eventSchema } from '#shared/schemas/event.ts';
import { apiError, errorResponseSchemas } from '#server/common/error-handler.ts';
import { findEvent, listEvents } from '../events/event-queries.ts';

/** Any string: a slug that breaks the slug rules names no event, so it is a 404 like an unknown one. */
const slugParamsSchema = z.object({ slug: z.string() });

const EVENT_NOT_FOUND = 'Мероприятие не найдено';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: { querystring: eventListQuerySchema, response: { 200: eventListSchema, ...errorResponseSchemas } },
      config: { cache: 'public' },
    },
    async ({ query }) => listEvents(app.db, { page: query.page, perPage: query.per_page }),
  );

  app.get(
    '/:slug',
    {
      schema: { params: slugParamsSchema, response: { 200: eventSchema, ...errorResponseSchemas } },
      config: { cache: 'public' },
    },
    async (request, reply) => {
      const event = await findEvent(app.db, request.params.slug);
      return event ?? reply.code(404).send(apiError(404, EVENT_NOT_FOUND));
    },
  );
};
