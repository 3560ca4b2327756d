// Request smuggling through the proxy (hardening issue, finding 1): a body labelled gzip/deflate/br was
// decompressed by the site and forwarded with its original, shorter Content-Length, so the API read the
// rest of it as a second request on the shared upstream connection. Bodies pass byte for byte now, and
// an encoded request body is refused before it reaches an API.
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '#server/site/app.ts';
import { startEchoUpstream, type EchoUpstream } from '../helpers/echo-upstream.ts';
import { fakeClientBuild, type FakeClientBuild } from '../helpers/fake-client-build.ts';
import { testConfig } from '../helpers/site-stack.ts';

const compressors = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync } as const;

/**
 * A compressed body whose decompressed form starts with exactly as many bytes as the compressed body
 * has (what the API reads under the forwarded Content-Length), followed by a whole second request.
 */
function smugglingBody(encoding: keyof typeof compressors): Buffer {
  const smuggled = 'GET /api/smuggled HTTP/1.1\r\nHost: api\r\nX-Forwarded-For: 6.6.6.6\r\n\r\n';
  let padding = 64;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const head = `{"a":"${'x'.repeat(padding - 8)}"}`;
    const compressed = compressors[encoding](Buffer.from(head + smuggled));
    if (compressed.length === head.length) return compressed;
    padding = compressed.length;
  }
  throw new Error(`no fixed point for ${encoding}`);
}

let site: FastifyInstance;
let main: EchoUpstream;
let lead: EchoUpstream;
let client: FakeClientBuild;

beforeAll(async () => {
  main = await startEchoUpstream('main');
  lead = await startEchoUpstream('lead');
  client = await fakeClientBuild();
  site = await buildSite({ config: testConfig(), mainApiUrl: main.url, leadApiUrl: lead.url, clientDir: client.dir, logger: false });
});
afterAll(async () => {
  await site.close();
  await main.app.close();
  await lead.app.close();
  await client.remove();
});

describe('the proxy and encoded request bodies', () => {
  for (const encoding of Object.keys(compressors) as Array<keyof typeof compressors>) {
    it(`refuses a ${encoding} body with 415 and lets nothing reach the APIs`, async () => {
      main.received.length = 0;
      lead.received.length = 0;
      for (const url of ['/api/project-applications', '/api/Email/contactUs']) {
        const response = await site.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
          payload: smugglingBody(encoding),
        });
        expect(response.statusCode, url).toBe(415);
        expect(response.json<{ message: string }>().message).toBe('Сжатое тело запроса не принимается: отправьте его без Content-Encoding');
      }
      // Let a smuggled request, if one had been forwarded, be parsed by the upstream.
      const after = await site.inject({ url: '/api/news-posts' });
      expect(after.statusCode).toBe(200);
      expect([...main.received, ...lead.received].map((request) => request.url)).toEqual(['/api/news-posts']);
    });
  }

  it('forwards a plain body byte for byte with its own length', async () => {
    main.received.length = 0;
    const body = JSON.stringify({ projectName: 'Север', aboutProject: 'я'.repeat(3000) });
    const response = await site.inject({
      method: 'POST',
      url: '/api/project-applications',
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(main.received).toHaveLength(1);
    expect(main.received[0]?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('still compresses what it sends', async () => {
    const response = await site.inject({ url: client.manifest.entry.file, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('hop-by-hop headers at the proxy', () => {
  it('passes none of the API answer’s connection headers to the client', async () => {
    const response = await site.inject({ url: '/api/news-posts', headers: { connection: 'close' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).not.toBe('keep-alive');
    expect(response.headers['keep-alive']).toBeUndefined();
  });

  it('passes none of the client’s connection headers to the API', async () => {
    main.received.length = 0;
    await site.inject({
      url: '/api/news-posts',
      headers: { connection: 'close, x-secret', 'x-secret': '1', 'keep-alive': 'timeout=5', te: 'trailers' },
    });
    const forwarded = main.received[0]?.headers ?? {};
    expect(forwarded['x-secret']).toBeUndefined();
    expect(forwarded['keep-alive']).toBeUndefined();
    expect(forwarded.te).toBeUndefined();
    expect(forwarded.connection).not.toBe('close');
  });
});

describe('request bodies larger than an API takes', () => {
  it('answers 413 with a Russian message before sending anything upstream', async () => {
    main.received.length = 0;
    lead.received.length = 0;
    const body = JSON.stringify({ question: 'я'.repeat(600_000) });
    for (const url of ['/api/Email/contactUs', '/api/project-applications']) {
      const response = await site.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });
      expect(response.statusCode, url).toBe(413);
      expect(response.json<{ message: string }>().message).toBe('Слишком большой запрос: сократите текст или приложите файлы отдельно');
    }
    expect([...main.received, ...lead.received]).toEqual([]);
  });

  /** An upload of `megabytes` through the site, the main API's record of received requests emptied first. */
  function uploadOf(megabytes: number) {
    main.received.length = 0;
    return site.inject({
      method: 'POST',
      url: '/api/files',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.alloc(megabytes * 1024 * 1024),
    });
  }

  it('refuses an upload past the file size limit in words about the file, before sending anything upstream', async () => {
    const response = await uploadOf(21);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe('Файл слишком большой: можно загрузить файл до 20 МБ');
    expect(main.received).toEqual([]);
  });

  it('lets an upload up to the file size limit through', async () => {
    const response = await uploadOf(3);
    expect(response.statusCode).toBe(200);
    expect(main.received).toHaveLength(1);
  });
});
