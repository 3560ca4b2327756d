// How a rendered page leaves the server: whole, with a Content-Length, when React has nothing left to
// wait for at shell time (every public page: its loaders fetched what it shows); streamed, shell first,
// when something is still suspended.
import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { createElement, Suspense, use, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { streamDocument } from './render.tsx';

const assets = { boot: '/assets/boot.js', entry: '/assets/entry.js', stylesheets: [], modulePreloads: [] };

function documentOf(body: ReactNode) {
  return createElement('html', { lang: 'ru' }, createElement('body', null, body));
}

/** A part of the page that suspends until `ready` resolves. */
function Late({ ready }: { ready: Promise<string> }) {
  return createElement('p', null, use(ready));
}

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function serve(element: () => ReactNode, waitForAll = false): Promise<string> {
  app = Fastify();
  app.get('/', (request, reply) =>
    streamDocument(documentOf(element()), {
      request,
      reply,
      assets,
      nonce: undefined,
      waitForAll,
      timeoutMs: 5000,
      settle: undefined,
      route: '/',
    }),
  );
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** The response's headers, and its body as the chunks arrived; `onFirstChunk` runs when the first one does. */
function fetchChunks(
  url: string,
  onFirstChunk?: () => void,
): Promise<{ headers: Record<string, string | string[] | undefined>; chunks: string[] }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, (response) => {
      const chunks: string[] = [];
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk.toString('utf8'));
        if (chunks.length === 1) onFirstChunk?.();
      });
      response.on('end', () => resolve({ headers: response.headers, chunks }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('sending a rendered page', () => {
  it('sends a page with nothing suspended whole, with its Content-Length', async () => {
    const url = await serve(() => createElement('main', null, createElement('h1', null, 'Новости фонда')));
    const { headers, chunks } = await fetchChunks(url);
    const html = chunks.join('');
    expect(headers['transfer-encoding']).toBeUndefined();
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(html));
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ru">/);
    expect(html).toContain('<h1>Новости фонда</h1>');
    expect(html).toMatch(/<script type="module" src="\/assets\/boot.js"[^>]*async=""><\/script><\/body><\/html>$/);
  });

  it('streams the shell first when part of the page is still suspended, and the rest when it is ready', async () => {
    // The suspended part is released only once the visitor has the shell: a server that waited for the
    // whole page would never send anything, and the render would time out.
    let release!: (text: string) => void;
    const url = await serve(() => {
      const ready = new Promise<string>((resolve) => (release = resolve));
      return createElement(
        'main',
        null,
        createElement('h1', null, 'Конкурс'),
        createElement(Suspense, { fallback: createElement('p', null, 'Загрузка…') }, createElement(Late, { ready })),
      );
    });
    const { headers, chunks } = await fetchChunks(url, () => release('Итоги конкурса'));
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-length']).toBeUndefined();
    expect(chunks[0]).toContain('<h1>Конкурс</h1>');
    expect(chunks[0]).toContain('Загрузка…');
    expect(chunks[0]).not.toContain('Итоги конкурса');
    expect(chunks.slice(1).join('')).toContain('Итоги конкурса');
  });

  it('waits for the whole page for a crawler and sends it in one piece', async () => {
    const url = await serve(() => {
      const ready = new Promise<string>((resolve) => setTimeout(() => resolve('Итоги конкурса'), 100));
      return createElement(Suspense, { fallback: createElement('p', null, 'Загрузка…') }, createElement(Late, { ready }));
    }, true);
    const { headers, chunks } = await fetchChunks(url);
    const html = chunks.join('');
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(html));
    expect(html).toContain('<p>Итоги конкурса</p>');
    expect(html).not.toContain('Загрузка…');
  });
});
