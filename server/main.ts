// The process `npm start` runs: the site, and, unless MAIN_API_URL/LEAD_API_URL point elsewhere, the
// main and lead APIs on loopback ports over the embedded database. Listens, and closes with grace:
// on SIGTERM /readyz says «draining» for SHUTDOWN_DRAIN_MS while everything else is still served (a
// load balancer stops sending requests meanwhile), then in-flight requests finish, new ones get 503,
// and the APIs and the database close.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';
import { buildLeadApi } from './lead-api/app.ts';
import { buildMainApi } from './main-api/app.ts';
import { buildSite } from './site/app.ts';

const CLIENT_DIR = fileURLToPath(new URL('../client', import.meta.url));

interface EmbeddedApis {
  mainApiUrl: string;
  leadApiUrl: string;
  close(): Promise<void>;
}

function loggerOptions(config: Config, name: string) {
  return { level: config.LOG_LEVEL, name };
}

/** Starts whichever API has no URL in the config, on a loopback port, over one database. */
async function startEmbeddedApis(config: Config): Promise<EmbeddedApis> {
  const started: FastifyInstance[] = [];
  let db: Database | undefined;
  const close = async () => {
    for (const app of started) await app.close();
    await db?.close();
  };
  try {
    const openDb = async () => {
      if (!db) {
        db = await openDatabase({
          databaseUrl: config.DATABASE_URL,
          dataDir: path.resolve(config.DATA_DIR, 'pglite'),
        });
        await migrate(db);
        await seed(db);
      }
      return db;
    };
    const listen = async (app: FastifyInstance, port: number) => {
      started.push(app);
      return app.listen({ host: '127.0.0.1', port });
    };
    const mainApiUrl =
      config.MAIN_API_URL ??
      (await listen(await buildMainApi({ db: await openDb(), config, logger: loggerOptions(config, 'main-api') }), config.MAIN_API_PORT));
    const leadApiUrl =
      config.LEAD_API_URL ??
      (await listen(await buildLeadApi({ db: await openDb(), config, logger: loggerOptions(config, 'lead-api') }), config.LEAD_API_PORT));
    return { mainApiUrl, leadApiUrl, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const apis = await startEmbeddedApis(config);
  const readiness = { draining: false };
  const site = await buildSite({
    readiness,
    config,
    mainApiUrl: apis.mainApiUrl,
    leadApiUrl: apis.leadApiUrl,
    clientDir: CLIENT_DIR,
    logger: loggerOptions(config, 'site'),
  });

  closeWithGrace({ delay: config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) site.log.error({ err }, 'closing after an uncaught error');
    else if (config.SHUTDOWN_DRAIN_MS > 0) {
      // Meanwhile the balancer's health check takes this instance out, so no request reaches it while it
      // closes (Fastify answers those 503, which the balancer would pass on).
      readiness.draining = true;
      site.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'draining: not ready, still serving');
      await sleep(config.SHUTDOWN_DRAIN_MS);
    }
    site.log.info({ signal }, 'closing: finishing requests in flight');
    await site.close();
    await apis.close();
  });

  await site.listen({ host: config.HOST, port: config.PORT });
  // The address the site knows itself by (PUBLIC_URL): forms sent from another spelling of it, such as
  // localhost for 127.0.0.1, are refused as cross-site (QA: the message named localhost for a site at
  // 127.0.0.1). The port it listens on is added when that is elsewhere (behind a proxy).
  const port = (site.server.address() as { port: number }).port;
  const publicPort = new URL(config.PUBLIC_URL).port;
  const listening = publicPort === String(port) ? '' : ` (слушает порт ${port})`;
  console.log(`\nСайт фонда работает: ${config.PUBLIC_URL}${listening}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
