// Load test (autocannon) of the pages and the proxy, for ops teams. Against a running deployment:
//   BENCH_URL=https://venture.example npm run bench
// Without BENCH_URL it builds if needed and starts the built server (NODE_ENV=production, embedded
// APIs, a fresh data folder) on a free port, measures, and stops it.
// Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50). With BENCH_COMPARE_PAGE_CACHE_MS
// (local runs only) it measures the server twice in one run, without and with the in-process page cache
// of that lifetime, and prints the ratio of requests per second.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverEntryOut } from '../esbuild.config.ts';
import { ensureBuilt } from './build-if-stale.ts';
import { freePort } from './free-port.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function waitUntilReady(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/readyz`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl} did not become ready`);
}

async function startLocalServer(extraEnv: Record<string, string> = {}): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  await ensureBuilt();
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fund-bench-'));
  // Production builds of every library, on the embedded defaults: no secrets are needed for that.
  const child: ChildProcess = spawn(process.execPath, [serverEntryOut], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEPLOYMENT: 'local',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code} before it was ready`))),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await Promise.race([waitUntilReady(baseUrl), exited]);
  return {
    baseUrl,
    async stop() {
      const stopped = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await stopped;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Row {
  target: string;
  requestsPerSecond: number;
  latencyMedianMs: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(baseUrl: string, target: string): Promise<Row> {
  const result = await autocannon({
    url: `${baseUrl}${target}`,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip', 'user-agent': 'autocannon (fund load test)' },
  });
  return {
    target,
    requestsPerSecond: result.requests.average,
    latencyMedianMs: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function measureAll(baseUrl: string, label: string): Promise<Row[]> {
  const list = (await (await fetch(`${baseUrl}/api/news-posts/all?per_page=1`)).json()) as { items: Array<{ slug: string }> };
  const slug = list.items[0]?.slug;
  const targets = ['/', '/news', ...(slug ? [`/news/${slug}`] : []), '/api/news-posts/all?page=1&per_page=9'];
  console.log(`\n${label}: autocannon, ${connections} connections, ${seconds} s per target, ${baseUrl}`);
  const rows: Row[] = [];
  for (const target of targets) rows.push(await measure(baseUrl, target));
  console.table(
    rows.map((row) => ({
      target: row.target,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.latencyMedianMs,
      'p99 ms': row.latencyP99Ms,
      non2xx: row.non2xx,
      errors: row.errors,
    })),
  );
  return rows;
}

async function measureLocal(label: string, env: Record<string, string> = {}): Promise<Row[]> {
  const local = await startLocalServer(env);
  try {
    return await measureAll(local.baseUrl, label);
  } finally {
    await local.stop();
  }
}

const compareCacheMs = process.env.BENCH_COMPARE_PAGE_CACHE_MS;
if (process.env.BENCH_URL) {
  await measureAll(process.env.BENCH_URL.replace(/\/$/, ''), 'deployment');
} else if (compareCacheMs) {
  const plain = await measureLocal('without the page cache', { PAGE_CACHE_TTL_MS: '0' });
  const cached = await measureLocal(`with PAGE_CACHE_TTL_MS=${compareCacheMs}`, { PAGE_CACHE_TTL_MS: compareCacheMs });
  console.table(
    plain.map((row, index) => ({
      target: row.target,
      'req/s ratio (cache / none)': (cached[index]!.requestsPerSecond / row.requestsPerSecond).toFixed(2),
    })),
  );
} else {
  await measureLocal('local production build');
}
