// `npm start`: builds when the build is missing or older than the sources, then runs the built server.
import { spawn } from 'node:child_process';
import { stat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { build, buildStampFile, projectRoot, serverEntryOut } from '../esbuild.config.ts';

const SOURCES = ['client', 'server', 'shared', 'scripts/linaria', 'esbuild.config.ts', 'package-lock.json'];

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry))));
  return Math.max(info.mtimeMs, ...times);
}

async function buildIsStale(): Promise<boolean> {
  const built = await stat(buildStampFile).catch(() => undefined);
  if (!built) return true;
  const sources = await Promise.all(SOURCES.map((source) => newestMtime(path.join(projectRoot, source))));
  return Math.max(...sources) > built.mtimeMs;
}

if (await buildIsStale()) {
  console.log('Сборка устарела или её нет: собираю…');
  await build('production');
}

// The server runs as its own node process so that signals reach it directly and no loader wraps it.
const server = spawn(process.execPath, ['--enable-source-maps', serverEntryOut], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
