// Request logging without secrets: the sign-in landing carries the JWT in `access_token`, which must
// not end up in log files. The URL is logged with that value replaced.
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_PARAMS = /([?&](?:access_token|code|state)=)[^&#]*/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[скрыто]');
}

export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
