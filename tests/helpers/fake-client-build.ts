// A stand-in for dist/client in site tests: a manifest naming an entry, a route chunk and the CSS
// bundle, with those files on disk, so the server's asset handling is exercised without a real build.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AssetManifest } from '#server/site/assets.ts';

export interface FakeClientBuild {
  dir: string;
  manifest: AssetManifest;
  remove(): Promise<void>;
}

export async function fakeClientBuild(): Promise<FakeClientBuild> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-client-'));
  const manifest: AssetManifest = {
    boot: '/assets/boot-TEST.js',
    entry: { file: '/assets/entry.client-TEST.js', imports: ['/assets/chunk-SHARED.js'], css: ['/assets/entry.client-TEST.css'] },
    routes: {
      home: { file: '/assets/home-TEST.js', imports: [] },
      'news-list': { file: '/assets/news-list-TEST.js', imports: ['/assets/chunk-NEWS.js'] },
      'news-post': { file: '/assets/news-post-TEST.js', imports: ['/assets/chunk-NEWS.js'] },
    },
  };
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, 'public'));
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, 'assets', 'entry.client-TEST.js'), `console.log(${JSON.stringify('x'.repeat(4000))});\n`);
  await writeFile(path.join(dir, 'assets', 'entry.client-TEST.css'), 'body{margin:0}\n');
  await writeFile(path.join(dir, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, manifest, remove: () => rm(dir, { recursive: true, force: true }) };
}
