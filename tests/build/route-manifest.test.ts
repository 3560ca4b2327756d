// Every page of the route table has its chunk in the build's manifest: a page id that names no module
// under client/routes/ would get no modulepreload and no CSS-free fast path, silently.
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { createRoutes, DEPS_FROM_REQUEST_CONTEXT, pageIdsOf } from '#client/app/router.tsx';
import { createBrowserApiClient } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { layoutsAbove } from '#scripts/bundle-budget.ts';
import { clientOptions, manifestFromMetafile, projectRoot, unusedStylesheets } from '../../esbuild.config.ts';

/** Each lazily loaded route's id with the ids of the lazily loaded routes above it, outermost first. */
function lazyChains(routes: RouteObject[], above: string[] = []): [string, string[]][] {
  return routes.flatMap((route) => {
    const id = typeof route.lazy === 'function' ? route.id : undefined;
    const own: [string, string[]][] = id ? [[id, above]] : [];
    return [...own, ...lazyChains(route.children ?? [], id ? [...above, id] : above)];
  });
}

describe('the client build manifest', () => {
  it('has a chunk for every page id of the route table', async () => {
    const result = await esbuild.build({ ...clientOptions('production'), write: false });
    const manifest = manifestFromMetafile(result.metafile!);
    const ids = pageIdsOf(createRoutes({ queryClient: createQueryClient(), api: createBrowserApiClient() }));
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids) expect(manifest.routes[id]?.file, id).toMatch(/^\/assets\//);
  }, 60_000);

  it('weighs each page with the layouts the route table puts above it', () => {
    for (const [id, above] of lazyChains(createRoutes(DEPS_FROM_REQUEST_CONTEXT))) expect(layoutsAbove(id), id).toEqual(above);
  });
});

describe('the client build stylesheets', () => {
  it('deletes only CSS files whose every rule is in the one stylesheet pages link', async () => {
    const result = await esbuild.build({ ...clientOptions('production'), write: false });
    const manifest = manifestFromMetafile(result.metafile!);
    const cssOf = (file: string) => result.outputFiles.find((output) => output.path === path.resolve(projectRoot, file))!.text;
    const linkedFile = Object.keys(result.metafile!.outputs).find((file) => manifest.entry.css[0] === `/assets/${path.basename(file)}`);
    expect(linkedFile).toBeDefined();
    const linked = cssOf(linkedFile!);
    const removed = unusedStylesheets(result.metafile!);
    expect(removed).not.toContain(linkedFile);
    // The home page's own styles are among the copies: the check below has something to check.
    expect(removed.some((file) => path.basename(file).startsWith('home-'))).toBe(true);
    for (const file of removed) {
      const rules = cssOf(file).match(/[^{}]+\{[^{}]*\}/g) ?? [];
      for (const rule of rules) expect(linked, `${file}: ${rule.slice(0, 80)}`).toContain(rule);
    }
  }, 60_000);
});
