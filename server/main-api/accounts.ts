// Everything of the main API that knows who is calling (DESIGN §4–§6): sign-in and the profile,
// uploads, and project and contest applications. Registered as one encapsulated plugin, so the
// cookie parser, the auth decorators and the file storage stay within these routes.
import type { FastifyInstance } from 'fastify';
import { contestApplicationRoutes } from './applications/contest-application-routes.ts';
import { contestParticipantsRoutes } from './applications/contest-participants-routes.ts';
import { projectApplicationRoutes } from './applications/project-application-routes.ts';
import { authentication } from './auth/authentication.ts';
import { oauthRoutes } from './auth/oauth-routes.ts';
import { userRoutes } from './auth/user-routes.ts';
import { fileRoutes } from './files/file-routes.ts';
import { files } from './files/files-plugin.ts';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authentication);
  await app.register(files);
  await app.register(oauthRoutes, { prefix: '/api/auth/oauth' });
  await app.register(userRoutes, { prefix: '/api/auth' });
  await app.register(fileRoutes, { prefix: '/api/files' });
  await app.register(projectApplicationRoutes, { prefix: '/api/project-applications' });
  await app.register(contestApplicationRoutes, { prefix: '/api/contest-applications' });
  // The full path: `/api/contests` itself belongs to the content routes.
  await app.register(contestParticipantsRoutes);
}
