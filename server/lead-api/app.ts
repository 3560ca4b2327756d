// The lead API (spec §7 "Second API host"): lead forms of the site and the AI landing. For now it has
// its health check and the shared error handling; the lead calls come with their issue.
import type { FastifyInstance } from 'fastify';
import { createApiApp, type ApiAppOptions } from '../common/api-app.ts';

export async function buildLeadApi(options: ApiAppOptions): Promise<FastifyInstance> {
  return createApiApp({ title: 'API заявок фонда', ...options });
}
