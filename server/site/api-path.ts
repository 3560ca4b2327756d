// The path of an /api request as the APIs' router reads it, so that the proxy's rules for one address
// (the cap on uploads in flight, the account deletion that ends the session, the sign-in start's nonce)
// hold for every spelling of it: QA sent uploads to /api/%66iles, /api/./files and /api/files/, which
// the API stored as uploads while the proxy, comparing the raw path, did not count them.

/** RFC 3986 §2.3: characters whose percent-escape means the character itself (§6.2.2.2). */
const UNRESERVED = /^[\w.~-]$/;

/**
 * The request's path without its query, with escaped unreserved characters decoded, dot segments
 * resolved and empty segments (repeated or trailing slashes) dropped: `/api/./%66iles/` is `/api/files`.
 * Other escapes stay as they are; none of them spells a path the proxy has a rule for.
 */
export function apiPathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    const decoded = segment.replace(/%([\da-fA-F]{2})/g, (escape, hex: string) => {
      const char = String.fromCharCode(Number.parseInt(hex, 16));
      return UNRESERVED.test(char) ? char : escape;
    });
    if (decoded === '' || decoded === '.') continue;
    if (decoded === '..') segments.pop();
    else segments.push(decoded);
  }
  return `/${segments.join('/')}`;
}
