// The request target as Fastify's router wants it: a path. HTTP/1.1 lets a client send the absolute form
// (`GET http://host/news HTTP/1.1`, RFC 9112 §3.2.2), which a server must accept: it becomes its path and
// query here. Fastify passed it on as it came, so the page's duplicate-slash redirect read it as a path
// and sent `Location: http:/host/news`, cacheable for a day.
import type { IncomingMessage } from 'node:http';

const ABSOLUTE_FORM = /^https?:\/\//i;

export function originForm(request: IncomingMessage): string {
  const target = request.url ?? '/';
  if (!ABSOLUTE_FORM.test(target)) return target;
  try {
    const { pathname, search } = new URL(target);
    return `${pathname}${search}`;
  } catch {
    return target;
  }
}

/** Anything else that is not a path (`*`, the authority form) names no resource here. */
export function isOriginForm(target: string): boolean {
  return target.startsWith('/');
}
