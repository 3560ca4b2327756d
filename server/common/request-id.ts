// The request id of the logs. A caller's `X-Request-Id` joins the site's and the APIs' log lines for one
// page view, so it is taken, but only in a short, safe form: a client must not write line breaks, markup
// or megabytes into our logs under the name of an id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
