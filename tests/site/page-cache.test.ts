// The optional in-process page cache: a burst on one page renders it once, a stored page is served
// until its time is up, and only whole, public, successful pages are shared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache } from '../../server/site/page-cache.ts';
import { startSiteStack, type SiteStack } from '../helpers/site-stack.ts';

describe('the site with PAGE_CACHE_TTL_MS', () => {
  let stack: SiteStack;
  const apiCalls: string[] = [];

  beforeAll(async () => {
    stack = await startSiteStack({ PAGE_CACHE_TTL_MS: '60000' }, { onMainApiRequest: (url) => apiCalls.push(url) });
  });
  afterAll(() => stack.close());

  it('renders a burst of requests for one page once', async () => {
    apiCalls.length = 0;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => stack.site.inject({ url: '/news?page=2' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(apiCalls.filter((url) => url.startsWith('/api/news-posts/all'))).toHaveLength(1);
    expect(responses.map((response) => response.headers['x-page-cache']).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
  });

  it('serves a stored page with the headers it was rendered with', async () => {
    const first = await stack.site.inject({ url: '/news' });
    const second = await stack.site.inject({ url: '/news' });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('does not share error pages', async () => {
    const first = await stack.site.inject({ url: '/news/no-such-post' });
    const second = await stack.site.inject({ url: '/news/no-such-post' });
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    expect(second.headers['x-page-cache']).toBe('miss');
  });
});

describe('PageCache', () => {
  it('forgets a page when its time is up and keeps at most maxEntries', () => {
    let now = 0;
    const cache = new PageCache(1000, 2, () => now);
    const page = (text: string) => ({ headers: {}, body: Buffer.from(text), storedAt: now });
    cache.begin('/a')(page('a'));
    cache.begin('/b')(page('b'));
    cache.begin('/c')(page('c'));
    expect(cache.fresh('/a')).toBeUndefined();
    expect(cache.fresh('/c')?.body.toString()).toBe('c');
    now = 1000;
    expect(cache.fresh('/c')).toBeUndefined();
  });

  it('lets waiters see a declined render as null', async () => {
    const cache = new PageCache(1000, 10);
    const settle = cache.begin('/x');
    const waiting = cache.pending('/x');
    settle(null);
    expect(await waiting).toBeNull();
    expect(cache.pending('/x')).toBeUndefined();
  });
});
