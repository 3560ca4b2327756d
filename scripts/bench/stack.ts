// The local stack the bench and the soak start: the built production server, the APIs on PGlite behind
// a stub answering from memory, and the helper servers of servers.tsx; and the pages they load.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import * as esbuild from 'esbuild';
import { distDir, serverEntryOut, serverOptions } from '../../esbuild.config.ts';

// ---------------------------------------------------------------------------------------------------
// What to load

/** The middle of the measurements (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Targets {
  home: string;
  news: string;
  article: string;
  event: string;
  about: string;
  proxy: string;
}

async function firstSlug(baseUrl: string, listPath: string): Promise<string> {
  const response = await fetch(`${baseUrl}${listPath}`);
  if (!response.ok) throw new Error(`${listPath}: ${response.status}`);
  const list = (await response.json()) as { items: Array<{ slug: string }> };
  const slug = list.items[0]?.slug;
  if (!slug) throw new Error(`${listPath} lists nothing to load`);
  return slug;
}

export async function targetsOf(apiBaseUrl: string): Promise<Targets> {
  return {
    home: '/',
    news: '/news',
    article: `/news/${await firstSlug(apiBaseUrl, '/api/news-posts/all?page=1&per_page=1')}`,
    event: `/events/${await firstSlug(apiBaseUrl, '/api/events?page=1&per_page=1')}`,
    about: '/o-fonde',
    proxy: '/api/news-posts?page=1&per_page=9',
  };
}

/** Weights of a realistic visit mix: articles and home most, then the list, an event and about. */
export function pageMix(targets: Targets): string[] {
  return [
    ...Array<string>(3).fill(targets.home),
    ...Array<string>(2).fill(targets.news),
    ...Array<string>(3).fill(targets.article),
    targets.event,
    targets.about,
  ];
}

// ---------------------------------------------------------------------------------------------------
// Local servers

export interface Child {
  pid: number;
  url: string;
  stop(): Promise<void>;
}

export async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not become ready`);
}

function stopper(child: ChildProcess, after?: () => Promise<void>): () => Promise<void> {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const stopped = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await stopped;
    }
    await after?.();
  };
}

function rejectOnExit(child: ChildProcess, what: string): Promise<never> {
  return new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${what} exited with code ${code} before it was ready`))),
  );
}

/** The built production server; its `/readyz` answering means it and its upstreams are up. */
export async function startSite(what: string, port: number, env: Record<string, string>, nodeArgs: string[] = []): Promise<Child> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, serverEntryOut], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', DEPLOYMENT: 'local', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([waitUntil(async () => (await fetch(`${url}/readyz`)).ok, what), rejectOnExit(child, what)]);
  return { pid: child.pid!, url, stop: stopper(child, () => rm(dataDir, { recursive: true, force: true })) };
}

const benchServersOut = path.join(distDir, 'bench', 'servers.js');

export async function buildBenchServers(): Promise<void> {
  await esbuild.build({ ...serverOptions('production'), entryPoints: ['scripts/bench/servers.tsx'], outfile: benchServersOut });
}

/** A helper server of scripts/bench/servers.tsx; it says `ready <port>` when it listens. */
export async function startHelper(what: string, argv: string[], nodeArgs: string[] = []): Promise<Child> {
  const child = spawn(process.execPath, [...nodeArgs, benchServersOut, ...argv], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const ready = new Promise<number>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^ready (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  const port = await Promise.race([ready, rejectOnExit(child, what)]);
  return { pid: child.pid!, url: `http://127.0.0.1:${port}`, stop: stopper(child) };
}
