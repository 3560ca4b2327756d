// Scale-out on loopback (issue 10, DESIGN §8): the APIs on PostgreSQL (TEST_DATABASE_URL or DATABASE_URL,
// in a schema of their own, dropped at the end) or else PGlite, two stateless site instances, and Caddy
// from the project's Caddyfile in front of them. tests/ops/scale-out.test.ts loads it while instances
// stop and start; run it by hand to look around:
//
//   npx tsx scripts/scale-out.ts [--ports N]            prints Caddy's URL, stops on Ctrl+C
//   npx tsx scripts/scale-out.ts --drill [--ports N]    the test's restart drill, with its figures
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { projectRoot } from '../esbuild.config.ts';
import { openDatabase } from '#server/db/database.ts';
import { startSite, waitUntil, type Child } from './bench/stack.ts';
import { ensureBuilt } from './build-if-stale.ts';
import { freePort } from './free-port.ts';

export const CADDY = process.env.CADDY_PATH ?? 'caddy';

/** Whether Caddy can be run here (`caddy version` answers). */
export function caddyAvailable(): boolean {
  return spawnSync(CADDY, ['version'], { stdio: 'ignore' }).status === 0;
}

export interface SiteInstance {
  readonly name: string;
  readonly port: number;
  /** SIGTERM: the instance finishes its requests in flight and exits (it closes with grace). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface ScaleOut {
  /** Caddy's address: what visitors would load. */
  url: string;
  database: 'PostgreSQL' | 'PGlite';
  instances: [SiteInstance, SiteInstance];
  stop(): Promise<void>;
}

/** Ports N…N+5 when `portBase` is given (APIs' site, main API, lead API, instance A, B, Caddy). */
export async function startScaleOut({ portBase }: { portBase?: number } = {}): Promise<ScaleOut> {
  await ensureBuilt();
  const port = async (offset: number) => (portBase === undefined ? freePort() : portBase + offset);
  const cleanups: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
    cleanups.length = 0;
  };
  try {
    const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    const apiEnv: Record<string, string> = {};
    if (databaseUrl) {
      const schema = `scale_out_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const admin = await openDatabase({ databaseUrl });
      await admin.exec(`create schema ${schema}`);
      cleanups.push(async () => {
        await admin.exec(`drop schema ${schema} cascade`);
        await admin.close();
      });
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      apiEnv.DATABASE_URL = url.toString();
    }

    const [apiSitePort, mainApiPort, leadApiPort, portA, portB, caddyPort] = [
      await port(0),
      await port(1),
      await port(2),
      await port(3),
      await port(4),
      await port(5),
    ];
    const apis = await startSite('the APIs', apiSitePort, {
      ...apiEnv,
      MAIN_API_PORT: String(mainApiPort),
      LEAD_API_PORT: String(leadApiPort),
    });
    cleanups.push(() => apis.stop());

    const url = `http://127.0.0.1:${caddyPort}`;
    const instanceEnv = {
      MAIN_API_URL: `http://127.0.0.1:${mainApiPort}`,
      LEAD_API_URL: `http://127.0.0.1:${leadApiPort}`,
      PUBLIC_URL: url,
      TRUST_PROXY: '127.0.0.1',
      // Caddy compresses (Caddyfile `encode`).
      COMPRESSION: 'false',
      // Caddy checks /readyz every second here (HEALTH_INTERVAL below): a stopping instance says it is
      // draining for two, so Caddy has stopped sending it requests before it closes.
      SHUTDOWN_DRAIN_MS: '2000',
    };
    const instance = (name: string, instancePort: number): SiteInstance => {
      let running: Child | undefined;
      return {
        name,
        port: instancePort,
        async start() {
          running = await startSite(`site instance ${name}`, instancePort, instanceEnv);
        },
        async stop() {
          await running?.stop();
          running = undefined;
        },
      };
    };
    const instances: [SiteInstance, SiteInstance] = [instance('A', portA), instance('B', portB)];
    for (const site of instances) {
      await site.start();
      cleanups.push(() => site.stop());
    }

    const caddyHome = await mkdtemp(path.join(os.tmpdir(), 'fund-caddy-'));
    cleanups.push(() => rm(caddyHome, { recursive: true, force: true }));
    const caddy = spawn(CADDY, ['run', '--config', path.join(projectRoot, 'Caddyfile'), '--adapter', 'caddyfile'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        SITE_DOMAIN: url,
        SITE_UPSTREAMS: instances.map((site) => `127.0.0.1:${site.port}`).join(' '),
        CADDY_ADMIN: 'off',
        HEALTH_INTERVAL: '1s',
        HOME: caddyHome,
        XDG_DATA_HOME: caddyHome,
        XDG_CONFIG_HOME: caddyHome,
      },
    });
    let caddyLog = '';
    caddy.stderr.on('data', (chunk: Buffer) => {
      caddyLog = (caddyLog + chunk.toString()).slice(-4000);
    });
    cleanups.push(async () => {
      if (caddy.exitCode !== null) return;
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    });
    const caddyExited = new Promise<never>((_, reject) =>
      caddy.once('exit', (code) => reject(new Error(`caddy exited with code ${code}:\n${caddyLog}`))),
    );
    caddyExited.catch(() => {});
    await Promise.race([waitUntil(async () => (await fetch(`${url}/`)).ok, 'Caddy', 30_000), caddyExited]);

    return { url, database: databaseUrl ? 'PostgreSQL' : 'PGlite', instances, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DrillResult {
  requests: number;
  requestsPerSecond: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Responses by status code, so a non-2xx says what it was (a 502 from Caddy, a 503 from a site). */
  statusCodes: Record<string, number>;
  seconds: number;
}

/**
 * Loads the site through Caddy (a page mix and the proxy) while instance A stops (SIGTERM), stays away
 * 3 s and starts again, then while A and B restart one after the other.
 */
export async function runRestartDrill(stack: ScaleOut, connections = 20): Promise<DrillResult> {
  const list = (await (await fetch(`${stack.url}/api/news-posts/all?page=1&per_page=1`)).json()) as { items: Array<{ slug: string }> };
  const paths = ['/', '/news', `/news/${list.items[0]!.slug}`, '/o-fonde', '/api/news-posts?page=1&per_page=9', '/events'];
  let stopLoad: () => void = () => {};
  const loaded = new Promise<autocannon.Result>((resolve, reject) => {
    const load = autocannon(
      {
        url: stack.url,
        connections,
        duration: 600,
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36' },
        requests: paths.map((requestPath) => ({ method: 'GET' as const, path: requestPath })),
      },
      (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)),
    );
    stopLoad = () => load.stop();
  });
  const startedAt = Date.now();
  const [a, b] = stack.instances;
  await pause(2000);
  // One instance away for a while, then back.
  await a.stop();
  await pause(3000);
  await a.start();
  await pause(2000);
  // Rolling restart: each instance in turn.
  await a.stop();
  await a.start();
  await pause(1000);
  await b.stop();
  await b.start();
  await pause(2000);
  stopLoad();
  const result = await loaded;
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0])),
    seconds: Math.round((Date.now() - startedAt) / 1000),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { ports: { type: 'string' }, drill: { type: 'boolean', default: false } } });
  const stack = await startScaleOut({ portBase: values.ports ? Number(values.ports) : undefined });
  if (values.drill) {
    try {
      console.log(`Restart drill through ${stack.url} (${stack.database})…`);
      console.log(await runRestartDrill(stack));
    } finally {
      await stack.stop();
    }
    process.exit(0);
  }
  console.log(
    `Caddy: ${stack.url} → instances on ports ${stack.instances.map((site) => site.port).join(', ')} (${stack.database}). Ctrl+C stops.`,
  );
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await stack.stop();
}
