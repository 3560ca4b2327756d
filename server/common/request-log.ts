// Request logging without secrets, for the site and both APIs: the sign-in landing carries the JWT in
// `access_token`, and the OAuth callback a code and state, which must not end up in log files. The URL
// is logged with those values replaced (QA: the main API logged the callback's code and state in full).
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

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

/** The caller's logger settings with the request serializer that hides those values. */
export function withRequestRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = typeof logger === 'object' ? logger : {};
  return { ...base, serializers: { ...('serializers' in base ? base.serializers : {}), req: requestLogSerializer } };
}
