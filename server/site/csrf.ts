// The same-origin check for unsafe requests (DESIGN §4, OWASP CSRF cheat sheet): Sec-Fetch-Site first,
// Origin/Referer when a browser does not send it. Requests with none of these come from non-browser
// clients, which cannot carry a victim's cookie, and pass.
import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isUnsafeCrossSiteRequest(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  if (origin === undefined) return false;
  return origin !== publicOrigin;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}
