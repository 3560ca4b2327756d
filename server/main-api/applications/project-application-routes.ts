// /api/project-applications (spec §7): `POST` by anyone (DESIGN §6; linked to the user when signed in),
// `PUT /{id}`, `GET` and `GET /{id}` (to edit one; not in the spec's list, which the cabinet's editing needs)
// for the signed-in owner. Another user's application answers 404.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationListQuerySchema,
  applicationParamsSchema,
  createProjectApplicationSchema,
  projectApplicationListSchema,
  projectApplicationSchema,
  updateProjectApplicationSchema,
} from '#shared/schemas/applications.ts';
import * as z from 'zod';
import { consentProof } from '#server/common/consent.ts';
import { idempotencyHeaders, idempotencyOf } from '#server/common/idempotency.ts';
import { apiError, errorResponseSchemas } from '#server/common/error-handler.ts';
import type { FileCaller } from '../files/file-queries.ts';
import { uploaderCookieFor, uploaderKeyHashOf } from '../files/uploader-key.ts';
import { answeringRefusals, APPLICATION_MESSAGES, applicationIdOf, readBack } from './application-refusal.ts';
import {
  createProjectApplication,
  findProjectApplication,
  listProjectApplications,
  storedProjectApplicationId,
  updateProjectApplication,
} from './project-application-queries.ts';

export const PROJECT_APPLICATION_FORM = 'project-application';
/** Per IP: a person sends one application, maybe corrects it a few times. */
export const APPLICATIONS_PER_MINUTE = 10;

export const projectApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploaderCookie = uploaderCookieFor(app.config.PUBLIC_URL);
  const callerOf = (request: FastifyRequest): FileCaller => ({
    userId: request.user?.id ?? null,
    uploaderKeyHash: uploaderKeyHashOf(request, uploaderCookie),
  });
  const rateLimit = { max: APPLICATIONS_PER_MINUTE, timeWindow: '1 minute' };

  app.post(
    '/',
    {
      schema: {
        headers: z.looseObject(idempotencyHeaders),
        body: createProjectApplicationSchema,
        response: { 201: projectApplicationSchema, ...errorResponseSchemas },
      },
      preHandler: app.identify,
      config: { rateLimit },
    },
    async (request, reply) =>
      answeringRefusals(reply, async () => {
        const { attachments, consent: _consent, ...fields } = request.body;
        const caller = callerOf(request);
        // A repeat of a send already stored (its answer never reached the visitor): the same answer,
        // before its files are checked, which the first send has already attached.
        const idempotency = idempotencyOf(
          request,
          caller.userId === null ? `visitor:${caller.uploaderKeyHash ?? ''}` : `user:${caller.userId}`,
        );
        const stored = idempotency && (await storedProjectApplicationId(app.db, idempotency, caller.userId));
        if (stored) {
          request.log.info({ applicationId: stored }, 'project application repeated: answered with the stored one');
          return reply.code(201).send(readBack(await findProjectApplication(app.db, stored, caller.userId, app.downloadLinks)));
        }
        const id = await createProjectApplication(app.db, {
          idempotency,
          fields,
          attachments,
          consent: consentProof(request, PROJECT_APPLICATION_FORM, app.config.PRIVACY_POLICY_VERSION),
          maxFiles: app.config.UPLOAD_MAX_FILES,
          caller,
        });
        const created = readBack(await findProjectApplication(app.db, id, caller.userId, app.downloadLinks));
        return reply.code(201).send(created);
      }),
  );

  app.put(
    '/:id',
    {
      schema: {
        params: applicationParamsSchema,
        body: updateProjectApplicationSchema,
        response: { 200: projectApplicationSchema, ...errorResponseSchemas },
      },
      preHandler: app.authenticate,
      config: { rateLimit },
    },
    async (request, reply) => {
      const id = applicationIdOf(request.params.id);
      if (id === null) return reply.code(404).send(apiError(404, APPLICATION_MESSAGES.notFound));
      const { id: bodyId, appendedAttachments, newAttachments, updatedAt, consent: _consent, ...fields } = request.body;
      if (bodyId !== undefined && bodyId !== id) {
        return reply.code(400).send(apiError(400, APPLICATION_MESSAGES.idMismatch, { id: APPLICATION_MESSAGES.idMismatch }));
      }
      const userId = request.user!.id;
      return answeringRefusals(reply, async () => {
        const detached = await updateProjectApplication(app.db, id, {
          fields,
          appendedAttachments,
          newAttachments,
          updatedAt,
          consent: consentProof(request, PROJECT_APPLICATION_FORM, app.config.PRIVACY_POLICY_VERSION),
          maxFiles: app.config.UPLOAD_MAX_FILES,
          caller: { ...callerOf(request), userId },
        });
        await app.removeStoredFiles(detached);
        return readBack(await findProjectApplication(app.db, id, userId, app.downloadLinks));
      });
    },
  );

  app.get(
    '/:id',
    {
      schema: { params: applicationParamsSchema, response: { 200: projectApplicationSchema, ...errorResponseSchemas } },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const id = applicationIdOf(request.params.id);
      const application = id === null ? null : await findProjectApplication(app.db, id, request.user!.id, app.downloadLinks);
      return application ?? reply.code(404).send(apiError(404, APPLICATION_MESSAGES.notFound));
    },
  );

  app.get(
    '/',
    {
      schema: { querystring: applicationListQuerySchema, response: { 200: projectApplicationListSchema, ...errorResponseSchemas } },
      preHandler: app.authenticate,
    },
    async (request) =>
      listProjectApplications(app.db, request.user!.id, { page: request.query.page, perPage: request.query.per_page }, app.downloadLinks),
  );
};
