// Shutting down behind a load balancer (issue 10): on SIGTERM the site first says it is draining on
// /readyz while it still serves pages for SHUTDOWN_DRAIN_MS, so the balancer's health check takes it out
// before it closes; only then does it stop listening and exit. Runs the production build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, waitUntil, type Child } from '#scripts/bench/stack.ts';
import { ensureBuilt } from '#scripts/build-if-stale.ts';
import { freePort } from '#scripts/free-port.ts';

const DRAIN_MS = 3000;

describe('SIGTERM with SHUTDOWN_DRAIN_MS', () => {
  let site: Child;
  beforeAll(async () => {
    await ensureBuilt();
    site = await startSite('a draining site', await freePort(), {
      MAIN_API_PORT: String(await freePort()),
      LEAD_API_PORT: String(await freePort()),
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    });
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
  }, 30_000);

  it('answers «draining» on /readyz and still serves pages, then closes', async () => {
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
    const signalledAt = Date.now();
    process.kill(site.pid, 'SIGTERM');

    // The signal reaches the process in its own time: ask until it has.
    await waitUntil(async () => (await fetch(`${site.url}/readyz`)).status !== 200, 'the site to drain', DRAIN_MS / 2);
    const readyz = await fetch(`${site.url}/readyz`);
    expect(readyz.status).toBe(503);
    expect(readyz.headers.get('cache-control')).toBe('no-store');
    expect(await readyz.json()).toEqual({ status: 'draining' });
    const page = await fetch(`${site.url}/news`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1');

    // Then it stops listening: not before the drain is over.
    await waitUntil(
      () =>
        fetch(`${site.url}/healthz`).then(
          async (response) => (await response.arrayBuffer(), false),
          () => true,
        ),
      'the site to stop listening',
      15_000,
    );
    const closedAt = Date.now();
    expect(closedAt - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS);
  }, 30_000);
});
