// /api/auth/user and /api/auth/delete-account (spec §7): the signed-in user's profile, and deleting the
// account with everything the person sent the fund (DESIGN §5, §6).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { authUserSchema, deleteAccountSchema, PROFILE_CHANGED_MESSAGE, updateAuthUserSchema } from '#shared/schemas/auth.ts';
import { ACCOUNT_DELETED_MESSAGE } from '#shared/auth-messages.ts';
import { apiError, errorResponseSchemas } from '#server/common/error-handler.ts';
import { SESSION_EXPIRED_MESSAGE } from './authentication.ts';
import { deleteUser, revokeSessions, updateUser } from './user-queries.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's client sends the deletion as a form (multipart); its fields become the body.
  await app.register(fastifyMultipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 5, fieldSize: 100 } });

  app.get(
    '/user',
    { schema: { response: { 200: authUserSchema, ...errorResponseSchemas } }, preHandler: app.authenticate },
    async (request) => request.user!,
  );

  app.post(
    '/user',
    {
      schema: { body: updateAuthUserSchema, response: { 200: authUserSchema, ...errorResponseSchemas } },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const updated = await updateUser(app.db, request.user!.id, request.body);
      if (updated === 'gone') return reply.code(401).send(apiError(401, ACCOUNT_DELETED_MESSAGE));
      if (updated === 'changedMeanwhile') return reply.code(409).send(apiError(409, PROFILE_CHANGED_MESSAGE));
      return updated;
    },
  );

  // Signing out ends the session on the server too: the token stops working even if it was copied.
  app.post(
    '/logout',
    { schema: { response: { 204: z.null(), ...errorResponseSchemas } }, preHandler: app.authenticate },
    async (request, reply) => {
      // Through this moment, and at least through the presented token's issue (another instance's clock).
      await revokeSessions(app.db, request.user!.id, Math.max(Date.now(), request.tokenIssuedAtMs ?? 0));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/delete-account',
    {
      schema: {
        consumes: ['multipart/form-data', 'application/json'],
        body: deleteAccountSchema,
        response: { 204: z.null(), ...errorResponseSchemas },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { deleted, storageKeys } = await deleteUser(app.db, request.user!.id);
      if (!deleted) return reply.code(401).send(apiError(401, SESSION_EXPIRED_MESSAGE));
      // After the commit: the rows are gone, the queued objects follow (the sweeper retries failures).
      await app.removeStoredFiles(storageKeys);
      request.log.info({ userId: request.user!.id, files: storageKeys.length }, 'account deleted');
      return reply.code(204).send(null);
    },
  );
};
