// The visitor's address as a request sees it: the trusted proxy's X-Forwarded-For when that holds a
// real IP address, the socket's otherwise. A forged or garbled header must not reach storage (an inet
// column) or the captcha provider.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

export function clientAddress(request: FastifyRequest): string {
  if (isIP(request.ip)) return request.ip;
  const socketAddress = request.socket?.remoteAddress;
  return socketAddress && isIP(socketAddress) ? socketAddress : '0.0.0.0';
}
