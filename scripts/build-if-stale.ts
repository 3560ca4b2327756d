// Builds when dist/ is missing or older than the sources: `npm start` and the e2e run call this, so a
// fresh clone works after `npm ci` and an unchanged tree is not rebuilt.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, buildStampFile, projectRoot } from '../esbuild.config.ts';

const SOURCES = ['client', 'server', 'shared', 'scripts/linaria', 'esbuild.config.ts', 'package-lock.json'];

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry))));
  return Math.max(info.mtimeMs, ...times);
}

export async function buildIsStale(): Promise<boolean> {
  const built = await stat(buildStampFile).catch(() => undefined);
  if (!built) return true;
  const sources = await Promise.all(SOURCES.map((source) => newestMtime(path.join(projectRoot, source))));
  return Math.max(...sources) > built.mtimeMs;
}

export async function ensureBuilt(): Promise<void> {
  if (!(await buildIsStale())) return;
  console.log('Сборки нет или она устарела: собираю…');
  await build('production');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureBuilt();
}
