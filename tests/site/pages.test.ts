// Pages as a visitor, a crawler and a CDN see them: HTML with head tags before the body,
// data embedded for hydration, the right status and cache headers, and no inline script.
import { readFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsKeys } from '#client/features/news/api/keys.ts';
import { NEWS_PER_PAGE, type NewsPostList } from '#shared/schemas/news.ts';
import { appDataOf, headOf, inlineExecutableScripts } from '../helpers/html.ts';
import { startSiteStack, type SiteStack } from '../helpers/site-stack.ts';

let stack: SiteStack;
let firstPage: NewsPostList;

beforeAll(async () => {
  stack = await startSiteStack();
  const response = await fetch(`${stack.mainApiUrl}/api/news-posts/all?page=1&per_page=${NEWS_PER_PAGE}`);
  firstPage = (await response.json()) as NewsPostList;
});
afterAll(() => stack.close());

const get = (url: string, headers: Record<string, string> = {}) => stack.site.inject({ method: 'GET', url, headers });
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';

describe('the news list', () => {
  it('sends a Russian HTML document with the first page of news in it, whole, with its length', async () => {
    const response = await get('/news');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // The loaders fetched all the page shows, so nothing is left to stream after the shell (render.test.ts
    // covers a page that still suspends).
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="ru"/);
    for (const post of firstPage.items) expect(response.body).toContain(`href="/news/${post.slug}"`);
  });

  it('puts title, description, canonical and Open Graph in <head>, before the body', async () => {
    const head = headOf((await get('/news')).body);
    expect(head).toContain('<title>Новости — Венчурный фонд Карелии</title>');
    expect(head).toMatch(/<meta name="description" content="[^"]+"/);
    expect(head).toContain('<link rel="canonical" href="http://site.test/news"');
    expect(head).toContain('<meta property="og:title" content="Новости"');
    expect(head).toContain('<meta property="og:locale" content="ru_RU"');
    expect(head.match(/<title>/g)).toHaveLength(1);
  });

  it('links the CSS bundle, and names the entry and the route chunks for the boot script, its only script', async () => {
    const html = (await get('/news')).body;
    const head = headOf(html);
    expect(head).toContain('href="/assets/entry.client-TEST.css"');
    // The entry first, then every chunk the route imports at once (the layout's and the list's).
    const listed = /<meta name="page-scripts" content="([^"]*)"/.exec(head)?.[1]?.split(' ');
    expect(listed?.[0]).toBe('/assets/entry.client-TEST.js');
    expect(listed).toEqual(expect.arrayContaining(['/assets/chunk-SHARED.js', '/assets/news-list-TEST.js', '/assets/chunk-NEWS.js']));
    expect(new Set(listed).size).toBe(listed?.length);
    // Nothing in the document fetches a script but the boot script, which starts the rest after the
    // first paint: the page paints from HTML and CSS without ~30 files of script beside them.
    expect(html.match(/<script[^>]* src="[^"]*"/g)).toEqual(['<script type="module" src="/assets/boot-TEST.js"']);
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" fetchPriority="low" href="/assets/boot-TEST.js"/>',
    ]);
  });

  it('embeds the query cache and router data as non-executable JSON, and nothing executable inline', async () => {
    const html = (await get('/news')).body;
    expect(inlineExecutableScripts(html)).toEqual([]);
    const appData = appDataOf(html);
    const cached = appData.query.queries.find(
      (query) => JSON.stringify(query.queryKey) === JSON.stringify(newsKeys.list(1, NEWS_PER_PAGE)),
    );
    expect(cached?.state.data).toEqual(firstPage);
    expect(appData.router.loaderData).toMatchObject({ 'news-list': { page: 1 } });
    expect(appData.config.publicUrl).toBe('http://site.test');
  });

  it('is cacheable by a CDN with a strict, nonce-free CSP', async () => {
    const response = await get('/news');
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('nonce-');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('shows the second page with its own canonical and other posts', async () => {
    const response = await get('/news?page=2');
    expect(response.statusCode).toBe(200);
    expect(headOf(response.body)).toContain('<link rel="canonical" href="http://site.test/news?page=2"');
    expect(response.body).not.toContain(`href="/news/${firstPage.items[0]!.slug}"`);
    expect(response.body).toContain('aria-current="page" aria-label="Страница 2"');
  });

  it('answers 400 with the error page for a page number that is not a positive integer', async () => {
    for (const page of ['abc', '0', '-1', '1.5']) {
      const response = await get(`/news?page=${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(response.body).toContain('Возникла ошибка, возможно 404');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 404 for a page past the last one', async () => {
    const response = await get(`/news?page=${firstPage.meta.totalPages + 1}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('a news article', () => {
  it('renders the article, its author and similar news', async () => {
    const slug = firstPage.items[0]!.slug;
    const post = (await (await fetch(`${stack.mainApiUrl}/api/news-posts/${slug}`)).json()) as {
      title: string;
      author: { name: string; personSlug: string | null } | null;
      cover: { large: string };
    };
    // The demo authors are the fund's people: the name leads to the person's page.
    const personSlug = post.author?.personSlug;
    expect(personSlug).toBeTruthy();
    const response = await get(`/news/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(response.body).toContain(`<h1`);
    expect(response.body).toContain(post.title.replace(/"/g, '&quot;').slice(0, 20));
    expect(headOf(response.body)).toContain('<meta property="og:type" content="article"');
    expect(headOf(response.body)).toContain(`<link rel="canonical" href="http://site.test/news/${slug}"`);
    expect(response.body).toContain(`<a href="/person/${personSlug}">${post.author!.name}</a>`);
    expect(response.body).toContain('Похожие новости');
    // The navbar's «Новости» leads to the section the article is in, not to the page open.
    expect(/<a[^>]*aria-current="([^"]*)"[^>]*href="\/news">Новости<\/a>/.exec(response.body)?.[1]).toBe('true');
    expect(/<a[^>]*aria-current="([^"]*)"[^>]*href="\/news">Новости<\/a>/.exec((await get('/news')).body)?.[1]).toBe('page');
    expect(inlineExecutableScripts(response.body)).toEqual([]);
    const structured = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(response.body)?.[1];
    expect(JSON.parse(structured ?? 'null')).toMatchObject({
      '@type': 'NewsArticle',
      headline: post.title,
      mainEntityOfPage: `http://site.test/news/${slug}`,
      author: { '@type': 'Person', name: post.author!.name, url: `http://site.test/person/${personSlug}` },
    });
    // Search engines take no SVG: an SVG cover gives way to the fund's picture, as in the link preview.
    // The fund's pictures and media may be shown by other sites (no same-origin resource policy).
    const media = await get(post.cover.large.replace(/^https?:\/\/[^/]+/, ''));
    expect(media.statusCode).toBe(200);
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get('/news')).headers['cross-origin-resource-policy']).toBe('same-origin');
    const { image } = JSON.parse(structured ?? 'null') as { image: string[] };
    expect(image).toEqual([post.cover.large.includes('.svg') ? 'http://site.test/og/fund.jpg' : `http://site.test${post.cover.large}`]);
  });

  it('answers a real 404 with the error page for an unknown slug', async () => {
    const response = await get('/news/no-such-news-post');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Возникла ошибка, возможно 404');
    expect(response.body).toContain('Такое бывает\u00a0— времена непростые.');
    expect(response.body).toContain('Вернуться на главную');
    // Asking again for a page that is not there helps nobody.
    expect(response.body).not.toContain('Попробовать ещё раз');
    expect(headOf(response.body)).toContain('<meta name="robots" content="noindex"');
  });
});

describe('other pages', () => {
  it('renders the home page with links to the news', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('href="/news"');
    expect(headOf(response.body)).toContain('<title>Венчурный фонд Республики Карелия</title>');
  });

  it("gives link previews the fund's picture where a page has none, or only an SVG one", async () => {
    const article = firstPage.items[0]!;
    // The demo covers are SVG, which VK, Telegram and Facebook do not show.
    expect(article.cover.large).toMatch(/\.svg/);
    for (const path of ['/', '/o-fonde', '/news', `/news/${article.slug}`]) {
      const head = headOf((await get(path)).body);
      expect(head, path).toContain('<meta property="og:image" content="http://site.test/og/fund.jpg"/>');
      // Its size, so a first share shows it, and the large card that puts it over the title.
      expect(head, path).toContain('<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>');
      expect(head, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    }
    // The picture is one of the site's public files (served from client/public, as the favicon is).
    const picture = await readFile(new URL('../../client/public/og/fund.jpg', import.meta.url));
    expect(picture.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('holds the first paint until the page above the footer is parsed, on the main site and the AI landing', async () => {
    // A paint midway through the stream moved the top bar's links, the slider's arrows and, on a
    // phone, an event's whole text as the rest arrived (layout shift). The head names the footer;
    // the footer comes after the page's content, and exactly once.
    for (const path of ['/', '/news', '/kareliya-protiv-ii/']) {
      const html = (await get(path)).body;
      expect(headOf(html), path).toContain('<link rel="expect" href="#page-footer" blocking="render"/>');
      expect(html.match(/ id="page-footer"/g), path).toHaveLength(1);
      expect(html.indexOf('id="page-footer"'), path).toBeGreaterThan(html.indexOf('</main>'));
    }
  });

  it('answers 404, not 503, for a slug longer than the API keeps', async () => {
    const response = await get(`/news/${'a'.repeat(250)}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Возникла ошибка, возможно 404');
  });

  it('answers a real 404 with the error page for an unknown route', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Возникла ошибка, возможно 404');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers another method than GET or HEAD on a page with a Russian 405 naming the methods it takes', async () => {
    for (const [method, url, allow] of [
      ['POST', '/news', 'GET, HEAD'],
      ['DELETE', '/', 'GET, HEAD'],
      ['PUT', '/no/such/page', 'GET, HEAD'],
      ['OPTIONS', '/news?page=2', 'GET, HEAD'],
      ['PUT', '/auth/logout', 'GET, HEAD, POST'],
    ] as const) {
      const response = await stack.site.inject({ method, url, headers: { accept: 'application/json' } });
      expect({ method, url, status: response.statusCode, allow: response.headers.allow }).toEqual({ method, url, status: 405, allow });
      expect(response.json()).toEqual({ statusCode: 405, error: 'Method Not Allowed', message: 'Метод не поддерживается' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // A browser's form sent to a page gets the error page.
    const page = await stack.site.inject({
      method: 'POST',
      url: '/news',
      headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin' },
    });
    expect(page.statusCode).toBe(405);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('405');
    // The API's addresses are the API's to answer: with the methods it takes, in its JSON.
    const api = await stack.site.inject({ method: 'DELETE', url: '/api/news-posts' });
    expect([api.statusCode, api.headers.allow, api.headers['content-type']]).toEqual([405, 'GET, HEAD', 'application/json; charset=utf-8']);
    expect((await stack.site.inject({ method: 'POST', url: '/api' })).statusCode).toBe(404);
  });

  it('sends a path spelled with capital letters to its small-letter spelling, query as it was', async () => {
    // The router matches paths in any case: /NEWS was the news page under a URL of its own (and a cache entry).
    for (const [url, location] of [
      ['/NEWS', '/news'],
      ['/News?page=2&utm_source=VK', '/news?page=2&utm_source=VK'],
    ] as const) {
      const response = await get(url);
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({ url, status: 301, location });
    }
  });

  it('sends a path spelled with doubled slashes or backslashes to its one spelling, never rendering another page', async () => {
    // Read against the site's origin, `//news` is the host `news`: it rendered the home page with a 200 a
    // CDN would keep, and `//` failed with a 500.
    for (const [url, location] of [
      ['//news', '/news'],
      ['//', '/'],
      ['///', '/'],
      ['/news//?page=2', '/news?page=2'],
      ['//evil.example/news?a=//b', '/evil.example/news?a=//b'],
    ] as const) {
      const response = await get(url);
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({ url, status: 301, location });
      expect(response.body).toBe('');
    }
    // A plain path is not redirected, and a doubled slash in the query is the query's business
    // (backslashes, which inject normalises before the site sees them: page-cache.test.ts).
    expect((await get('/news?next=//x')).statusCode).toBe(200);
  });

  it('sends a path with dot segments, escaped or not, to the page they lead to, instead of rendering it under its own URL', async () => {
    // On a socket: inject resolves dot segments before the site sees them, as a browser does; a hand-made
    // request does not, and /news/%2e%2e was the home page with a 200.
    const origin = await stack.site.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(origin);
    const ask = (path: string) =>
      new Promise<{ status: number | undefined; location: string | undefined }>((resolve, reject) => {
        httpGet({ host: '127.0.0.1', port, path }, (response) => {
          response.resume();
          resolve({ status: response.statusCode, location: response.headers.location });
        }).on('error', reject);
      });
    for (const [url, location] of [
      ['/news/%2e%2e', '/'],
      ['/news/%2E%2E/o-fonde', '/o-fonde'],
      ['/news/.', '/news'],
    ] as const) {
      expect({ url, ...(await ask(url)) }).toEqual({ url, status: 301, location });
    }
  });

  it('names Accept-Encoding in Vary on everything it may compress, also when this answer was not', async () => {
    // A CDN that stored a plain copy without Vary would give it to every client.
    for (const url of ['/api/news-posts?page=1&per_page=9', '/sitemap.xml', '/favicon.svg', '/robots.txt', '/news']) {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(200);
        expect({ url, vary: String(response.headers.vary).toLowerCase().split(/,\s*/) }).toEqual({ url, vary: ['accept-encoding'] });
      }
    }
  });

  it('gives crawlers the complete document', async () => {
    const response = await get('/news', { 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('</html>');
    for (const post of firstPage.items) expect(response.body).toContain(`href="/news/${post.slug}"`);
  });

  it('compresses pages for clients that accept gzip', async () => {
    const response = await get('/news', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('a private page', () => {
  it('is never stored and gets a fresh CSP nonce that its scripts carry', async () => {
    const [first, second] = [await get('/thank-you'), await get('/thank-you')];
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
    expect(first.body).toMatch(new RegExp(`<script type="module" src="[^"]+" nonce="${nonce!.replace(/[+/]/g, '\\$&')}"`));
    // Without the form's history state (which the server never sees) it claims nothing was sent.
    expect(first.body).toMatch(/<h1[^>]*>Спасибо!<\/h1>/);
    expect(first.body).toContain('Если вы отправили заявку или вопрос');
    expect(first.body).not.toContain('заявка отправлена');
  });
});

describe('static files', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/entry.client-TEST.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a range past the end of an asset with 416 and the size in Content-Range', async () => {
    const whole = await get('/assets/entry.client-TEST.js');
    const size = Buffer.byteLength(whole.body);
    const part = await get('/assets/entry.client-TEST.js', { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${size}`);
    const past = await get('/assets/entry.client-TEST.js', { range: `bytes=${size + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers 404 for a missing asset without rendering a page', async () => {
    const response = await get('/assets/missing-ABC.js');
    expect(response.statusCode).toBe(404);
  });

  it('sends a page address with a slash at the end to the page’s own address, query kept', async () => {
    const response = await get('/news/?page=2');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/news?page=2');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/')).statusCode).toBe(200);
  });

  it('keeps a misspelled sign-in landing, whose address carries a token, out of shared caches', async () => {
    // QA: `/auth/?access_token=…` was a 301 any CDN could keep for a day, the token in its Location.
    const response = await get('/auth/?access_token=eyJhbGciOiJIUzI1NiJ9.e30.c2ln');
    expect(response.statusCode).toBe(301);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends /favicon.ico to the SVG icon without rendering a page', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it('serves robots.txt that keeps private paths out and names the sitemap by its absolute URL', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /cabinet');
    expect(response.body).toContain('Sitemap: http://site.test/sitemap.xml');
    // The thank-you page says noindex itself: a Disallow would keep crawlers from reading it.
    expect(response.body).not.toContain('Disallow: /thank-you');
    expect(headOf((await get('/thank-you')).body)).toContain('<meta name="robots" content="noindex"');
  });

  it('lists every public page in sitemap.xml, each item’s own page with lastmod, and nothing private', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', '/o-fonde', '/programy', '/startapam', '/news', '/events', '/p/terms-of-use', '/contest/arctic']) {
      expect(locs, path).toContain(`http://site.test${path}`);
    }
    // Every published post, not only the first page of the list (26 demo posts, 9 to a page).
    expect(locs.filter((loc) => loc?.startsWith('http://site.test/news/')).length).toBeGreaterThan(20);
    // The page of a post, an event, a person, a single page and a contest says when it last changed.
    for (const prefix of ['/news/', '/events/', '/person/', '/p/', '/contest/']) {
      const urls = [...response.body.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] ?? '');
      const items = urls.filter((url) => url.startsWith(`<loc>http://site.test${prefix}`) && !url.includes('/participants<'));
      expect(items.length, prefix).toBeGreaterThan(0);
      for (const item of items) expect(item, prefix).toMatch(/<\/loc><lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z<\/lastmod>$/);
    }
    expect(locs.some((loc) => loc?.includes('/cabinet') || loc?.includes('/thank-you'))).toBe(false);
  });
});

describe('the protective headers (helmet)', () => {
  it('go with every kind of answer: a page, a repeated page, a proxied API call, a static file, a 404', async () => {
    for (const url of ['/news', '/news', '/api/news-posts?page=1&per_page=3', '/favicon.svg', '/no-such-page']) {
      const response = await get(url);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      // The test origin is plain http: HSTS would mean nothing there.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
