// Every content endpoint of the main API besides news (spec §7), under its path: one registration
// for server/main-api/app.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contestsRoutes } from './contests.ts';
import { documentCategoriesRoutes, documentsRoutes } from './documents.ts';
import { eventsRoutes } from './events.ts';
import { linksRoutes } from './links.ts';
import { mediaContentRoutes } from './media-content.ts';
import { partnerProgramsRoutes } from './partner-programs.ts';
import { personsRoutes } from './persons.ts';
import { singlePagesRoutes } from './single-pages.ts';
import { sitemapRoutes } from './sitemap.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eventsRoutes, { prefix: '/api/events' });
  await app.register(personsRoutes, { prefix: '/api/persons' });
  await app.register(documentsRoutes, { prefix: '/api/documents' });
  await app.register(documentCategoriesRoutes, { prefix: '/api/document-categories' });
  await app.register(linksRoutes, { prefix: '/api/links' });
  await app.register(partnerProgramsRoutes, { prefix: '/api/partner-programs' });
  await app.register(singlePagesRoutes, { prefix: '/api/singlePages' });
  await app.register(contestsRoutes, { prefix: '/api/contests' });
  await app.register(mediaContentRoutes, { prefix: '/api/media' });
  await app.register(sitemapRoutes, { prefix: '/api/sitemap' });
};
