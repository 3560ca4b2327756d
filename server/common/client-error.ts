// Node's HTTP parser refuses some requests before Fastify sees them: a malformed request line or header,
// an unknown method, headers past the size limit, a request not received within requestTimeout. Fastify's
// default answer is English JSON ("Client Error"); this one is the Russian JSON of every other refusal.
// A socket already closed by the client gets nothing. Nothing is logged, as by Fastify's own handler:
// these are the client's faults, and one bad client must not be able to fill the log.
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { apiError, clientErrorMessage } from './error-handler.ts';

/** The status of each refusal by its Node error code; anything else is a malformed request. */
const STATUS_OF: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };

export const answerClientError: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket: Socket) => {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ECONNRESET' || socket.destroyed) return;
  refuseOnSocket(socket, STATUS_OF[code] ?? 400);
  socket.destroy(error);
};

function refuseOnSocket(socket: Socket, status: number, extraHeaders = ''): void {
  if (!socket.writable) return;
  const body = JSON.stringify(apiError(status, clientErrorMessage(status)));
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n${extraHeaders}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Node's server options of both servers: the missing Host is refused by refuseAmbiguousRequests. Node
 * looks for requests past their requestTimeout every `connectionsCheckingInterval` (30 s by default), so
 * a short timeout was kept several times over (QA: 2 s gave the 408 after 15 s); a tenth of it, 1–30 s.
 */
export function httpOptions(requestTimeoutMs: number) {
  return {
    requireHostHeader: false,
    connectionsCheckingInterval: Math.min(30_000, Math.max(1_000, Math.round(requestTimeoutMs / 10))),
  } as const;
}

/**
 * Requests HTTP/1.1 tells a server to refuse, which Node passes on:
 * - CONNECT (a tunnel): Node hands the socket to a 'connect' listener and, with none, closes it without
 *   a word; here it is a 405 naming the methods the servers take (PUT: the APIs' edits; nothing here
 *   answers OPTIONS).
 * - More than one Host line (RFC 9112 §3.2: a 400): Node keeps the first, while a cache or proxy in
 *   front may have read another.
 * - An HTTP/1.1 request without Host (RFC 9112 §3.2: a 400): Node's own refusal of it is a bare 400
 *   with an empty body, so the servers are made with `http: { requireHostHeader: false }` (httpOptions)
 *   and the refusal is here, in Russian like every other.
 * - An `Expect` other than `100-continue` (RFC 9110 §10.1.1: a 417): Node's own answer has no body and no
 *   Cache-Control (QA); this one is the Russian JSON, and the connection goes on.
 */
export function refuseAmbiguousRequests(app: FastifyInstance): void {
  app.server.on('connect', (_request, socket: Socket) => {
    refuseOnSocket(socket, 405, 'Allow: GET, HEAD, POST, PUT\r\n');
    socket.destroy();
  });
  app.server.on('checkExpectation', (_request, response: ServerResponse) => {
    const body = JSON.stringify(apiError(417, clientErrorMessage(417)));
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    response.end(body);
  });
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw.rawHeaders;
    let hosts = 0;
    for (let index = 0; index < raw.length; index += 2) if (raw[index]!.length === 4 && raw[index]!.toLowerCase() === 'host') hosts += 1;
    if (hosts > 1) return reply.code(400).header('connection', 'close').send(apiError(400, 'В запросе несколько заголовков Host'));
    if (hosts === 0 && request.raw.httpVersion === '1.1') {
      return reply.code(400).header('connection', 'close').send(apiError(400, 'В запросе нет заголовка Host'));
    }
  });
}
