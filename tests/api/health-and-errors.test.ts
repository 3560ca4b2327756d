// What both APIs answer when things go wrong: /healthz follows the database, a failing request gets a
// generic Russian 5xx logged with its request id, and the process keeps answering.
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/common.ts';
import type { Database } from '#server/db/database.ts';
import { buildLeadApi } from '#server/lead-api/app.ts';
import { buildMainApi } from '#server/main-api/app.ts';
import { openSeededDatabase, testBackends, type TestDatabase } from '../helpers/api-db.ts';
import { abandonedUploadStart } from '../helpers/multipart.ts';

const builders = [
  { name: 'main API', build: buildMainApi },
  { name: 'lead API', build: buildLeadApi },
];

/** A database whose every query fails, as when PostgreSQL is down. */
function unreachableDatabase(): Database {
  const fail = async (): Promise<never> => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
  };
  return { query: fail, exec: fail, transaction: fail, close: async () => {} };
}

/** A pino destination that keeps the log lines for assertions; `onLine` is told of each as it is written. */
function logCollector(level = 'error') {
  const lines: Record<string, unknown>[] = [];
  const listeners = new Set<(line: Record<string, unknown>) => void>();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const line = JSON.parse(String(chunk)) as Record<string, unknown>;
      lines.push(line);
      for (const listener of listeners) listener(line);
      done();
    },
  });
  return { lines, logger: { level, stream }, onLine: (listener: (line: Record<string, unknown>) => void) => listeners.add(listener) };
}

describe.each(testBackends)('health on $name', (backend) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await openSeededDatabase(backend);
  });
  afterAll(async () => {
    await testDatabase?.dispose();
  });

  it.each(builders)('$name: /healthz is 200 ok while the database answers', async ({ build }) => {
    const app = await build({ db: testDatabase.db, logger: false });
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});

describe.each(builders)('$name with its database down', ({ build }) => {
  let app: FastifyInstance;
  const log = logCollector();

  beforeAll(async () => {
    app = await build({ db: unreachableDatabase(), logger: log.logger });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reports 503 on /healthz', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
  });

  it('answers a known address asked with another method with a Russian 405 naming its methods', async () => {
    const response = await app.inject({ method: 'POST', url: '/healthz' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(apiErrorSchema.parse(response.json())).toEqual({
      statusCode: 405,
      error: 'Method Not Allowed',
      message: 'Метод не поддерживается',
    });
  });

  it('answers unknown routes with a Russian 404', async () => {
    const response = await app.inject('/api/nichego-net');
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Страница не найдена',
    });
  });
});

describe("the main API's addresses asked with another method", () => {
  it('are a 405 naming what each takes, its parameters matched as routes match them', async () => {
    const app = await buildMainApi({ db: unreachableDatabase(), logger: false });
    try {
      const allowOf = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string) => {
        const response = await app.inject({ method, url });
        return [response.statusCode, response.headers.allow];
      };
      // QA: POST, PUT and DELETE on /api/news-posts were «Страница не найдена».
      expect(await allowOf('POST', '/api/news-posts?page=1')).toEqual([405, 'GET, HEAD']);
      expect(await allowOf('DELETE', '/api/news-posts/some-slug')).toEqual([405, 'GET, HEAD']);
      expect(await allowOf('DELETE', '/api/project-applications/7')).toEqual([405, 'GET, HEAD, PUT']);
      expect(await allowOf('GET', '/api/files')).toEqual([405, 'POST']);
      expect(await allowOf('POST', '/api/no-such-thing')).toEqual([404, undefined]);
    } finally {
      await app.close();
    }
  });
});

describe('a request that fails inside the main API', () => {
  let app: FastifyInstance;
  const log = logCollector();

  beforeAll(async () => {
    app = await buildMainApi({ db: unreachableDatabase(), logger: log.logger });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a path segment longer than any slug with a Russian 414, and a malformed URL with a Russian 400', async () => {
    const tooLong = await app.inject(`/api/news-posts/${'a'.repeat(250)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(apiErrorSchema.parse(tooLong.json()).message).toBe('Слишком длинный адрес запроса');
    const malformed = await app.inject('/api/news-posts/%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(malformed.json()).message).toBe('Некорректный адрес запроса');
  });

  it('gets a generic Russian 500 without details, logged with its request id', async () => {
    const response = await app.inject({ url: '/api/news-posts', headers: { 'x-request-id': 'req-from-site-42' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = apiErrorSchema.parse(response.json());
    expect(body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'На сервере произошла ошибка. Попробуйте повторить запрос позже.',
    });
    expect(response.body).not.toContain('ECONNREFUSED');

    const logged = log.lines.find((line) => line.reqId === 'req-from-site-42');
    expect(logged).toMatchObject({ level: 50, err: { message: 'connect ECONNREFUSED 127.0.0.1:5432' } });
  });

  it('keeps answering after it', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await app.inject('/api/news-posts/slider')).statusCode).toBe(500);
    }
    expect((await app.inject('/api/news-posts?page=0')).statusCode).toBe(400);
  });
});

describe('an upload abandoned halfway', () => {
  let app: FastifyInstance;
  const log = logCollector('info');

  beforeAll(async () => {
    app = await buildMainApi({ db: unreachableDatabase(), logger: log.logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is logged at info as a client that left, not as a failure with a stack trace, however soon it left', async () => {
    const { port } = app.server.address() as { port: number };
    // Left at once, before the API read any of the body, or once it was reading: a client that left
    // within a few milliseconds was never told from one still sending, and its request never finished
    // (the parts' iterator waited on a closed stream: CI on a busy machine).
    for (const delayMs of [0, 1, 3, 30]) {
      const requestId = `upload-left-after-${delayMs}-ms`;
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      // Gone the moment the API logs the request (before its handler reads the body), or a little later.
      log.onLine((line) => {
        if (line.reqId !== requestId || line.msg !== 'incoming request') return;
        if (delayMs === 0) socket.destroy();
        else setTimeout(() => socket.destroy(), delayMs);
      });
      socket.write(abandonedUploadStart(['Host: api', `X-Request-Id: ${requestId}`]));
      await expect
        .poll(() => log.lines.some((line) => line.reqId === requestId && line.msg === 'client closed the connection during the request'), {
          timeout: 5000,
        })
        .toBe(true);
      const ofRequest = log.lines.filter((line) => line.reqId === requestId);
      expect(ofRequest.filter((line) => Number(line.level) >= 40)).toEqual([]);
    }
    // The API goes on answering.
    expect((await app.inject('/api/nichego-net')).statusCode).toBe(404);
  });
});

describe.each(builders)('$name and requests HTTP/1.1 says to refuse', ({ build }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ db: unreachableDatabase(), logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Everything the API sends back on one raw connection, until it closes it. */
  const ask = (request: string) =>
    new Promise<string>((resolve) => {
      const { port } = app.server.address() as { port: number };
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('error', () => resolve(text));
      socket.on('close', () => resolve(text));
      socket.write(request);
    });

  it('answers two Host lines or none with a Russian 400 and CONNECT with a Russian 405, and goes on answering', async () => {
    const twoHosts = await ask('GET /healthz HTTP/1.1\r\nHost: api\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(twoHosts).toMatch(/^HTTP\/1\.1 400 /);
    expect(apiErrorSchema.parse(JSON.parse(twoHosts.slice(twoHosts.indexOf('\r\n\r\n') + 4))).message).toBe(
      'В запросе несколько заголовков Host',
    );
    const tunnel = await ask('CONNECT 127.0.0.1:5432 HTTP/1.1\r\nHost: 127.0.0.1:5432\r\n\r\n');
    expect(tunnel).toMatch(/^HTTP\/1\.1 405 /);
    expect(apiErrorSchema.parse(JSON.parse(tunnel.slice(tunnel.indexOf('\r\n\r\n') + 4))).message).toBe('Метод не поддерживается');
    const noHost = await ask('GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(noHost).toMatch(/^HTTP\/1\.1 400 /);
    expect(apiErrorSchema.parse(JSON.parse(noHost.slice(noHost.indexOf('\r\n\r\n') + 4))).message).toBe('В запросе нет заголовка Host');
    expect(await ask('GET /healthz HTTP/1.1\r\nHost: api\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 503 /);
  });

  it('answers an Expect other than 100-continue with a Russian 417 that no cache keeps', async () => {
    const answer = await ask('GET /healthz HTTP/1.1\r\nHost: api\r\nExpect: something-else\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 417 /);
    expect(answer.slice(0, answer.indexOf('\r\n\r\n')).toLowerCase()).toContain('cache-control: no-store');
    expect(apiErrorSchema.parse(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).message).toBe(
      'Ожидание из заголовка Expect не поддерживается: отправьте запрос без него',
    );
  });
});
