// /metrics for the ops team: Prometheus text behind a bearer token, absent without one; it counts
// requests by route, page renders, the main API's calls and page-cache results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteStack, type SiteStack } from '../helpers/site-stack.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('/metrics', () => {
  let stack: SiteStack;
  beforeAll(async () => {
    stack = await startSiteStack({ METRICS_TOKEN: TOKEN, PAGE_CACHE_TTL_MS: '60000' });
  });
  afterAll(() => stack.close());

  it('refuses without the token and never lets a CDN keep the answer', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }]) {
      const response = await stack.site.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('takes the scheme in any case, as HTTP does', async () => {
    expect((await stack.site.inject({ url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } })).statusCode).toBe(200);
  });

  it('reports requests, renders, main API calls, page-cache results and Node vitals', async () => {
    await stack.site.inject({ url: '/news' });
    await stack.site.inject({ url: '/news' });
    await stack.site.inject({ url: '/news/no-such-post' });
    await stack.site.inject({ url: '/kareliya-protiv-ii/hakaton' });
    await stack.site.inject({ url: '/no/such/page' });
    const scrape = () => stack.site.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    // A request is counted when its response has finished, which may be just after inject resolves:
    // a scrape a moment later sees it.
    const notFoundCount = /site_http_request_duration_seconds_count\{method="GET",route="\/news\/:slug",status_code="404"\} 1/;
    await expect.poll(async () => (await scrape()).body, { timeout: 5000, interval: 50 }).toMatch(notFoundCount);
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    // Pages are counted by their route pattern, a cached copy as a rendered one; an unknown address apart.
    expect(text).toMatch(/site_http_request_duration_seconds_count\{method="GET",route="\/news",status_code="200"\} 2/);
    expect(text).toMatch(
      /site_http_request_duration_seconds_count\{method="GET",route="\/kareliya-protiv-ii\/hakaton",status_code="200"\} 1/,
    );
    expect(text).toMatch(/site_http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1/);
    expect(text).not.toContain('route="/*"');
    expect(text).toMatch(notFoundCount);
    expect(text).toMatch(/site_page_render_seconds_count\{status_code="200"\} [1-9]/);
    expect(text).toMatch(/site_main_api_request_duration_seconds_count\{outcome="ok"\} [1-9]/);
    expect(text).toMatch(/site_main_api_request_duration_seconds_count\{outcome="refused"\} [1-9]/);
    expect(text).toMatch(/site_main_api_shared_calls_total \d+/);
    expect(text).toMatch(/site_page_cache_requests_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/site_page_cache_requests_total\{result="miss"\} [1-9]/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });
});

describe('/metrics without a token configured', () => {
  let stack: SiteStack;
  beforeAll(async () => {
    stack = await startSiteStack();
  });
  afterAll(() => stack.close());

  it('does not exist', async () => {
    const response = await stack.site.inject({ url: '/metrics', headers: { accept: 'text/plain' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('nodejs_');
  });
});

describe('an overloaded site', () => {
  let stack: SiteStack;
  beforeAll(async () => {
    // A heap limit of one byte: the site counts as overloaded from its first sample on.
    stack = await startSiteStack({ OVERLOAD_HEAP_BYTES: '1', OVERLOAD_EVENT_LOOP_DELAY_MS: '0' });
    await stack.site.ready();
  });
  afterAll(() => stack.close());

  it('answers 503 with Retry-After and a Russian message instead of queueing', async () => {
    await expect.poll(async () => (await stack.site.inject({ url: '/news' })).statusCode, { timeout: 5000, interval: 200 }).toBe(503);
    const response = await stack.site.inject({ url: '/news', headers: { accept: 'application/json' } });
    expect(response.headers['retry-after']).toBe('10');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<{ message: string }>().message).toBe('Сайт перегружен, повторите попытку через несколько секунд');
    // A person gets the error page, not JSON.
    const page = await stack.site.inject({ url: '/news', headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('10');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Возникла ошибка, возможно 404');
    // The API proxy's answers too, before the cookies are read (it was a 500 naming a TypeError).
    for (const headers of [{}, { cookie: 'session=abc' }]) {
      const proxied = await stack.site.inject({ url: '/api/news-posts', headers });
      expect(proxied.statusCode).toBe(503);
      expect(proxied.headers['retry-after']).toBe('10');
      expect(proxied.json<{ message: string }>().message).toBe('Сайт перегружен, повторите попытку через несколько секунд');
    }
  });

  it('still answers its probes and robots.txt, so a busy instance is not taken for a dead one', async () => {
    await expect.poll(async () => (await stack.site.inject({ url: '/news' })).statusCode, { timeout: 5000, interval: 200 }).toBe(503);
    expect((await stack.site.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await stack.site.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await stack.site.inject({ url: '/robots.txt' })).statusCode).toBe(200);
  });
});
