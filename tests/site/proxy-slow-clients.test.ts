// Requests that are slow, odd or malformed, sent over real sockets to a listening site (QA's robustness
// probe): a body sent slowly takes no upstream connection until it is whole, one address cannot hold the
// upload connections of everyone, and every refusal is the Russian JSON of the rest of the site, with
// no Fastify or Node English and no internal error codes.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '#server/site/app.ts';
import { fakeClientBuild, type FakeClientBuild } from '../helpers/fake-client-build.ts';
import { testConfig, TEST_PUBLIC_URL } from '../helpers/site-stack.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * An API that records each request once its head arrives (`started`) and once its body is whole, then
 * answers, except a request whose query says `hang`.
 */
function recordingUpstream() {
  const started: string[] = [];
  const received: Received[] = [];
  const server = createServer((request, response) => {
    started.push(`${request.method} ${request.url}`);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      // Node's own refusal of a long target: a status line and nothing about caching.
      if (/[?&]too-long\b/.test(request.url!)) response.writeHead(414, { 'content-length': '0' }).end();
      else if (!/[?&]hang\b/.test(request.url!)) response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return { server, started, received };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let site: FastifyInstance;
let sitePort: number;
let main: ReturnType<typeof recordingUpstream>;
let lead: ReturnType<typeof recordingUpstream>;
let client: FakeClientBuild;
const sockets: Socket[] = [];

beforeAll(async () => {
  main = recordingUpstream();
  lead = recordingUpstream();
  const [mainApiUrl, leadApiUrl] = await Promise.all([listen(main.server), listen(lead.server)]);
  client = await fakeClientBuild();
  site = await buildSite({ config: testConfig(), mainApiUrl, leadApiUrl, clientDir: client.dir, logger: false });
  await site.listen({ host: '127.0.0.1', port: 0 });
  sitePort = (site.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await site.close();
  for (const upstream of [main, lead]) {
    upstream.server.closeAllConnections();
    upstream.server.close();
  }
  await client.remove();
});

/** A raw connection to the site; `answer` resolves with everything the site sent until it closed or went quiet. */
function open(port = sitePort): { socket: Socket; answer: () => Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const answer = async () => {
    for (let waited = 0; waited < 5000 && !/\r\n\r\n/.test(text); waited += 20) await pause(20);
    // The whole body: by its Content-Length, or until the socket closes.
    const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? NaN);
    for (let waited = 0; waited < 5000; waited += 20) {
      const body = text.split('\r\n\r\n').slice(1).join('\r\n\r\n');
      if ((Number.isFinite(length) && Buffer.byteLength(body) >= length) || socket.destroyed) break;
      await pause(20);
    }
    return text;
  };
  return { socket, answer };
}

function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
}

function jsonOf(answer: string): { statusCode: number; error: string; message: string; code?: string } {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as ReturnType<typeof jsonOf>;
}

const ORIGIN = new URL(TEST_PUBLIC_URL).origin;

describe('a body sent slowly through the proxy', () => {
  // A multipart form to an address other than the uploads too (QA: such bodies streamed through like
  // uploads, past the uploads' per-address cap, each holding an API connection while its client trickled).
  it.each([
    ['JSON', 'lead', '/api/Email/contactUs', 'application/json', '{"name":"Иван","question":"Как подать заявку?"}'],
    [
      'a multipart form',
      'main',
      '/api/auth/delete-account',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="reason"\r\n\r\nУезжаю\r\n--x--\r\n',
    ],
  ] as const)(
    'as %s, takes no API connection until it is whole, then reaches the API byte for byte',
    async (_kind, api, path, type, body) => {
      const upstream = api === 'lead' ? lead : main;
      const bytes = Buffer.from(body);
      const { socket, answer } = open();
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\nContent-Type: ${type}\r\n` +
          `Content-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(bytes.subarray(0, 10));
      await pause(300);
      expect(upstream.started).not.toContain(`POST ${path}`);
      socket.write(bytes.subarray(10));
      const reply = await answer();
      expect(statusOf(reply)).toBe(200);
      const forwarded = upstream.received.find((request) => request.url === path);
      expect(forwarded?.body.equals(bytes)).toBe(true);
      expect(forwarded?.headers['content-length']).toBe(String(bytes.length));
    },
  );

  it('sent chunked, goes on whole with its length', async () => {
    const { socket, answer } = open();
    socket.write(
      `POST /api/project-applications HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\nContent-Type: application/json\r\n` +
        `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\n{"a":\r\n`,
    );
    await pause(200);
    expect(main.started).not.toContain('POST /api/project-applications');
    socket.write('3\r\n"b"\r\n1\r\n}\r\n0\r\n\r\n');
    expect(statusOf(await answer())).toBe(200);
    const forwarded = main.received.find((request) => request.url === '/api/project-applications');
    expect(forwarded?.body.toString()).toBe('{"a":"b"}');
    expect(forwarded?.headers['content-length']).toBe('9');
    expect(forwarded?.headers['transfer-encoding']).toBeUndefined();
  });

  it.each([
    ['JSON', '/api/project-applications?big', 'application/json'],
    ['a multipart form', '/api/auth/delete-account?big', 'multipart/form-data; boundary=x'],
  ])("as %s past the APIs' limit, sent chunked, is refused with the site's Russian 413", async (_kind, path, type) => {
    const { socket, answer } = open();
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\nContent-Type: ${type}\r\n` +
        `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
    );
    const chunk = 'x'.repeat(64 * 1024);
    for (let sent = 0; sent <= 1024 * 1024 && !socket.destroyed; sent += chunk.length) {
      socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    }
    const reply = await answer();
    expect(statusOf(reply)).toBe(413);
    expect(jsonOf(reply)).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Слишком большой запрос' });
    expect(main.started).not.toContain(`POST ${path}`);
  });
});

describe('uploads of one address', () => {
  const uploadHead = (length: number, path = '/api/files') =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\n` +
    `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n--x\r\n`;

  it("past 16 side by side, are refused with 429 until one ends; others' calls pass meanwhile", async () => {
    const held = Array.from({ length: 16 }, () => open());
    for (const { socket } of held) socket.write(uploadHead(100_000));
    for (let waited = 0; waited < 5000 && main.started.filter((line) => line === 'POST /api/files').length < 16; waited += 20)
      await pause(20);

    const refused = open();
    refused.socket.write(uploadHead(10));
    const answer = await refused.answer();
    expect(statusOf(answer)).toBe(429);
    expect(jsonOf(answer).message).toBe('Слишком много файлов загружается одновременно: дождитесь загрузки остальных');

    const other = await site.inject({ url: '/api/news-posts?page=1', headers: { 'x-forwarded-for': '10.0.0.1' } });
    expect(other.statusCode).toBe(200);

    held[0]!.socket.destroy();
    await pause(200);
    const body = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhi\r\n--x--\r\n';
    const next = open();
    next.socket.write(
      `POST /api/files HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(statusOf(await next.answer())).toBe(200);
    for (const { socket } of held) socket.destroy();
  });
});

describe('an upload through a site whose API deadline (API_TIMEOUT_MS) is 1.5 s', () => {
  let slowSite: FastifyInstance;
  let slowPort: number;

  beforeAll(async () => {
    const mainApiUrl = `http://127.0.0.1:${(main.server.address() as AddressInfo).port}`;
    const leadApiUrl = `http://127.0.0.1:${(lead.server.address() as AddressInfo).port}`;
    const config = testConfig({ API_TIMEOUT_MS: '1500', CAPTCHA_TIMEOUT_MS: '400' });
    slowSite = await buildSite({ config, mainApiUrl, leadApiUrl, clientDir: client.dir, logger: false });
    await slowSite.listen({ host: '127.0.0.1', port: 0 });
    slowPort = (slowSite.server.address() as AddressInfo).port;
  });
  afterAll(() => slowSite.close());

  const file = (name: string) =>
    Buffer.from(`--x\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n${'ф'.repeat(2000)}\r\n--x--\r\n`);
  const head = (path: string, length: number) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\n` +
    `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

  it('waits for a client that pauses longer than that mid-file, and the API gets the whole file', async () => {
    // QA: a 7 s stall of a phone's uplink was answered 504 «Сервис временно недоступен» and logged as an outage.
    const body = file('pause.txt');
    const { socket, answer } = open(slowPort);
    socket.write(head('/api/files?pause', body.length));
    socket.write(body.subarray(0, 100));
    await pause(2000);
    socket.write(body.subarray(100));
    expect(statusOf(await answer())).toBe(200);
    expect(main.received.find((request) => request.url === '/api/files?pause')?.body.equals(body)).toBe(true);
  });

  it('answers the Russian 504 when the API, once the file is whole, says nothing for that long', async () => {
    const body = file('silence.txt');
    const { socket, answer } = open(slowPort);
    socket.write(head('/api/files?hang', body.length));
    socket.write(body);
    const reply = await answer();
    expect(statusOf(reply)).toBe(504);
    expect(jsonOf(reply).message).toBe('Сервис временно недоступен, попробуйте ещё раз через минуту');
    expect(main.received.find((request) => request.url === '/api/files?hang')?.body.equals(body)).toBe(true);
  });
});

describe('uploads of one address, however the path is spelled', () => {
  const uploadHead = (path: string) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\n` +
    `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n`;

  it('count as uploads: the 17th is refused', async () => {
    // Spellings the API's router takes for /api/files (QA: these went past the cap).
    const spellings = ['/api/%66iles', '/api/./files', '/api/files/', '/api/%2E/files?x=1', '/api//files'];
    const before = main.started.length;
    const held = Array.from({ length: 16 }, () => open());
    held.forEach(({ socket }, index) => socket.write(uploadHead(spellings[index % spellings.length]!)));
    for (let waited = 0; waited < 5000 && main.started.length - before < 16; waited += 20) await pause(20);

    const refused = open();
    refused.socket.write(uploadHead('/api/files'));
    expect(statusOf(await refused.answer())).toBe(429);
    for (const { socket } of held) socket.destroy();
  });
});

describe('refusals', () => {
  it('of an API that says nothing about caching are kept by no cache', async () => {
    const refused = await site.inject({ url: '/api/news-posts/x?too-long' });
    expect(refused.statusCode).toBe(414);
    expect(refused.headers['cache-control']).toBe('no-store');
    const answered = await site.inject({ url: '/api/links?fine' });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['cache-control']).toBeUndefined();
  });

  const ask = async (request: string) => {
    const { socket, answer } = open();
    socket.write(request);
    return answer();
  };

  it('of a malformed JSON body, an unsupported content type or a path climbing out are Russian JSON without codes', async () => {
    const invalidJson = await site.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(invalidJson.statusCode).toBe(400);
    expect(invalidJson.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Некорректный запрос' });

    const oddType = await site.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { origin: ORIGIN, 'content-type': ';;;' },
      payload: '{}',
    });
    expect(oddType.statusCode).toBe(415);
    expect(oddType.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'Неподдерживаемый формат данных' });

    const climbing = await ask(
      'GET /api/news-posts/%2e%2e HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(climbing)).toBe(400);
    expect(jsonOf(climbing)).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Некорректный запрос' });
  });

  it("of what Node's parser refuses (an unknown method, headers too large) are Russian JSON too", async () => {
    const unknownMethod = await ask('FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(statusOf(unknownMethod)).toBe(400);
    expect(jsonOf(unknownMethod)).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Некорректный запрос' });

    const hugeHeader = await ask(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(statusOf(hugeHeader)).toBe(431);
    expect(jsonOf(hugeHeader).message).toBe('Слишком большие заголовки запроса');
  });

  it('of two Host lines or none is a 400 (RFC 9112 §3.2), and of CONNECT a 405 naming the methods taken', async () => {
    main.received.length = 0;
    const twoHosts = await ask('GET /api/links HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(statusOf(twoHosts)).toBe(400);
    expect(jsonOf(twoHosts).message).toBe('В запросе несколько заголовков Host');
    expect(main.received).toHaveLength(0);

    const tunnel = await ask('CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n');
    expect(statusOf(tunnel)).toBe(405);
    expect(tunnel).toMatch(/\r\nAllow: GET, HEAD, POST, PUT\r\n/);
    expect(jsonOf(tunnel).message).toBe('Метод не поддерживается');

    const noHost = await ask('GET /news HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(statusOf(noHost)).toBe(400);
    expect(jsonOf(noHost).message).toBe('В запросе нет заголовка Host');
    // HTTP/1.0 had no Host header: still served.
    expect(statusOf(await ask('GET /api/links HTTP/1.0\r\n\r\n'))).toBe(200);

    const oneHost = await ask('GET /api/links HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(statusOf(oneHost)).toBe(200);
  });

  it('of `*` as a target is a 400, and the absolute form is served as its path', async () => {
    const star = await ask('GET * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(statusOf(star)).toBe(400);
    expect(jsonOf(star).message).toBe('Некорректный адрес запроса');
    const optionsStar = await ask('OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(statusOf(optionsStar)).toBe(400);
    expect(jsonOf(optionsStar).message).toBe('Некорректный адрес запроса');

    const absolute = await ask(`GET http://127.0.0.1:${sitePort}/api/links HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(statusOf(absolute)).toBe(200);
    expect(main.received.at(-1)?.url).toBe('/api/links');

    const doubled = await ask(`GET http://127.0.0.1:${sitePort}//news HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(statusOf(doubled)).toBe(301);
    expect(/location: (\S+)/i.exec(doubled)?.[1]).toBe('/news');
  });
});

describe('a site whose REQUEST_TIMEOUT_MS is 1.5 s', () => {
  let strictSite: FastifyInstance;
  let strictPort: number;

  beforeAll(async () => {
    const mainApiUrl = `http://127.0.0.1:${(main.server.address() as AddressInfo).port}`;
    strictSite = await buildSite({
      config: testConfig({ REQUEST_TIMEOUT_MS: '1500' }),
      mainApiUrl,
      leadApiUrl: mainApiUrl,
      clientDir: client.dir,
      logger: false,
    });
    await strictSite.listen({ host: '127.0.0.1', port: 0 });
    strictPort = (strictSite.server.address() as AddressInfo).port;
  });
  afterAll(() => strictSite.close());

  it('answers a request still unsent after that with the Russian 408 then, not at Node’s next 30 s check', async () => {
    // QA: REQUEST_TIMEOUT_MS=2000 gave the 408 after 15.5 s. `answer` waits 5 s at most.
    const { socket, answer } = open(strictPort);
    socket.write('GET /news HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const text = await answer();
    expect(statusOf(text)).toBe(408);
    expect(jsonOf(text).message).toBe('Запрос не был получен целиком вовремя, отправьте его ещё раз');
  });
});
