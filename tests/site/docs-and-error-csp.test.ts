// Pages of the site's origin that React does not render still carry a CSP (issue 9 #9): the APIs'
// Swagger UI at /api/docs/ (served through the proxy, on the site's origin) and the plain-HTML
// fallback error pages. The docs UI is not served in production unless API_DOCS turns it on.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/common.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { buildLeadApi } from '#server/lead-api/app.ts';
import { buildMainApi } from '#server/main-api/app.ts';
import { startSiteStack, type SiteStack } from '../helpers/site-stack.ts';

/** The CSP's directives by name. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

let stack: SiteStack;
beforeAll(async () => {
  stack = await startSiteStack();
});
afterAll(() => stack.close());

describe('Swagger UI at /api/docs/ on the site’s origin', () => {
  it('has a CSP that lets only its own scripts run, nothing inline, and no framing', async () => {
    const response = await stack.site.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui-bundle.js');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // What Swagger UI needs besides: its stylesheets and the inline styles it sets, data: images.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('keeps the same policy on its script and description', async () => {
    for (const url of ['/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const response = await stack.site.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(directives(response.headers['content-security-policy']).get('script-src'), url).toEqual(["'self'"]);
    }
  });
});

describe('/api/docs in production', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
  });
  afterAll(() => db.close());

  // Runs the APIs only (MAIN_API_URL/LEAD_API_URL set): production's demands on the site do not apply.
  const production = (env: Record<string, string> = {}) =>
    loadConfig({
      NODE_ENV: 'test',
      DEPLOYMENT: 'production',
      LOG_LEVEL: 'silent',
      MAIN_API_URL: 'http://a.test',
      LEAD_API_URL: 'http://b.test',
      CAPTCHA_SITE_KEY: 'ysc1_key',
      ...env,
    });

  it('is not served: a Russian 404, for both APIs', async () => {
    for (const build of [buildMainApi, buildLeadApi]) {
      const app = await build({ db, config: production(), logger: false });
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/swagger-ui-bundle.js']) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(apiErrorSchema.parse(response.json()).message).toMatch(/[а-я]/);
      }
      await app.close();
    }
  });

  it('is served with its CSP when API_DOCS=true', async () => {
    const app = await buildMainApi({ db, config: production({ API_DOCS: 'true' }), logger: false });
    const response = await app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(directives(response.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
    await app.close();
  });
});

describe('the fallback error pages', () => {
  it('carry a CSP that runs no script at all', async () => {
    const pages = [
      // The site's own 405 for a method a page does not take (a form's POST to a page).
      await stack.site.inject({ method: 'POST', url: '/nothing-here', headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin' } }),
      // A URL the router refuses before any handler runs (a broken percent-encoding).
      await stack.site.inject({ url: '/%E0%A4%A', headers: { accept: 'text/html' } }),
      // The site's own 404 for a path no route takes.
      await stack.site.inject({ url: '/api', headers: { accept: 'text/html' } }),
    ];
    for (const page of pages) {
      expect(page.statusCode).toBeGreaterThanOrEqual(400);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<html lang="ru">');
      const csp = directives(page.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('script-src')).toBeUndefined();
      // The site's stylesheets and the page's own style element, by its hash (so the browser applies it).
      const style = /<style>([^<]*)<\/style>/.exec(page.body)?.[1];
      expect(style).toBeDefined();
      expect(csp.get('style-src')).toEqual(["'self'", `'sha256-${createHash('sha256').update(style!).digest('base64')}'`]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it("stand in for an API refusal when the browser opens an /api address itself, with the API's message", async () => {
    const navigation = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    // A document link of the AI landing (opened in a new tab) whose file is gone.
    const opened = await stack.site.inject({ url: '/api/media/documents/net-takogo.pdf', headers: navigation });
    expect(opened.statusCode).toBe(404);
    expect(opened.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(opened.headers['content-length']).toBe(String(Buffer.byteLength(opened.body)));
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(directives(opened.headers['content-security-policy']).get('script-src')).toBeUndefined();
    expect(opened.body).toContain('Возникла ошибка, возможно 404');
    expect(opened.body).toContain('Документ не найден');
    expect(opened.body).toContain('<a class="button" href="/">Вернуться на главную</a>');
    // A file link past its end.
    const expired = await stack.site.inject({ url: '/api/files/f/download?expires=1&signature=abc', headers: navigation });
    expect(expired.statusCode).toBeGreaterThanOrEqual(400);
    expect(expired.headers['content-type']).toContain('text/html');
    expect(expired.body).toContain(
      apiErrorSchema.parse((await stack.site.inject({ url: '/api/files/f/download?expires=1&signature=abc' })).json()).message,
    );
    // Fresh links are in the cabinet's list of applications, so the page leads there (QA: «Обновите страницу»
    // reloaded the refused address); the document's page has no such way.
    expect(expired.body).toContain('<a class="button" href="/cabinet/applications">Мои заявки</a>');
    expect(expired.body).toContain('<a class="button second" href="/">Вернуться на главную</a>');
    expect(opened.body).not.toContain('Мои заявки');
    // The site's own scripts calling the same address still get the API's JSON.
    const fetched = await stack.site.inject({
      url: '/api/media/documents/net-takogo.pdf',
      headers: { accept: '*/*', 'sec-fetch-mode': 'cors' },
    });
    expect(fetched.statusCode).toBe(404);
    expect(apiErrorSchema.parse(fetched.json()).message).toBe('Документ не найден');
    // A browser without Fetch Metadata is judged by its Accept header.
    const older = await stack.site.inject({ url: '/api/media/documents/net-takogo.pdf', headers: { accept: 'text/html' } });
    expect(older.headers['content-type']).toContain('text/html');
    // What the API answers well passes as it is.
    expect((await stack.site.inject({ url: '/api/news-posts?page=1&per_page=1', headers: navigation })).headers['content-type']).toContain(
      'application/json',
    );
  });

  it("never blame the server for the browser's own request", async () => {
    const beyondTheEnd = await stack.site.inject({
      url: '/favicon.svg',
      headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate', range: 'bytes=999999-' },
    });
    expect(beyondTheEnd.statusCode).toBe(416);
    expect(beyondTheEnd.body).toContain('Запрос не\u00a0удалось выполнить: проверьте адрес страницы.');
    expect(beyondTheEnd.body).not.toContain('нашей стороне');
  });

  it('are Russian JSON for a client that asks for JSON, also when the router refuses the URL', async () => {
    const response = await stack.site.inject({ url: '/%E0%A4%A', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toBe('Некорректный адрес запроса');
    // fetch()'s default Accept is */*: Fetch Metadata tells the site's scripts from a visit, and an /api
    // address is the API's, JSON for any client but a browser opening it.
    for (const headers of [{ accept: '*/*', 'sec-fetch-mode': 'cors' }, { accept: '*/*' }]) {
      const refused = await stack.site.inject({ url: '/api/news-posts/%E0%A4%A', headers });
      expect(refused.statusCode).toBe(400);
      expect(apiErrorSchema.parse(refused.json()).message).toBe('Некорректный адрес запроса');
    }
    const fetchedPage = await stack.site.inject({ url: '/%E0%A4%A', headers: { accept: '*/*', 'sec-fetch-mode': 'cors' } });
    expect(fetchedPage.headers['content-type']).toContain('application/json');
    const visited = await stack.site.inject({
      url: '/api/news-posts/%E0%A4%A',
      headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' },
    });
    expect(visited.headers['content-type']).toContain('text/html');
  });
});
