// The browser build's manifest (written by esbuild.config.ts): which hashed files a page needs, so the
// server can name the scripts of the matched routes (for client/boot.ts) and the one CSS bundle.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';

const chunkSchema = z.object({ file: z.string(), imports: z.array(z.string()) });

export const assetManifestSchema = z.object({
  /** client/boot.ts: the page's one script tag, which starts the entry after the first paint. */
  boot: z.string(),
  entry: chunkSchema.extend({ css: z.array(z.string()) }),
  routes: z.record(z.string(), chunkSchema),
  /** The URL of each page's JS files beyond the entry's, for link prefetch in the browser. */
  routeChunks: z.string().optional(),
});
export type AssetManifest = z.infer<typeof assetManifestSchema>;

export const MANIFEST_FILE = 'manifest.json';

export async function readAssetManifest(clientDir: string): Promise<AssetManifest> {
  const file = path.join(clientDir, MANIFEST_FILE);
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch {
    throw new Error(`Нет сборки клиента (${file}): выполните «npm run build»`);
  }
  return assetManifestSchema.parse(JSON.parse(raw));
}

export interface PageAssets {
  boot: string;
  entry: string;
  stylesheets: string[];
  /** Chunks the page will import at once: preloaded by the boot script beside the entry. */
  modulePreloads: string[];
}

export function pageAssets(manifest: AssetManifest, routeIds: readonly string[]): PageAssets {
  const preloads = new Set(manifest.entry.imports);
  for (const id of routeIds) {
    const chunk = manifest.routes[id];
    if (!chunk) continue;
    preloads.add(chunk.file);
    for (const file of chunk.imports) preloads.add(file);
  }
  preloads.delete(manifest.entry.file);
  return { boot: manifest.boot, entry: manifest.entry.file, stylesheets: manifest.entry.css, modulePreloads: [...preloads] };
}
