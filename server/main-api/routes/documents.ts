// /api/documents and /api/document-categories (spec §7): the fund's documents, alone and by category.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCategoryListSchema, documentListSchema } from '#shared/schemas/document.ts';
import { errorResponseSchemas } from '#server/common/error-handler.ts';
import { listDocumentCategories, listDocuments } from '../documents/document-queries.ts';

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: documentListSchema, ...errorResponseSchemas } }, config: { cache: 'public' } }, async () => ({
    items: await listDocuments(app.db),
  }));
};

export const documentCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: { response: { 200: documentCategoryListSchema, ...errorResponseSchemas } },
      config: { cache: 'public' },
    },
    async () => ({ items: await listDocumentCategories(app.db) }),
  );
};
