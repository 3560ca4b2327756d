// Node's HTTP parser refuses some requests before Fastify sees them: a malformed request line or header,
// an unknown method, headers past the size limit, a request not received within requestTimeout. Fastify's
// default answer is English JSON ("Client Error"); this one is the Russian JSON of every other refusal.
// A socket already closed by the client gets nothing. Nothing is logged, as by Fastify's own handler:
// these are the client's faults, and one bad client must not be able to fill the log.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { apiError, clientErrorMessage } from './error-handler.ts';

/** The status of each refusal by its Node error code; anything else is a malformed request. */
const STATUS_OF: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };

export const answerClientError: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket: Socket) => {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const status = STATUS_OF[code] ?? 400;
    const body = JSON.stringify(apiError(status, clientErrorMessage(status)));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};
