// The OpenAPI description is generated from the same zod schemas the routes validate with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeadApi } from '#server/lead-api/app.ts';
import { buildMainApi } from '#server/main-api/app.ts';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, { get?: { parameters: Array<{ name: string }>; responses: Record<string, unknown> } }>;
}

let db: Database;
beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
});
afterAll(() => db.close());

describe('/api/docs', () => {
  it('describes the main API from its route schemas, with the Russian 400 shape', async () => {
    const app = await buildMainApi({ db, logger: false });
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Основной API фонда');
    const list = document.paths['/api/news-posts/all']?.get;
    expect(list?.parameters.map((parameter) => parameter.name)).toEqual(['page', 'per_page']);
    expect(Object.keys(list?.responses ?? {})).toEqual(expect.arrayContaining(['200', '4XX']));
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
    await app.close();
  });

  it('describes the lead API too', async () => {
    const app = await buildLeadApi({ db, logger: false });
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.json<OpenApiDocument>().info.title).toBe('API заявок фонда');
    await app.close();
  });
});
