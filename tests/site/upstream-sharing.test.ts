// Pages rendering at the same moment share their public calls to the main API: one upstream request per
// path while it is in flight (paths the contract table does not know, so any JSON passes), never one that carries a visitor's session, never an answer kept after the
// call, and a page whose visitor leaves does not cut the answer short for the pages still waiting.
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { createMainApiPool, type MainApiPool } from '#server/site/main-api-client.ts';

interface Held {
  request: IncomingMessage;
  response: ServerResponse;
  closed: boolean;
}

describe('public calls of pages rendering at the same time', () => {
  let server: Server;
  let pool: MainApiPool;
  const held: Held[] = [];
  let shared = 0;

  beforeAll(async () => {
    // Answers only when the test says so, so that calls overlap for as long as the test needs.
    server = createServer((request, response) => {
      const entry = { request, response, closed: false };
      response.once('close', () => (entry.closed = true));
      held.push(entry);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    pool = createMainApiPool({ baseUrl: `http://127.0.0.1:${port}`, connections: 8, timeoutMs: 5_000, onShared: () => (shared += 1) });
  });
  afterEach(() => {
    for (const entry of held.splice(0)) if (!entry.closed) entry.response.destroy();
  });
  afterAll(async () => {
    await pool.close();
    server.closeAllConnections();
    server.close();
  });

  const page = (id: string, token?: string, signal?: AbortSignal) => pool.forRequest(id, undefined, token, signal);
  const answer = (entry: Held, status: number, body: unknown) =>
    entry.response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const arrived = (count: number) => expect.poll(() => held.length).toBe(count);
  const settle = (call: Promise<unknown>): Promise<{ value?: unknown; error?: unknown }> =>
    call.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );

  it('asks the API once for a path several pages ask for while the first call is in flight, and counts the others', async () => {
    const sharedBefore = shared;
    const calls = ['a', 'b', 'c'].map((id) => page(id).get<{ title: string }>('/api/pages/o-fonde'));
    await arrived(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held).toHaveLength(1);
    expect(held[0]!.request.headers['x-request-id']).toBe('a');
    answer(held[0]!, 200, { title: 'О фонде' });
    expect(await Promise.all(calls)).toEqual([{ title: 'О фонде' }, { title: 'О фонде' }, { title: 'О фонде' }]);
    // For /metrics (site_main_api_shared_calls_total): two calls were not sent.
    expect(shared - sharedBefore).toBe(2);
  });

  it('asks again for a path once the earlier call has answered: no answer is kept', async () => {
    const first = page('first').get('/api/pages/o-fonde');
    await arrived(1);
    answer(held[0]!, 200, { title: 'Было' });
    expect(await first).toEqual({ title: 'Было' });
    const second = page('second').get('/api/pages/o-fonde');
    await arrived(2);
    answer(held[1]!, 200, { title: 'Стало' });
    expect(await second).toEqual({ title: 'Стало' });
  });

  it('gives every waiting page the same refusal, as its own error', async () => {
    const calls = ['a', 'b'].map((id) => settle(page(id).get('/api/pages/net-takoj')));
    await arrived(1);
    answer(held[0]!, 404, { statusCode: 404, message: 'Страница не найдена' });
    for (const outcome of await Promise.all(calls)) {
      expect(outcome.error).toBeInstanceOf(ApiRequestError);
      expect((outcome.error as ApiRequestError).status).toBe(404);
    }
  });

  it("hands a failure it did not foresee to every waiting page as that page's error", async () => {
    // A metrics callback that throws stands for any bug inside the shared call.
    const { port } = server.address() as AddressInfo;
    const fragile = createMainApiPool({
      baseUrl: `http://127.0.0.1:${port}`,
      connections: 2,
      timeoutMs: 5_000,
      onResponse: () => {
        throw new Error('metrics broke');
      },
    });
    try {
      const calls = ['a', 'b'].map((id) => settle(fragile.forRequest(id).get('/api/pages/o-fonde')));
      await arrived(1);
      answer(held[0]!, 200, { title: 'О фонде' });
      for (const outcome of await Promise.all(calls)) expect((outcome.error as Error).message).toBe('metrics broke');
    } finally {
      await fragile.close();
    }
  });

  it('never shares a call that carries a visitor session', async () => {
    const calls = [page('anna', 'token-anna'), page('boris', 'token-boris')].map((api) =>
      api.get<{ name: string }>('/api/stub/me', { session: true }),
    );
    await arrived(2);
    const byToken = new Map(held.map((entry) => [entry.request.headers.authorization, entry]));
    answer(byToken.get('Bearer token-anna')!, 200, { name: 'Анна' });
    answer(byToken.get('Bearer token-boris')!, 200, { name: 'Борис' });
    expect(await Promise.all(calls)).toEqual([{ name: 'Анна' }, { name: 'Борис' }]);
  });

  it('keeps the call for the pages still waiting when one visitor leaves, and cuts it when all have', async () => {
    const leaving = new AbortController();
    const staying = new AbortController();
    const left = settle(page('leaving', undefined, leaving.signal).get('/api/stub/list'));
    const stays = page('staying', undefined, staying.signal).get('/api/stub/list');
    await arrived(1);
    leaving.abort();
    expect((await left).error).toBeInstanceOf(Error);
    expect((await left).error).not.toBeInstanceOf(ApiRequestError);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held[0]!.closed).toBe(false);
    answer(held[0]!, 200, { items: [] });
    expect(await stays).toEqual({ items: [] });

    const alone = new AbortController();
    const abandoned = settle(page('alone', undefined, alone.signal).get('/api/stub/list'));
    await arrived(2);
    alone.abort();
    await abandoned;
    await expect.poll(() => held[1]!.closed).toBe(true);
    // A page that comes after asks anew rather than joining the call that was cut.
    const next = page('next').get('/api/stub/list');
    await arrived(3);
    answer(held[2]!, 200, { items: [1] });
    expect(await next).toEqual({ items: [1] });
  });
});
