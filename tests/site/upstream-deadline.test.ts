// The SSR client's deadline holds through garbage collections: a main API that trickles its answer (each
// byte within the body timeout, the whole never done) is given up on after API_TIMEOUT_MS, and a page whose
// visitor has left stops waiting at once. Node lets an AbortSignal.timeout that only AbortSignal.any refers
// to be collected before it fires; this test collects garbage while the answer trickles.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { createMainApiPool, type MainApiPool } from '#server/site/main-api-client.ts';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

describe('the SSR client of the main API', () => {
  let server: Server;
  let pool: MainApiPool;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => response.write(' '), 50);
      response.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    pool = createMainApiPool({ baseUrl: `http://127.0.0.1:${port}`, connections: 2, timeoutMs: 400 });
  });
  afterAll(async () => {
    await pool.close();
    server.closeAllConnections();
    server.close();
  });

  async function outcomeWhileCollecting(call: Promise<unknown>): Promise<unknown> {
    let settled = false;
    const outcome = call.then(
      () => 'answered',
      (error: unknown) => error,
    );
    void outcome.finally(() => (settled = true));
    for (let round = 0; round < 40 && !settled; round++) {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return settled ? outcome : 'still waiting after 2 s';
  }

  it('gives up on a trickling answer at its deadline, whatever the garbage collector does', async () => {
    // A page that stays: its deadline is combined with its (never aborted) signal, as in every render.
    const page = new AbortController();
    const outcome = await outcomeWhileCollecting(
      pool.forRequest('deadline-test', undefined, undefined, page.signal).get('/api/news-posts'),
    );
    expect(outcome).toBeInstanceOf(ApiRequestError);
    expect((outcome as ApiRequestError).status).toBe(0);
    expect(page.signal.aborted).toBe(false);
  });

  it('stops at once when the page is abandoned', async () => {
    const page = new AbortController();
    const call = pool.forRequest('abandoned', undefined, undefined, page.signal).get('/api/news-posts');
    setTimeout(() => page.abort(), 100);
    const outcome = await outcomeWhileCollecting(call);
    expect(outcome).toBeInstanceOf(Error);
    expect(outcome).not.toBeInstanceOf(ApiRequestError);
  });
});
