// The optional in-process page cache: a burst on one page renders it once, a stored page is served
// until its time is up, and only whole, public, successful pages are shared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { etagOf, PageCache, pageCacheKey, oneSpellingUrl } from '#server/site/page-cache.ts';
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
    const responses = await Promise.all(Array.from({ length: 5 }, () => stack.site.inject({ url: '/news?page=2' })));
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

  it('gives cached copies an ETag and answers a matching If-None-Match with 304 and no body', async () => {
    const rendered = await stack.site.inject({ url: '/news?page=3' });
    const cached = await stack.site.inject({ url: '/news?page=3' });
    const etag = String(cached.headers.etag);
    // Weak: the same page goes out in several encodings.
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    // The render that filled the cache already named the validator its copies carry.
    expect(rendered.headers['x-page-cache']).toBe('miss');
    expect(rendered.headers.etag).toBe(etag);
    const revalidated = await stack.site.inject({ url: '/news?page=3', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['cache-control']).toBe(cached.headers['cache-control']);
    // Compared weakly: the tag without its W/ matches too.
    const strongForm = await stack.site.inject({ url: '/news?page=3', headers: { 'if-none-match': etag.slice(2) } });
    expect(strongForm.statusCode).toBe(304);
    const changed = await stack.site.inject({ url: '/news?page=3', headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('gives two renders of the same content one ETag, though their data blocks carry their own render times', async () => {
    // Two cache keys, one page: each request renders it anew.
    const first = await stack.site.inject({ url: '/o-fonde?utm_source=first' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await stack.site.inject({ url: '/o-fonde?utm_source=second' });
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'miss']);
    expect(second.body).not.toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    // A browser holding the first copy gets a 304 from the second.
    const revalidated = await stack.site.inject({
      url: '/o-fonde?utm_source=second',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // What the page shows still counts.
    expect(etagOf(Buffer.from(first.body.replace('Венчурный фонд', 'Фонд')))).not.toBe(first.headers.etag);
  });

  it('answers If-None-Match with 304 from a new render too, once the copy it matched has gone', async () => {
    // Another cache key for the same page stands in for the copy a CDN kept past the site's own.
    const kept = await stack.site.inject({ url: '/programy?utm_source=kept' });
    const revalidated = await stack.site.inject({
      url: '/programy?utm_source=revalidated',
      headers: { 'if-none-match': String(kept.headers.etag) },
    });
    expect(revalidated.headers['x-page-cache']).toBe('miss');
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(kept.headers.etag);
    // The render was kept for the next visitor, whole.
    const next = await stack.site.inject({ url: '/programy?utm_source=revalidated' });
    expect([next.statusCode, next.headers['x-page-cache'], next.headers.etag]).toEqual([200, 'hit', kept.headers.etag]);
    expect(next.body).toContain('</html>');
  });

  it('gives HEAD an ETag when it renders the page, and a 304 to a match', async () => {
    const head = await stack.site.inject({ method: 'HEAD', url: '/startapam?utm_source=head' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    const matched = await stack.site.inject({ method: 'HEAD', url: '/startapam?utm_source=head-again', headers: { 'if-none-match': '*' } });
    expect(matched.statusCode).toBe(304);
  });

  it('never varies by cookie: a signed-in visitor gets the same public copy', async () => {
    const anonymous = await stack.site.inject({ url: '/news?page=2' });
    const withCookie = await stack.site.inject({ url: '/news?page=2', headers: { cookie: 'session=abc.def.ghi' } });
    expect(withCookie.headers['x-page-cache']).toBe('hit');
    expect(withCookie.body).toBe(anonymous.body);
    expect(String(withCookie.headers.vary ?? '')).not.toMatch(/cookie/i);
  });

  it('answers HEAD from a fresh copy as it answers GET: the same headers and ETag, and 304 to a match', async () => {
    await stack.site.inject({ url: '/o-fonde' });
    const get = await stack.site.inject({ url: '/o-fonde' });
    const head = await stack.site.inject({ method: 'HEAD', url: '/o-fonde' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
    const matched = await stack.site.inject({ method: 'HEAD', url: '/o-fonde', headers: { 'if-none-match': '*' } });
    expect(matched.statusCode).toBe(304);
  });

  it('says it varies by encoding on every copy, plain or compressed, rendered or cached, with one weak ETag', async () => {
    const plainRendered = await stack.site.inject({ url: '/events' });
    const plainCached = await stack.site.inject({ url: '/events' });
    const gzip = await stack.site.inject({ url: '/events', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const response of [plainRendered, plainCached, gzip]) expect(response.headers.vary).toBe('accept-encoding');
    expect(gzip.headers.etag).toBe(plainCached.headers.etag);
    expect(String(gzip.headers.etag)).toMatch(/^W\//);
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
    const page = (text: string) => ({ headers: {}, body: Buffer.from(text), storedAt: now, etag: etagOf(Buffer.from(text)), route: '/' });
    cache.begin('/a')(page('a'));
    cache.begin('/b')(page('b'));
    cache.begin('/c')(page('c'));
    expect(cache.fresh('/a')).toBeUndefined();
    expect(cache.fresh('/c')?.body.toString()).toBe('c');
    now = 1000;
    expect(cache.fresh('/c')).toBeUndefined();
    // Past its time it may still stand in while a new render runs, but not for ever.
    expect(cache.stale('/c')?.body.toString()).toBe('c');
    now = 30_000;
    expect(cache.stale('/c')).toBeUndefined();
  });

  it('keeps a last good copy for a failed render as long as stale-if-error says, then forgets it', () => {
    let now = 0;
    const cache = new PageCache(1000, 2, () => now, 600_000);
    cache.begin('/a')({ headers: {}, body: Buffer.from('a'), storedAt: now, etag: etagOf(Buffer.from('a')), route: '/' });
    now = 60_000;
    expect(cache.stale('/a')).toBeUndefined();
    expect(cache.lastGood('/a')?.body.toString()).toBe('a');
    now = 600_000;
    expect(cache.lastGood('/a')).toBeUndefined();
  });

  it('keys pages by path and sorted query, nothing else', () => {
    expect(pageCacheKey('/news?page=2&utm=x')).toBe(pageCacheKey('/news?utm=x&page=2'));
    expect(pageCacheKey('/news?page=2')).not.toBe(pageCacheKey('/news?page=3'));
    expect(pageCacheKey('/news')).toBe('/news');
    // A path, never a host: `//news` resolved against an origin is the host `news` (its key was the home page's).
    expect(pageCacheKey('//news')).toBe('//news');
    expect(pageCacheKey('//')).toBe('//');
  });

  it('gives a path with doubled slashes or backslashes its one spelling, which the site redirects to', () => {
    expect(oneSpellingUrl('/\\news')).toBe('/news');
    expect(oneSpellingUrl('/\\/evil.example?to=//x')).toBe('/evil.example?to=//x');
    expect(oneSpellingUrl('/news\\2024')).toBe('/news/2024');
    expect(oneSpellingUrl('//')).toBe('/');
    expect(oneSpellingUrl('/news?to=//x')).toBeNull();
  });

  it('drops the slash at the end of any path but the home page’s, query untouched', () => {
    expect(oneSpellingUrl('/news/')).toBe('/news');
    expect(oneSpellingUrl('/news/fond-otkryl/?page=2')).toBe('/news/fond-otkryl?page=2');
    expect(oneSpellingUrl('/news//')).toBe('/news');
    expect(oneSpellingUrl('/News/')).toBe('/news');
    expect(oneSpellingUrl('/')).toBeNull();
    expect(oneSpellingUrl('/?to=/x/')).toBeNull();
    expect(oneSpellingUrl('/news?to=/x/')).toBeNull();
  });

  it('gives the AI landing’s main page the slash its address has (spec §2), and keeps it', () => {
    expect(oneSpellingUrl('/kareliya-protiv-ii')).toBe('/kareliya-protiv-ii/');
    expect(oneSpellingUrl('/kareliya-protiv-ii?utm=x')).toBe('/kareliya-protiv-ii/?utm=x');
    expect(oneSpellingUrl('/Kareliya-Protiv-II')).toBe('/kareliya-protiv-ii/');
    expect(oneSpellingUrl('/kareliya-protiv-ii/')).toBeNull();
    expect(oneSpellingUrl('/kareliya-protiv-ii/forum/')).toBe('/kareliya-protiv-ii/forum');
  });

  it('gives a path with capital letters its small-letter spelling, query untouched', () => {
    expect(oneSpellingUrl('/NEWS')).toBe('/news');
    expect(oneSpellingUrl('/News/Fond-Otkryl?utm=AbC')).toBe('/news/fond-otkryl?utm=AbC');
    expect(oneSpellingUrl('//About')).toBe('/about');
    expect(oneSpellingUrl('/news?q=ABC')).toBeNull();
  });

  it('keeps the letters of percent-escapes as browsers send them, with capital hex digits', () => {
    expect(oneSpellingUrl('/news/%D0%BD%D0%BE')).toBeNull();
    expect(oneSpellingUrl('/news/%d0%bd%d0%be')).toBe('/news/%D0%BD%D0%BE');
    expect(oneSpellingUrl('/News/%D0%9D')).toBe('/news/%D0%9D');
    expect(oneSpellingUrl('/news/100%')).toBeNull();
  });

  it('resolves dot segments, escaped ones too, as a URL parser does', () => {
    expect(oneSpellingUrl('/news/%2e%2e')).toBe('/');
    expect(oneSpellingUrl('/news/%2E%2e/o-fonde?x=1')).toBe('/o-fonde?x=1');
    expect(oneSpellingUrl('/news/.')).toBe('/news');
    expect(oneSpellingUrl('/news/./post')).toBe('/news/post');
    expect(oneSpellingUrl('/news/.%2e/..')).toBe('/');
    expect(oneSpellingUrl('/..')).toBe('/');
    expect(oneSpellingUrl('/.well-known/security.txt')).toBeNull();
    expect(oneSpellingUrl('/news/..post')).toBeNull();
  });

  it('is on by default in production only', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEPLOYMENT: 'local' }).PAGE_CACHE_TTL_MS).toBe(1000);
    expect(loadConfig({}).PAGE_CACHE_TTL_MS).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', DEPLOYMENT: 'local', PAGE_CACHE_TTL_MS: '0' }).PAGE_CACHE_TTL_MS).toBe(0);
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

describe('the site with a short page lifetime', () => {
  let stack: SiteStack;
  beforeAll(async () => {
    stack = await startSiteStack({ PAGE_CACHE_TTL_MS: '100' });
  });
  afterAll(() => stack.close());

  it('serves the previous copy while one request renders the page anew', async () => {
    const first = await stack.site.inject({ url: '/news' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const responses = await Promise.all([stack.site.inject({ url: '/news' }), stack.site.inject({ url: '/news' })]);
    expect(responses.map((response) => response.headers['x-page-cache']).sort()).toEqual(['miss', 'stale']);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    // The stale copy is the stored page itself; the new render has its own data timestamps.
    expect(responses.find((response) => response.headers['x-page-cache'] === 'stale')?.body).toBe(first.body);
  });
});

describe('the site whose API fails after a page was cached', () => {
  let stack: SiteStack;
  beforeAll(async () => {
    stack = await startSiteStack({ PAGE_CACHE_TTL_MS: '100', PAGE_STALE_IF_ERROR: '3600' });
  });
  afterAll(() => stack.close());

  it('serves the last good copy of a page instead of the 503 page, and the 503 page where it has none', async () => {
    const good = await stack.site.inject({ url: '/events' });
    expect(good.statusCode).toBe(200);
    await stack.mainApi.close();
    // Past the copy's lifetime and past the stale-while-revalidate window (30 lifetimes).
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    // Those that arrive while one tries to render it get the same copy, not renders of their own.
    const during = await Promise.all([1, 2, 3].map(() => stack.site.inject({ url: '/events' })));
    for (const answer of during) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-page-cache']).toBe('stale-if-error');
      expect(answer.body).toBe(good.body);
      expect(answer.headers.etag).toBe(good.headers.etag);
    }
    const never = await stack.site.inject({ url: '/news' });
    expect(never.statusCode).toBe(503);
    expect(never.headers['cache-control']).toBe('no-store');
  }, 15_000);
});
