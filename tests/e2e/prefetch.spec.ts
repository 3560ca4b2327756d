// Link prefetch and the service worker (spec §4, §8, §9): pointing at a link loads the page and its
// data before the click, so the click fetches nothing; links in view get their chunks once the browser
// is idle; nothing is prefetched with data saver on; the service worker serves hashed assets.
import { expect, test } from '@playwright/test';
import { hydrated, watch } from './fixtures.ts';

test('pointing at an article link loads its data before the click, and the click asks for nothing more', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/news');
  await hydrated(page);
  const link = page.locator('main article h2 a').first();
  const href = (await link.getAttribute('href')) ?? '';
  const postCall = `/api${href.replace('/news/', '/news-posts/')}`;

  const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === postCall);
  await link.hover();
  await prefetched;
  await page.waitForLoadState('networkidle');
  const callsBeforeClick = seen.apiCalls.length;

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.apiCalls.slice(callsBeforeClick), 'the prefetched article needs no call on click').toEqual([]);
  expect(seen.documents).toEqual(['/news']);
  expect(seen.problems).toEqual([]);
});

test('links in view get their page chunks once the browser is idle', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname;
    if (name.startsWith('/assets/') && name.endsWith('.js')) chunks.push(name);
  });
  await page.goto('/');
  await hydrated(page);
  // The navbar links to /o-fonde: its chunk arrives without any pointer or click, preloaded (downloaded
  // and compiled) rather than imported, so none of its code runs on this page.
  await expect.poll(() => chunks.some((chunk) => chunk.startsWith('/assets/about-')), { timeout: 10_000 }).toBe(true);
  await expect(page.locator('head link[rel="modulepreload"][href^="/assets/about-"]')).toHaveCount(1);
});

test('without requestIdleCallback (Safari) the links in view still get their chunks, in batches rather than one every 2 s', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });
  await page.goto('/news');
  await hydrated(page);
  expect(await page.evaluate(() => typeof window.requestIdleCallback)).toBe('undefined');
  // The articles come after the navbar's links in the page: one link per 2 s would reach them after
  // about 20 s; batches reach them in the first pass or the one right after it.
  await expect(page.locator('head link[rel="modulepreload"][href^="/assets/news-post-"]')).toHaveCount(1, { timeout: 6000 });
  await expect(page.locator('head link[rel="modulepreload"][href^="/assets/about-"]')).toHaveCount(1);
});

test('with data saver on nothing is prefetched', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) });
  });
  const seen = watch(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname;
    if (name.startsWith('/assets/about-')) chunks.push(name);
  });
  await page.goto('/news');
  await hydrated(page);
  await page.locator('main article h2 a').first().hover();
  await page.waitForTimeout(2500);
  expect(seen.apiCalls).toEqual([]);
  expect(chunks).toEqual([]);
});

test.describe(() => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker registers at the root and serves hashed assets on the next visit', async ({ page }) => {
    await page.goto('/news');
    await hydrated(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    // Wait until the worker controls the page, then load again: the assets come from its cache.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The first visit's own requests (link prefetch asks for the route-chunks list after hydration) must
    // be over, or one still in flight from before the worker took over would be counted below.
    await page.waitForLoadState('networkidle');
    const assets: string[] = [];
    const fromNetwork: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.startsWith('/assets/')) return;
      assets.push(pathname);
      if (!response.fromServiceWorker()) fromNetwork.push(pathname);
    });
    await page.reload();
    await hydrated(page);
    expect(assets.length).toBeGreaterThan(0);
    expect(fromNetwork).toEqual([]);

    const script = await page.request.get('/sw.js');
    expect(script.headers()['cache-control']).toBe('no-cache');
  });
});
