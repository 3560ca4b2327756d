// The main API over a seeded database, for the content endpoint tests: one app per suite and backend.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { buildMainApi } from '#server/main-api/app.ts';
import { apiErrorSchema, type ApiError } from '#shared/schemas/common.ts';
import { openSeededDatabase, type TestBackend, type TestDatabase } from './api-db.ts';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

export interface ContentApi {
  readonly app: FastifyInstance;
  readonly db: Database;
  get(url: string): Promise<LightMyRequestResponse>;
  /** A 200 public answer, its body parsed with the shared schema. */
  getPublic<T>(url: string, schema: { parse(value: unknown): T }): Promise<T>;
  /** An error answer in the shape of every error of our APIs, never cached. */
  getError(url: string, statusCode: number): Promise<ApiError>;
}

/**
 * Call inside `describe.each(testBackends)`. `prepare` runs on the seeded database before the app is
 * built (drafts and other rows a suite needs).
 */
export function useContentApi(backend: TestBackend, prepare?: (db: Database) => Promise<void>): ContentApi {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openSeededDatabase(backend);
    await prepare?.(testDatabase.db);
    app = await buildMainApi({ db: testDatabase.db, logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await testDatabase?.dispose();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  return {
    get app() {
      return app;
    },
    get db() {
      return testDatabase.db;
    },
    get,
    async getPublic(url, schema) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      return schema.parse(response.json());
    },
    async getError(url, statusCode) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(statusCode);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      return apiErrorSchema.parse(response.json());
    },
  };
}
