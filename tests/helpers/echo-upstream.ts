// A fake API for proxy tests: answers every request with what it received, 401 on /api/expired, and
// 204 to POST /api/auth/logout, as the main API confirms a sign-out.
import Fastify, { type FastifyInstance } from 'fastify';

export interface EchoedRequest {
  upstream: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface EchoUpstream {
  app: FastifyInstance;
  url: string;
  /** Every request the upstream parsed, in order: a smuggled one shows up here as an extra entry. */
  received: EchoedRequest[];
}

export async function startEchoUpstream(name: string): Promise<EchoUpstream> {
  const app = Fastify({ logger: false });
  const received: EchoedRequest[] = [];
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null));
  });
  app.all('/*', async (request, reply) => {
    const echoed: EchoedRequest = { upstream: name, method: request.method, url: request.url, headers: request.headers };
    received.push(echoed);
    if (request.url.startsWith('/api/expired')) return reply.code(401).send({ message: 'Токен недействителен' });
    if (request.method === 'POST' && request.url === '/api/auth/logout') return reply.code(204).send();
    return reply.header('cache-control', 'public, max-age=0, s-maxage=60').send(echoed);
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, received };
}
