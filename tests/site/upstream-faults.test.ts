// Fault tests: the main API misbehaving in each way a real one can (hanging, 500, garbage with 200,
// the wrong shape, a huge body, a trickle, dying mid-answer), then coming back. Pages answer the 503
// error page, nothing crashes, /readyz tells the truth, and the site recovers by itself.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMainApi } from '#server/main-api/app.ts';
import { buildSite } from '#server/site/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { seed } from '#server/db/seed/index.ts';
import { fakeClientBuild, type FakeClientBuild } from '../helpers/fake-client-build.ts';
import { abandonedUploadStart } from '../helpers/multipart.ts';
import { TEST_PUBLIC_URL, testConfig } from '../helpers/site-stack.ts';

type Mode = 'ok' | 'hang' | 'error' | 'html' | 'wrong-shape' | 'huge' | 'trickle' | 'die' | 'bad-gateway' | 'stack';

/** A main API in front of the real one, misbehaving as told. */
function startFaultyApi(
  realApiUrl: string,
): Promise<{ server: Server; url: string; setMode: (mode: Mode, only?: RegExp) => void; inFlight: () => number }> {
  let mode: Mode = 'ok';
  // Only the calls whose path matches misbehave, when given; the rest pass to the real API.
  let only: RegExp | undefined;
  let inFlight = 0;
  const real = new URL(realApiUrl);
  const server = createServer((request, response) => {
    inFlight += 1;
    response.once('close', () => (inFlight -= 1));
    switch (only && !only.test(request.url ?? '') ? 'ok' : mode) {
      case 'hang':
        return;
      case 'error':
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"statusCode":500}');
        return;
      case 'html':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Bad Gateway</body></html>');
        return;
      // A load balancer in front of the API, and an API that tells too much.
      case 'bad-gateway':
        response
          .writeHead(502, { 'content-type': 'text/html' })
          .end('<html><center><h1>502 Bad Gateway</h1></center><hr>nginx/1.18.0</html>');
        return;
      case 'stack':
        response.writeHead(500, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            statusCode: 500,
            message: 'Internal Server Error.',
            stack: 'Error: boom\n    at handler (/srv/api/app.js:12:7)',
          }),
        );
        return;
      case 'wrong-shape':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"items":"nope","meta":null}');
        return;
      case 'huge': {
        response.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(1024 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 40 && response.write(chunk)) sent += 1;
          if (sent < 40) response.once('drain', pump);
          else response.end();
        };
        pump();
        response.on('close', () => (sent = 40));
        return;
      }
      case 'trickle': {
        response.writeHead(200, { 'content-type': 'application/json' });
        const timer = setInterval(() => response.write(' '), 100);
        response.on('close', () => clearInterval(timer));
        return;
      }
      case 'die':
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        response.write('{"items":[');
        setTimeout(() => response.destroy(), 20);
        return;
      case 'ok': {
        const forwarded = httpRequest(
          { host: real.hostname, port: real.port, path: request.url, method: request.method, headers: request.headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        request.pipe(forwarded);
        // A request the site gives up on (an upload its visitor abandoned) ends at the real API too.
        forwarded.on('error', () => response.destroy());
        response.once('close', () => forwarded.destroy());
      }
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://127.0.0.1:${port}`,
        setMode: (next, path) => ((mode = next), (only = path)),
        inFlight: () => inFlight,
      });
    });
  });
}

describe('a misbehaving main API', () => {
  let realApi: FastifyInstance;
  let faulty: Awaited<ReturnType<typeof startFaultyApi>>;
  let site: FastifyInstance;
  let client: FakeClientBuild;

  beforeAll(async () => {
    const db = await openDatabase({});
    await migrate(db);
    await seed(db);
    realApi = await buildMainApi({ db, logger: false });
    const realUrl = await realApi.listen({ host: '127.0.0.1', port: 0 });
    faulty = await startFaultyApi(realUrl);
    client = await fakeClientBuild();
    site = await buildSite({
      config: testConfig({ API_TIMEOUT_MS: '1500', CAPTCHA_TIMEOUT_MS: '400' }),
      mainApiUrl: faulty.url,
      leadApiUrl: realUrl,
      clientDir: client.dir,
      logger: false,
    });
  });
  afterAll(async () => {
    await site.close();
    faulty.server.closeAllConnections();
    faulty.server.close();
    await realApi.close();
    await client.remove();
  });

  const modes: Mode[] = ['hang', 'error', 'html', 'wrong-shape', 'huge', 'trickle', 'die', 'bad-gateway', 'stack'];
  for (const mode of modes) {
    it(`answers the 503 error page while it is ${mode}, says so on /readyz (still taking traffic), and recovers`, async () => {
      faulty.setMode(mode);
      const page = await site.inject({ url: '/news?page=2' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['cache-control']).toBe('no-store');
      // A crawler is told when to come back instead of dropping the page.
      expect(page.headers['retry-after']).toBe('60');
      expect(page.body).toContain('Возникла ошибка, возможно 404');
      // The same page asked again, by the browser itself (it works before the scripts do), then home.
      expect(page.body).toMatch(
        /<a [^>]*href="\/news\?page=2" target="_self">Попробовать ещё раз<\/a><a [^>]*href="\/">Вернуться на главную/,
      );
      expect(page.body).not.toMatch(/at .*\.(ts|js):\d+/);
      // Degraded, not unready: the outage is every instance's, and the balancer keeps this one, which
      // still serves assets, last good copies and this 503 page.
      const ready = await site.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json<{ status: string; checks: { mainApi: string } }>()).toMatchObject({
        status: 'degraded',
        checks: { mainApi: 'down' },
      });

      faulty.setMode('ok');
      expect((await site.inject({ url: '/news' })).statusCode).toBe(200);
      expect((await site.inject({ url: '/readyz' })).json<{ status: string }>().status).toBe('ready');
    }, 20_000);
  }

  /**
   * A page asked for while the API fails the calls whose path matches `failing`: shown but for that part,
   * which says it is coming, and kept from caches (the caller sets the API right again).
   */
  async function partialPage(url: string, failing: RegExp) {
    faulty.setMode('error', failing);
    const page = await site.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Загружаем…');
    return page;
  }

  it('shows home without a list that fails, says the list is coming, keeps the page from caches, and fails whole only when all do', async () => {
    // QA: the contests' list failing made all of home a 503 page.
    try {
      const page = await partialPage('/', /^\/api\/events/);
      expect(page.body).toContain('Ближайшие мероприятия');
      expect(page.body).toContain('Программы фонда');
      // The news came: the page shows them, and the browser gets them with the page, not the events.
      const data = /<script type="application\/json" id="app-data">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
      const keys = (JSON.parse(data) as { query: { queries: { queryKey: unknown[] }[] } }).query.queries.map((query) => query.queryKey[0]);
      expect(keys).toContain('news-posts');
      expect(keys).not.toContain('events');

      faulty.setMode('error', /^\/api\/(events|contests|news-posts)/);
      expect((await site.inject({ url: '/' })).statusCode).toBe(503);
    } finally {
      faulty.setMode('ok');
    }
    const whole = await site.inject({ url: '/' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toMatch(/^public/);
    expect(whole.body).not.toContain('Загружаем…');
  });

  it('shows the About page without its team when the list of persons fails', async () => {
    try {
      const page = await partialPage('/o-fonde', /^\/api\/persons/);
      expect(page.body).toContain('Команда');
      expect(page.body).toContain('Документы');
    } finally {
      faulty.setMode('ok');
    }
  });

  it('answers an API failure through the proxy in its own words, never the upstream’s page or stack, and never for a cache', async () => {
    try {
      for (const mode of ['bad-gateway', 'stack'] as const) {
        faulty.setMode(mode);
        const call = await site.inject({ url: '/api/news-posts', headers: { 'accept-encoding': 'br, gzip' } });
        expect(call.statusCode, mode).toBe(mode === 'stack' ? 500 : 502);
        expect(call.headers['cache-control'], mode).toBe('no-store');
        expect(call.headers['content-type'], mode).toMatch(/^application\/json/);
        const body = call.headers['content-encoding'] === 'br' ? brotliDecompressSync(call.rawPayload).toString() : call.body;
        const answer = JSON.parse(body) as Record<string, unknown>;
        expect(Object.keys(answer).sort(), mode).toEqual(['error', 'message', 'statusCode']);
        expect(answer, mode).toMatchObject({
          statusCode: call.statusCode,
          message: 'Сервис временно недоступен, попробуйте ещё раз через минуту',
        });

        // A document link opened in the browser gets the site's page.
        const opened = await site.inject({
          url: '/api/media/documents/reglament.pdf',
          headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' },
        });
        expect(opened.headers['content-type'], mode).toMatch(/^text\/html/);
        expect(opened.body, mode).toContain('Сервис временно недоступен');
        expect(opened.body, mode).not.toMatch(/nginx|Bad Gateway|at handler/);
      }
    } finally {
      faulty.setMode('ok');
    }
  });

  it('labels an answer cut off mid-body by the API as what its body is (QA: «br» on plain JSON)', async () => {
    faulty.setMode('die');
    try {
      const call = await site.inject({ url: '/api/news-posts', headers: { 'accept-encoding': 'br' } });
      expect(call.statusCode).toBeGreaterThanOrEqual(500);
      expect(call.headers['cache-control']).toBe('no-store');
      const body = call.headers['content-encoding'] === 'br' ? brotliDecompressSync(call.rawPayload).toString() : call.body;
      expect(JSON.parse(body)).toMatchObject({ statusCode: call.statusCode });
    } finally {
      faulty.setMode('ok');
    }
  });

  it('stops waiting for the API when the visitor leaves, long before the deadline, and logs no error', async () => {
    // A site whose deadline is far away: only the visitor leaving can end its wait for the hanging API.
    const logLines: Array<{ level: number; msg: string }> = [];
    const patient = await buildSite({
      config: testConfig({ API_TIMEOUT_MS: '60000' }),
      mainApiUrl: faulty.url,
      leadApiUrl: faulty.url,
      clientDir: client.dir,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(JSON.parse(line) as (typeof logLines)[number]) } },
    });
    try {
      const siteUrl = new URL(await patient.listen({ host: '127.0.0.1', port: 0 }));
      faulty.setMode('hang');
      const before = faulty.inFlight();
      const visitor = httpRequest({ host: siteUrl.hostname, port: siteUrl.port, path: '/news' });
      visitor.on('error', () => {});
      visitor.end();
      await expect.poll(() => faulty.inFlight(), { timeout: 10_000 }).toBeGreaterThan(before);
      visitor.destroy();
      await expect.poll(() => faulty.inFlight(), { timeout: 10_000 }).toBe(before);
      // A visitor who leaves is not a fault of the site: said at info level, with no warning or error.
      await expect
        .poll(() => logLines.map((line) => line.msg), { timeout: 10_000 })
        .toContain('the visitor left before the page was ready');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(logLines.filter((line) => line.level >= 40)).toEqual([]);
    } finally {
      faulty.setMode('ok');
      await patient.close();
    }
  }, 30_000);

  it('logs an upload the visitor abandons through the proxy at info, and an API that dies under it as an error', async () => {
    const logLines: Array<{ level: number; msg: string }> = [];
    const logged = await buildSite({
      config: testConfig({ API_TIMEOUT_MS: '1500', CAPTCHA_TIMEOUT_MS: '400' }),
      mainApiUrl: faulty.url,
      leadApiUrl: faulty.url,
      clientDir: client.dir,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(JSON.parse(line) as (typeof logLines)[number]) } },
    });
    try {
      const siteUrl = new URL(await logged.listen({ host: '127.0.0.1', port: 0 }));
      const before = faulty.inFlight();
      const visitor = connect(Number(siteUrl.port), siteUrl.hostname);
      visitor.on('error', () => {});
      visitor.write(abandonedUploadStart([`Host: ${siteUrl.host}`, `Origin: ${TEST_PUBLIC_URL}`]));
      await expect.poll(() => faulty.inFlight(), { timeout: 10_000 }).toBeGreaterThan(before);
      visitor.destroy();
      await expect
        .poll(() => logLines.map((line) => line.msg), { timeout: 10_000 })
        .toContain('client closed the connection during a proxied request');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(logLines.filter((line) => line.level >= 40)).toEqual([]);

      // The proxy's deadline (API_TIMEOUT_MS) passes while the API hangs.
      faulty.setMode('hang');
      const answer = await fetch(new URL('/api/news-posts', siteUrl));
      expect(answer.status).toBe(504);
      expect(logLines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual(['API unreachable through the proxy']);
    } finally {
      faulty.setMode('ok');
      await logged.close();
    }
  }, 30_000);
});
