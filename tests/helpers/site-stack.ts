// The whole stack for site tests: the real main and lead APIs on loopback ports over an in-memory
// PGlite, and the site built on them (not listening; tests use inject).
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { seed } from '#server/db/seed/index.ts';
import { buildLeadApi } from '#server/lead-api/app.ts';
import { buildMainApi } from '#server/main-api/app.ts';
import { buildSite } from '#server/site/app.ts';
import { fakeClientBuild, type FakeClientBuild } from './fake-client-build.ts';

export const TEST_PUBLIC_URL = 'http://site.test';

export function testConfig(env: Record<string, string> = {}): Config {
  // No overload refusals by default: a busy test machine lags in ways a test does not mean to measure.
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: TEST_PUBLIC_URL, OVERLOAD_EVENT_LOOP_DELAY_MS: '0', ...env });
}

export interface SiteStack {
  site: FastifyInstance;
  mainApi: FastifyInstance;
  leadApi: FastifyInstance;
  mainApiUrl: string;
  leadApiUrl: string;
  db: Database;
  client: FakeClientBuild;
  close(): Promise<void>;
}

let sharedDb: Promise<Database> | undefined;

/** One migrated and seeded database per test file: the content is read-only for site tests. */
function seededDatabase(): Promise<Database> {
  sharedDb ??= (async () => {
    const db = await openDatabase({});
    await migrate(db);
    await seed(db);
    return db;
  })();
  return sharedDb;
}

export async function startSiteStack(
  env: Record<string, string> = {},
  hooks: { onMainApiRequest?: (url: string) => void } = {},
): Promise<SiteStack> {
  const db = await seededDatabase();
  const mainApi = await buildMainApi({ db, logger: false });
  const { onMainApiRequest } = hooks;
  if (onMainApiRequest) {
    mainApi.addHook('onRequest', async (request) => {
      onMainApiRequest(request.url);
    });
  }
  const leadApi = await buildLeadApi({ db, logger: false });
  const mainApiUrl = await mainApi.listen({ host: '127.0.0.1', port: 0 });
  const leadApiUrl = await leadApi.listen({ host: '127.0.0.1', port: 0 });
  const client = await fakeClientBuild();
  const site = await buildSite({
    config: testConfig(env),
    mainApiUrl,
    leadApiUrl,
    clientDir: client.dir,
    // Errors only (a page that answers 500 says why), on stderr: the tests' fail-on-console guard
    // watches console, not the logger, so a test that means to cause an error still passes.
    logger: { level: 'error', stream: process.stderr },
  });
  return {
    site,
    mainApi,
    leadApi,
    mainApiUrl,
    leadApiUrl,
    db,
    client,
    async close() {
      await site.close();
      await mainApi.close();
      await leadApi.close();
      await client.remove();
    },
  };
}
