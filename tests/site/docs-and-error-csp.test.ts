// Pages of the site's origin that React does not render still carry a CSP (issue 9 #9): the APIs'
// Swagger UI at /api/docs/ (served through the proxy, on the site's origin) and the plain-HTML
// fallback error pages. The docs UI is not served in production unless API_DOCS turns it on.
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
      // The site's own 404 for a path no route takes (a POST to a page).
      await stack.site.inject({ method: 'POST', url: '/nothing-here', headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin' } }),
      // A URL the router refuses before any handler runs (a broken percent-encoding).
      await stack.site.inject({ url: '/%E0%A4%A', headers: { accept: 'text/html' } }),
    ];
    for (const page of pages) {
      expect(page.statusCode).toBeGreaterThanOrEqual(400);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<html lang="ru">');
      const csp = directives(page.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('script-src')).toBeUndefined();
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('are Russian JSON for a client that asks for JSON, also when the router refuses the URL', async () => {
    const response = await stack.site.inject({ url: '/%E0%A4%A', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toBe('Некорректный адрес запроса');
  });
});
