// /api/contest-applications (spec §7): a signed-in user's applications to contests: `POST`, `PUT /{id}`,
// `GET /{id}` and `GET` (the cabinet's list). Another user's application answers 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationListQuerySchema,
  applicationParamsSchema,
  contestApplicationListSchema,
  contestApplicationSchema,
  createContestApplicationSchema,
  updateContestApplicationSchema,
} from '#shared/schemas/applications.ts';
import * as z from 'zod';
import { consentProof } from '#server/common/consent.ts';
import { idempotencyHeaders, idempotencyOf } from '#server/common/idempotency.ts';
import { apiError, errorResponseSchemas } from '#server/common/error-handler.ts';
import { uploaderCookieFor, uploaderKeyHashOf } from '../files/uploader-key.ts';
import { answeringRefusals, APPLICATION_MESSAGES, applicationIdOf, readBack } from './application-refusal.ts';
import {
  createContestApplication,
  findContestApplication,
  listContestApplications,
  storedContestApplicationId,
  updateContestApplication,
} from './contest-application-queries.ts';
import { APPLICATIONS_PER_MINUTE } from './project-application-routes.ts';

export const CONTEST_APPLICATION_FORM = 'contest-application';

export const contestApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploaderCookie = uploaderCookieFor(app.config.PUBLIC_URL);
  const rateLimit = { max: APPLICATIONS_PER_MINUTE, timeWindow: '1 minute' };
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/',
    {
      schema: {
        headers: z.looseObject(idempotencyHeaders),
        body: createContestApplicationSchema,
        response: { 201: contestApplicationSchema, ...errorResponseSchemas },
      },
      config: { rateLimit },
    },
    async (request, reply) =>
      answeringRefusals(reply, async () => {
        const { contestId, attachments, consent: _consent, ...fields } = request.body;
        const userId = request.user!.id;
        // A repeat of a send already stored (its answer never reached the visitor): the same answer,
        // before the contest's dates and the files are checked again.
        const idempotency = idempotencyOf(request, `user:${userId}`);
        const stored = idempotency && (await storedContestApplicationId(app.db, idempotency, userId));
        if (stored) {
          request.log.info({ applicationId: stored }, 'contest application repeated: answered with the stored one');
          return reply.code(201).send(readBack(await findContestApplication(app.db, stored, userId, app.downloadLinks)));
        }
        const id = await createContestApplication(app.db, {
          idempotency,
          contestId,
          fields,
          attachments,
          consent: consentProof(request, CONTEST_APPLICATION_FORM, app.config.PRIVACY_POLICY_VERSION),
          maxFiles: app.config.UPLOAD_MAX_FILES,
          caller: { userId, uploaderKeyHash: uploaderKeyHashOf(request, uploaderCookie) },
        });
        return reply.code(201).send(readBack(await findContestApplication(app.db, id, userId, app.downloadLinks)));
      }),
  );

  app.put(
    '/:id',
    {
      schema: {
        params: applicationParamsSchema,
        body: updateContestApplicationSchema,
        response: { 200: contestApplicationSchema, ...errorResponseSchemas },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const id = applicationIdOf(request.params.id);
      if (id === null) return reply.code(404).send(apiError(404, APPLICATION_MESSAGES.notFound));
      const { id: bodyId, contestId, appendedAttachments, newAttachments, updatedAt, consent: _consent, ...fields } = request.body;
      if (bodyId !== undefined && bodyId !== id) {
        return reply.code(400).send(apiError(400, APPLICATION_MESSAGES.idMismatch, { id: APPLICATION_MESSAGES.idMismatch }));
      }
      const userId = request.user!.id;
      return answeringRefusals(reply, async () => {
        const detached = await updateContestApplication(app.db, id, {
          contestId,
          fields,
          appendedAttachments,
          newAttachments,
          updatedAt,
          consent: consentProof(request, CONTEST_APPLICATION_FORM, app.config.PRIVACY_POLICY_VERSION),
          maxFiles: app.config.UPLOAD_MAX_FILES,
          caller: { userId, uploaderKeyHash: uploaderKeyHashOf(request, uploaderCookie) },
        });
        await app.removeStoredFiles(detached);
        return readBack(await findContestApplication(app.db, id, userId, app.downloadLinks));
      });
    },
  );

  app.get(
    '/:id',
    { schema: { params: applicationParamsSchema, response: { 200: contestApplicationSchema, ...errorResponseSchemas } } },
    async (request, reply) => {
      const id = applicationIdOf(request.params.id);
      const application = id === null ? null : await findContestApplication(app.db, id, request.user!.id, app.downloadLinks);
      return application ?? reply.code(404).send(apiError(404, APPLICATION_MESSAGES.notFound));
    },
  );

  app.get(
    '/',
    {
      schema: { querystring: applicationListQuerySchema, response: { 200: contestApplicationListSchema, ...errorResponseSchemas } },
    },
    async (request) =>
      listContestApplications(app.db, request.user!.id, { page: request.query.page, perPage: request.query.per_page }, app.downloadLinks),
  );
};
