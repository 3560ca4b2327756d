// A NUL character cannot be stored by PostgreSQL: both APIs refuse it with a Russian 400 before any
// work is done, wherever it hides (body, query, path).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeadApi } from '#server/lead-api/app.ts';
import { buildMainApi } from '#server/main-api/app.ts';
import type { ApiError } from '#shared/schemas/common.ts';
import { LEAD_FORMS } from '#shared/lead-forms.ts';
import { openSeededDatabase, testBackends, type TestDatabase } from '../helpers/api-db.ts';
import { leadTestConfig, tempDataDir, validLead, type TempDir } from '../helpers/leads.ts';

describe.each(testBackends)('NUL characters on $name', (backend) => {
  let testDatabase: TestDatabase;
  let dataDir: TempDir;
  beforeAll(async () => {
    testDatabase = await openSeededDatabase(backend);
    dataDir = await tempDataDir();
  });
  afterAll(async () => {
    await testDatabase.dispose();
    await dataDir.remove();
  });

  it('are refused in a lead before the captcha and nothing is stored', async () => {
    const app = await buildLeadApi({ db: testDatabase.db, config: leadTestConfig(dataDir.dir), logger: false, outbox: false });
    const response = await app.inject({
      method: 'POST',
      url: LEAD_FORMS.contactUs.path,
      payload: { ...validLead, question: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    // The question's own rule names it (the plugin's message is for fields without one).
    expect(response.json<ApiError>().fields).toEqual({ question: 'Текст не должен содержать служебные символы' });
    const { rows } = await testDatabase.db.query<{ count: number }>('select count(*)::int as count from leads');
    expect(rows[0]?.count).toBe(0);
    await app.close();
  });

  it('are refused in a path or a query of the main API', async () => {
    const app = await buildMainApi({ db: testDatabase.db, logger: false });
    for (const url of ['/api/news-posts/a%00b', '/api/news-posts/all?page=1%00']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
    }
    await app.close();
  });

  it("are looked for in a deeply nested body without a 500: the answer is the route's own", async () => {
    const deep = `${'{"a":'.repeat(60_000)}"x"${'}'.repeat(60_000)}`;
    const main = await buildMainApi({ db: testDatabase.db, logger: false });
    const lead = await buildLeadApi({ db: testDatabase.db, config: leadTestConfig(dataDir.dir), logger: false, outbox: false });
    for (const [app, url, status] of [
      [main, '/api/nonexistent', 404],
      [main, '/api/auth/logout', 401],
      [lead, '/api/nonexistent', 404],
      [lead, LEAD_FORMS.contactUs.path, 400],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: deep });
      expect(response.statusCode, url).toBe(status);
      expect(response.json<ApiError>().message, url).toMatch(/[а-я]/);
    }
    // A NUL at the bottom of it is found and named by its path.
    const nulDeep = `${'{"a":'.repeat(60_000)}"x\\u0000"${'}'.repeat(60_000)}`;
    const response = await main.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: nulDeep,
    });
    expect(response.statusCode).toBe(400);
    const [field, message] = Object.entries(response.json<ApiError>().fields ?? {})[0] ?? [];
    expect(field).toBe(Array.from({ length: 60_000 }, () => 'a').join('.'));
    expect(message).toBe('Значение содержит недопустимый символ');
    await main.close();
    await lead.close();
  });
});
