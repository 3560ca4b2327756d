// The in-process micro-cache of rendered public pages (DESIGN §3), for bursts that reach the Node
// process before a CDN has the page: a page is rendered once and served from memory for PAGE_CACHE_TTL_MS;
// requests arriving while it renders wait for that render instead of starting their own; once its time
// is up, one request renders it anew while the others get the previous copy (stale-while-revalidate);
// and a render that fails for want of its data (the API down) gives way to the last good copy, up to
// PAGE_STALE_IF_ERROR old (stale-if-error, as a CDN does: without one, every visitor got the 503 page).
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { AI_LANDING_BASE } from '#client/app/paths.ts';

export interface CachedPage {
  headers: Record<string, string>;
  body: Buffer;
  storedAt: number;
  /** A weak validator of the body (etagOf): a CDN or browser revalidates with If-None-Match and gets a 304. */
  etag: string;
  /** The page's route pattern (`/news/:slug`), which the metrics count its requests under. */
  route: string;
}

/** Stored pages older than this many lifetimes are no longer served even while a new render runs. */
const STALE_LIFETIMES = 30;

/**
 * The times react-query writes into a page's data block: when each query was fetched and when the cache
 * was dehydrated. They differ on every render of the same content, so they are left out of the ETag. Text
 * of the page cannot match: React writes `"` in text as &quot;, and JSON inside a string as \".
 */
const RENDER_TIMES = /"(?:dataUpdatedAt|dehydratedAt)":\d+/g;

/**
 * A weak validator: the same page goes out plain, gzip or br (@fastify/compress), and a strong ETag must
 * differ between encodings (RFC 9110 §8.8.1). If-None-Match compares weakly, so revalidation still works.
 * Weak also because two renders of the same content are the same page but not the same bytes (their
 * render times): a copy kept by a browser or CDN is revalidated with a 304 as long as what the page
 * shows and holds is unchanged (QA: a new tag every second on every page with data, so never a 304).
 */
export function etagOf(body: Buffer): string {
  // latin1 maps bytes to characters one to one, so the hash is over the page's own bytes.
  const content = body.toString('latin1').replace(RENDER_TIMES, '');
  return `W/"${createHash('sha1').update(content, 'latin1').digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly, whether either tag is marked W/ or not. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag));
}

/**
 * The cache key of a request URL: the path and the query with its parameters sorted, so `?b=1&a=2` and
 * `?a=2&b=1` share one entry; never anything from the headers (cookies least of all).
 */
export function pageCacheKey(url: string): string {
  // Joined, not resolved against a base: resolved, `//news` would be a host (see singleSlashUrl).
  const parsed = new URL(`http://key.invalid${url}`);
  parsed.searchParams.sort();
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * What a path in its one spelling never has (the quick test of every page request): two slashes, a
 * backslash, a capital letter, a percent-escape with small hex digits, a dot segment, plain or escaped,
 * a slash at the end of any path but the home page's.
 */
const NOT_ONE_SPELLING = /\/\/|\\|[A-Z]|%(?:[a-f][\da-fA-F]|\d[a-f])|\/(?:\.|%2[eE]){1,2}(?=\/|$)|.\/$/;

/**
 * A request path in its one spelling, query untouched; null when it already is.
 * - Repeated slashes or backslashes become one (`//news` → `/news`, `/\\news` → `/news`). Resolved against
 *   an origin, such a path is host-relative (`//news` is `http://news/`): it rendered the home page, or
 *   failed (`//`), under a URL a CDN would keep. Browsers send `\` as `/` in http URLs already; only
 *   hand-made requests carry it.
 * - Capital letters become small ones: the router matches paths in any case and every page's path is
 *   lower-case (slugs too), so `/NEWS` and `/News` were the same page under URLs of their own, each a
 *   render and a page-cache entry of its own. Percent-escapes keep their letters and get capital hex
 *   digits (RFC 3986 §6.2.2.1), as browsers send them: `/news/%D0%BD` was sent on to `/news/%d0%bd`.
 * - Dot segments are resolved as a URL parser resolves them, escaped ones too (`/news/%2e%2e` is `/`):
 *   such a path rendered the page it resolves to, with 200, under a URL of its own.
 * - A slash at the end goes (`/news/` → `/news`): every page's path is without it, and with it the router
 *   matched the same page, with 200 under a second URL (QA of the crawler's view; the canonical link
 *   named the right one, but each spelling was a render and a cache entry of its own). The one page
 *   spelled with it, the AI landing's main page (`/kareliya-protiv-ii/`, spec §2), gets it.
 */
export function oneSpellingUrl(url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!NOT_ONE_SPELLING.test(path) && path !== AI_LANDING_BASE) return null;
  const segments: string[] = [];
  for (const segment of path
    .replace(/[/\\]+/g, '/')
    .split('/')
    .slice(1)) {
    const spelled = segment.replace(/%[\da-fA-F]{2}|[^%]+|%/g, (part) =>
      part.length === 3 && part[0] === '%' ? part.toUpperCase() : part.toLowerCase(),
    );
    const dots = spelled.replaceAll('%2E', '.');
    if (dots === '.' || spelled === '') continue;
    if (dots === '..') segments.pop();
    else segments.push(spelled);
  }
  const joined = `/${segments.join('/')}`;
  const spelled = joined === AI_LANDING_BASE ? `${joined}/` : joined;
  return spelled === path ? null : spelled + (queryAt === -1 ? '' : url.slice(queryAt));
}

/** Called once by a render in flight: with its page when it may be shared, with null when not. */
export type SettlePage = (page: CachedPage | null) => void;

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly inflight = new Map<string, Promise<CachedPage | null>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    /** How old a copy may be and still stand in for a failed render. */
    private readonly staleIfErrorMs = 0,
  ) {}

  fresh(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    return page && this.now() - page.storedAt < this.ttlMs ? page : undefined;
  }

  /** A page past its time but still recent enough to serve while its next render is in flight. */
  stale(key: string): CachedPage | undefined {
    return this.notOlderThan(key, this.ttlMs * STALE_LIFETIMES);
  }

  /** The last good copy, to serve instead of a render that failed for want of its data. */
  lastGood(key: string): CachedPage | undefined {
    return this.notOlderThan(key, this.staleIfErrorMs);
  }

  private notOlderThan(key: string, ageMs: number): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const age = this.now() - page.storedAt;
    // Past both uses, the page is of no use any more.
    if (age >= Math.max(this.ttlMs * STALE_LIFETIMES, this.staleIfErrorMs)) {
      this.pages.delete(key);
      return undefined;
    }
    return age < ageMs ? page : undefined;
  }

  /** The render of `key` in flight, if one is. */
  pending(key: string): Promise<CachedPage | null> | undefined {
    return this.inflight.get(key);
  }

  /** Marks a render of `key` as in flight; the returned function must be called exactly once. */
  begin(key: string): SettlePage {
    let resolve!: (page: CachedPage | null) => void;
    this.inflight.set(key, new Promise((done) => (resolve = done)));
    let settled = false;
    return (page) => {
      if (settled) return;
      settled = true;
      this.inflight.delete(key);
      if (page) this.store(key, page);
      resolve(page);
    };
  }

  private store(key: string, page: CachedPage): void {
    // Re-inserting keeps the Map in least-recently-stored order, so the first key is the one to drop.
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }
}

/** Passes the HTML through to the response and keeps a copy; `onEnd` gets it when the page is whole. */
export class CollectingStream extends Transform {
  private readonly chunks: Buffer[] = [];
  private finished = false;

  constructor(private readonly onEnd: (body: Buffer | null) => void) {
    super();
    // A stream closed before its end (the visitor went away, the render was aborted) shares nothing.
    this.once('close', () => {
      if (!this.finished) this.onEnd(null);
    });
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.chunks.push(buffer);
    callback(null, buffer);
  }

  override _flush(callback: TransformCallback): void {
    this.finished = true;
    this.onEnd(Buffer.concat(this.chunks));
    callback();
  }
}
