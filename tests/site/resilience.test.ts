// What ops teams rely on: health and readiness, 503 with the error page while the main API is away and
// recovery when it returns, graceful shutdown, and config errors that name the field.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { seed } from '#server/db/seed/index.ts';
import { buildMainApi } from '#server/main-api/app.ts';
import { buildSite } from '#server/site/app.ts';
import { freePort } from '#scripts/free-port.ts';
import { fakeClientBuild, type FakeClientBuild } from '../helpers/fake-client-build.ts';
import { startSiteStack, testConfig, TEST_PUBLIC_URL, type SiteStack } from '../helpers/site-stack.ts';

describe('health and readiness', () => {
  let stack: SiteStack;
  beforeAll(async () => {
    stack = await startSiteStack();
  });
  afterAll(() => stack.close());

  it('reports alive and ready when both APIs answer', async () => {
    expect((await stack.site.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await stack.site.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { mainApi: 'ok', leadApi: 'ok' } });
  });
});

describe('when the main API is down', () => {
  let client: FakeClientBuild;
  beforeAll(async () => {
    client = await fakeClientBuild();
  });
  afterAll(() => client.remove());

  it('answers 503 with the error page, stays up, and recovers when the API returns', async () => {
    const port = await freePort();
    const mainApiUrl = `http://127.0.0.1:${port}`;
    const site = await buildSite({ config: testConfig(), mainApiUrl, leadApiUrl: mainApiUrl, clientDir: client.dir, logger: false });

    const down = await site.inject({ url: '/news' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.body).toContain('Возникла ошибка, возможно 404');
    expect(down.body).not.toMatch(/at .*\.(ts|js):\d+/);
    const ready = await site.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'degraded', checks: { mainApi: 'down', leadApi: 'down' } });
    const proxied = await site.inject({ url: '/api/news-posts' });
    expect(proxied.statusCode).toBe(503);
    expect(proxied.json<{ message: string }>().message).toBe('Сервис временно недоступен, попробуйте ещё раз через минуту');
    expect(proxied.body).not.toContain('127.0.0.1');
    // A form sent meanwhile gets the same answer, at once, over a real connection (QA: a request with a
    // body, read whole before it went on, was taken for one its client had left: no answer, ever, and
    // the form said «Отправляем…» for good).
    const address = await site.listen({ host: '127.0.0.1', port: 0 });
    const send = (method: string, path: string, body: string, contentType: string) =>
      fetch(`${address}${path}`, {
        method,
        body,
        headers: { origin: TEST_PUBLIC_URL, 'content-type': contentType },
        signal: AbortSignal.timeout(10_000),
      });
    const sent = await Promise.all([
      send('POST', '/api/Email/askQuestion', JSON.stringify({ fullName: 'Иван', phone: '+7', question: '?' }), 'application/json'),
      send('PUT', '/api/project-applications/1', JSON.stringify({ name: 'Иван' }), 'application/json'),
      send(
        'POST',
        '/api/files',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhi\r\n--x--\r\n',
        'multipart/form-data; boundary=x',
      ),
    ]);
    for (const answer of sent) {
      expect(answer.status).toBe(503);
      expect(((await answer.json()) as { message: string }).message).toBe('Сервис временно недоступен, попробуйте ещё раз через минуту');
    }
    // «Войти через ВКонтакте» opens the API's sign-in start in the browser: the site's error page.
    const signIn = await site.inject({
      url: '/api/auth/oauth/vkontakte?return_jwt=1&redirect_url=%2F',
      headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' },
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.headers['content-type']).toContain('text/html');
    expect(signIn.body).toContain('Сервис временно недоступен, попробуйте ещё раз через минуту');
    expect(signIn.body).not.toContain('127.0.0.1');
    expect((await site.inject({ url: '/healthz' })).statusCode).toBe(200);

    const db = await openDatabase({});
    await migrate(db);
    await seed(db);
    const mainApi = await buildMainApi({ db, logger: false });
    await mainApi.listen({ host: '127.0.0.1', port });
    try {
      expect((await site.inject({ url: '/news' })).statusCode).toBe(200);
    } finally {
      await site.close();
      await mainApi.close();
      await db.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes requests in flight and refuses new ones', async () => {
    const slowApi = Fastify({ logger: false });
    slowApi.get('/api/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    const slowUrl = await slowApi.listen({ host: '127.0.0.1', port: 0 });
    const client = await fakeClientBuild();
    const site = await buildSite({ config: testConfig(), mainApiUrl: slowUrl, leadApiUrl: slowUrl, clientDir: client.dir, logger: false });
    const siteUrl = await site.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = fetch(`${siteUrl}/api/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = site.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${siteUrl}/healthz`)).rejects.toThrow();

    await slowApi.close();
    await client.remove();
  });
});

describe('configuration', () => {
  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', MAIN_API_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^MAIN_API_URL: должен быть полным URL/m);
    expect(problems).toMatch(/^LOG_LEVEL: /m);
  });

  it('runs React in production on the embedded defaults with DEPLOYMENT=local, demanding no secrets', () => {
    const config = loadConfig({ NODE_ENV: 'production', DEPLOYMENT: 'local' });
    expect(config.DEPLOYMENT).toBe('local');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DEPLOYMENT: 'production',
        MAIN_API_URL: 'http://a.test',
        LEAD_API_URL: 'http://b.test',
        CAPTCHA_SITE_KEY: 'ysc1_key',
      }).DEPLOYMENT,
    ).toBe('production');
    expect(loadConfig({}).DEPLOYMENT).toBe('local');
    expect(() => loadConfig({ NODE_ENV: 'development', DEPLOYMENT: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('refuses production without VK, a strong JWT secret, captcha and SMTP for the APIs it runs, and the captcha site key for its forms', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig({ NODE_ENV: 'production', ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems.map((line) => line.split(':')[0]);
      }
    };
    expect(problemsOf({})).toEqual([
      'CAPTCHA_SITE_KEY',
      'JWT_SECRET',
      'VK_CLIENT_ID',
      'VK_CLIENT_SECRET',
      'CAPTCHA_SERVER_KEY',
      'SMTP_URL',
    ]);
    expect(problemsOf({ JWT_SECRET: 'short' })).toContain('JWT_SECRET');
    const complete = {
      JWT_SECRET: 'a'.repeat(48),
      VK_CLIENT_ID: '5100000',
      VK_CLIENT_SECRET: 'vk-secret',
      CAPTCHA_SERVER_KEY: 'ysc2_key',
      CAPTCHA_SITE_KEY: 'ysc1_key',
      SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
    };
    expect(problemsOf(complete)).toEqual([]);
    // A site-only instance needs none of the APIs' secrets, only what its forms need.
    expect(problemsOf({ MAIN_API_URL: 'http://main-api:4000', LEAD_API_URL: 'http://lead-api:4001' })).toEqual(['CAPTCHA_SITE_KEY']);
    expect(problemsOf({ MAIN_API_URL: 'http://main-api:4000', LEAD_API_URL: 'http://lead-api:4001', CAPTCHA_SITE_KEY: 'k' })).toEqual([]);
  });

  it('refuses TRUST_PROXY=true, which would let any client choose its own address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback,fd00::/8' }).TRUST_PROXY).toEqual(['loopback', 'fd00::/8']);
  });

  it('names a proxy list entry that is no address instead of crashing at start', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
    };
    expect(problemsOf({ TRUST_PROXY: 'garbage, 10.0.0.0/8' })).toMatch(/^TRUST_PROXY: не адрес и не подсеть: garbage \(/m);
    expect(problemsOf({ TRUST_PROXY: '1' })).toMatch(/^TRUST_PROXY: не адрес и не подсеть: 1 /m);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/^TRUST_PROXY: /m);
    expect(problemsOf({ API_TRUST_PROXY: 'true' })).toMatch(/^API_TRUST_PROXY: не адрес и не подсеть: true /m);
  });

  it('wants the public address with http:// or https://', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'venture.example:443' })).toThrow(/PUBLIC_URL: должен быть адресом сайта с http/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://venture.example' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ PUBLIC_URL: 'https://venture.example/' }).PUBLIC_URL).toBe('https://venture.example');
  });

  it('keeps the captcha check shorter than the wait of the site for the API', () => {
    expect(() => loadConfig({ CAPTCHA_TIMEOUT_MS: '5000', API_TIMEOUT_MS: '5000' })).toThrow(/CAPTCHA_TIMEOUT_MS/);
  });

  it('wants all three S3 settings or none', () => {
    expect(() => loadConfig({ S3_BUCKET: 'uploads' })).toThrow(/S3_BUCKET/);
  });

  it('treats empty variables as unset and fills the defaults', () => {
    const config = loadConfig({ MAIN_API_URL: '', PORT: '8080' });
    expect(config.MAIN_API_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.HOST).toBe('127.0.0.1');
  });
});
