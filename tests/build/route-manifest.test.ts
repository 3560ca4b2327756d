// Every page of the route table has its chunk in the build's manifest: a page id that names no module
// under client/routes/ would get no modulepreload and no CSS-free fast path, silently.
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { createRoutes, pageIdsOf } from '#client/app/router.tsx';
import { createBrowserApiClient } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { clientOptions, manifestFromMetafile } from '../../esbuild.config.ts';

describe('the client build manifest', () => {
  it('has a chunk for every page id of the route table', async () => {
    const result = await esbuild.build({ ...clientOptions('production'), write: false });
    const manifest = manifestFromMetafile(result.metafile!);
    const ids = pageIdsOf(createRoutes({ queryClient: createQueryClient(), api: createBrowserApiClient() }));
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids) expect(manifest.routes[id]?.file, id).toMatch(/^\/assets\//);
  }, 60_000);
});
