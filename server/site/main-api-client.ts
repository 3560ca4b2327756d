// The SSR side of ApiClient: a keep-alive undici pool to the main API with connect, header and body
// timeouts. Every call carries the id of the page request that made it, so the API's log lines join the
// site's (a public call shared by pages that asked at the same moment carries the first one's).
import { Pool } from 'undici';
import { ApiRequestError, type ApiClient } from '#client/lib/api-client.ts';
import { responseSchemaOf } from './upstream-schemas.ts';

/** No page needs more than this of one answer; a larger one is a fault, not something to buffer. */
export const MAX_UPSTREAM_BODY_BYTES = 4 * 1024 * 1024;

/** An answer the site cannot use: too large, not JSON, or not the shape the contract says. */
export class UpstreamFaultError extends ApiRequestError {
  constructor(
    path: string,
    readonly reason: string,
  ) {
    super(502, path);
    this.name = 'UpstreamFaultError';
  }
}

/** Reads a body of at most `limit` bytes as text; stops reading (and the request) past it. */
async function readText(body: AsyncIterable<Buffer> & { destroy(): void }, path: string, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) {
      body.destroy();
      throw new UpstreamFaultError(path, `body over ${limit} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: text === '' ? null : (JSON.parse(text) as unknown) };
  } catch {
    return { ok: false };
  }
}

/** Whether the page gave up (the visitor went away), as opposed to the deadline passing. */
function aborted(signal: AbortSignal): boolean {
  return signal.aborted && !(signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError');
}

export type UpstreamOutcome = 'ok' | 'refused' | 'failed';

/** What one upstream GET came to, before any page turns it into data or an error. */
type Fetched =
  | { kind: 'ok'; value: unknown }
  /** Answered, but not 2xx: the status and body go to the page (a 404 is a page's own answer). */
  | { kind: 'refused'; status: number; body: unknown }
  /** Answered with something the site cannot use: too large, not JSON, not the contract's shape. */
  | { kind: 'unusable'; error: UpstreamFaultError }
  /** No answer: refused connection, reset, or the deadline passed. */
  | { kind: 'failed' }
  /** Cut short because nobody waits for it any more (its visitor left). */
  | { kind: 'abandoned'; reason: unknown };

interface SharedCall {
  answer: Promise<Fetched>;
  /** Aborted when the last page waiting stops waiting: the call is cut short. */
  everyoneLeft: AbortController;
  /** Pages waiting for the answer; the call is cut short when the last one stops waiting. */
  waiting: number;
}

export interface MainApiPoolOptions {
  baseUrl: string;
  connections: number;
  timeoutMs: number;
  /** Told of every page-data call: its outcome and how long it took (metrics). */
  onResponse?: (outcome: UpstreamOutcome, seconds: number) => void;
  /** Told of every page-data call that joined another page's call in flight instead of being sent. */
  onShared?: () => void;
}

/** Where a request's upstream faults are logged (a request's pino logger). */
export interface FaultLog {
  warn(details: object, message: string): void;
}

/** An ApiClient bound to one page; `release` ends its deadline once the page is done with the API. */
export interface PageApiClient extends ApiClient {
  release(): void;
}

export interface MainApiPool {
  /**
   * An ApiClient bound to one page request; `sessionToken` goes only with calls marked `session`. Its
   * calls end when `aborted` fires (the visitor went away) and share one deadline of `timeoutMs` from the
   * first call: a page's loaders run side by side, and one timer and one combined signal per page cost
   * less than two per call (react-query never cancels a server-side query, so its signal is not used).
   */
  forRequest(requestId: string, log?: FaultLog, sessionToken?: string, aborted?: AbortSignal): PageApiClient;
  /** GET `path` and report whether it answered 2xx within the timeout. */
  ping(path: string): Promise<boolean>;
  /** Ends the session of `token` at the main API (sign-out); reports whether the API confirmed it. */
  revokeSession(token: string, requestId: string): Promise<boolean>;
  close(): Promise<void>;
}

function readOnly(): Promise<never> {
  return Promise.reject(new Error('The server-side API client only reads'));
}

export function createMainApiPool({ baseUrl, connections, timeoutMs, onResponse, onShared }: MainApiPoolOptions): MainApiPool {
  const pool = new Pool(baseUrl, {
    connections,
    connectTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 10_000,
  });

  /**
   * The page's signal plus its deadline, armed at the first call. Not AbortSignal.any with an
   * AbortSignal.timeout: `any` holds its sources weakly and Node lets a timeout signal nothing else holds
   * be collected before it fires, so a garbage collection during a trickling answer left the page waiting
   * past its deadline (tests/site/upstream-deadline.test.ts). Here the timer holds the controller.
   */
  const deadlineOf = (pageAborted: AbortSignal | undefined) => {
    let controller: AbortController | undefined;
    let timer: NodeJS.Timeout | undefined;
    const onPageAborted = () => {
      clearTimeout(timer);
      controller?.abort(pageAborted?.reason);
    };
    return {
      signal: () => {
        if (controller) return controller.signal;
        const deadline = new AbortController();
        controller = deadline;
        timer = setTimeout(() => deadline.abort(new DOMException('The page data took too long', 'TimeoutError')), timeoutMs);
        timer.unref();
        if (pageAborted?.aborted) deadline.abort(pageAborted.reason);
        pageAborted?.addEventListener('abort', onPageAborted, { once: true });
        return deadline.signal;
      },
      // A page that is done lets its timer and listener go at once, rather than keeping a timer per page
      // for API_TIMEOUT_MS (under load, thousands of them).
      release: () => {
        clearTimeout(timer);
        pageAborted?.removeEventListener('abort', onPageAborted);
      },
    };
  };

  /** One GET of the main API, read and checked against the contract; never rejects. */
  async function fetchOnce(path: string, requestId: string, signal: AbortSignal, token?: string): Promise<Fetched> {
    const startedAt = performance.now();
    const report = (outcome: UpstreamOutcome) => onResponse?.(outcome, (performance.now() - startedAt) / 1000);
    const failed = (): Fetched => {
      if (aborted(signal)) return { kind: 'abandoned', reason: signal.reason as unknown };
      report('failed');
      return { kind: 'failed' };
    };
    let response;
    try {
      response = await pool.request({
        path,
        method: 'GET',
        headers: { accept: 'application/json', 'x-request-id': requestId, ...(token && { authorization: `Bearer ${token}` }) },
        signal,
      });
    } catch {
      return failed();
    }
    let text: string;
    try {
      text = await readText(response.body, path, MAX_UPSTREAM_BODY_BYTES);
    } catch (error) {
      if (error instanceof UpstreamFaultError) {
        report('failed');
        return { kind: 'unusable', error };
      }
      return failed();
    }
    const json = parseJson(text);
    if (response.statusCode < 200 || response.statusCode >= 300) {
      report(response.statusCode < 500 ? 'refused' : 'failed');
      return { kind: 'refused', status: response.statusCode, body: json.ok ? json.value : null };
    }
    const parsed = json.ok ? responseSchemaOf(path)?.safeParse(json.value) : undefined;
    if (!json.ok || (parsed && !parsed.success)) {
      report('failed');
      const reason = json.ok ? `not the contract's shape: ${parsed?.error?.issues[0]?.message ?? ''}` : 'not JSON';
      return { kind: 'unusable', error: new UpstreamFaultError(path, reason) };
    }
    report('ok');
    return { kind: 'ok', value: json.value };
  }

  /**
   * Public GETs (no session token) of the same path that overlap share one upstream call: under load,
   * the pages rendering at the same moment mostly ask for the same lists and posts, and each asking and
   * parsing its own copy is work and upstream load for the same answer. The call runs with a deadline
   * of its own and goes on while anyone waits for it; when every page waiting has gone (its visitor
   * left, or its deadline passed) it is cut short like an unshared one. Nothing outlives the call: a
   * page that asks after the answer came makes a new call, so what a page gets was asked for at most
   * one call's duration before the page asked.
   */
  const inFlight = new Map<string, SharedCall>();

  function sharedFetch(path: string, requestId: string, signal: AbortSignal): Promise<Fetched> {
    let call = inFlight.get(path);
    if (!call) {
      // The call's own deadline, as a page's, with «every page has gone» in the place of the page's signal.
      const everyoneLeft = new AbortController();
      const deadline = deadlineOf(everyoneLeft.signal);
      const created: SharedCall = {
        everyoneLeft,
        waiting: 0,
        answer: fetchOnce(path, requestId, deadline.signal()).finally(() => {
          deadline.release();
          if (inFlight.get(path) === created) inFlight.delete(path);
        }),
      };
      inFlight.set(path, created);
      call = created;
    } else {
      onShared?.();
    }
    const joined = call;
    joined.waiting += 1;
    return new Promise((resolve, reject) => {
      // Each page stops waiting once: when the answer comes or when it leaves, whichever is first.
      let waiting = true;
      const stopWaiting = () => {
        waiting = false;
        signal.removeEventListener('abort', leave);
        joined.waiting -= 1;
      };
      function leave() {
        if (!waiting) return;
        stopWaiting();
        if (joined.waiting === 0) {
          if (inFlight.get(path) === joined) inFlight.delete(path);
          joined.everyoneLeft.abort(signal.reason);
        }
        reject(signal.reason as Error);
      }
      if (signal.aborted) return leave();
      signal.addEventListener('abort', leave, { once: true });
      // fetchOnce answers every outcome; a throw it did not foresee still reaches each page as its error.
      joined.answer.then(
        (fetched) => {
          if (!waiting) return;
          stopWaiting();
          resolve(fetched);
        },
        (error: unknown) => {
          if (!waiting) return;
          stopWaiting();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  async function get<T>(path: string, requestId: string, signal: AbortSignal, log?: FaultLog, token?: string): Promise<T> {
    let fetched: Fetched;
    if (token) {
      fetched = await fetchOnce(path, requestId, signal, token);
    } else {
      try {
        fetched = await sharedFetch(path, requestId, signal);
      } catch (error) {
        // This page's deadline passed: for the page, the API answered nothing in time. Otherwise its
        // visitor left, or something unforeseen broke: the error goes on as it is.
        if (signal.aborted && !aborted(signal)) throw new ApiRequestError(0, path);
        throw error;
      }
    }
    switch (fetched.kind) {
      case 'ok':
        return fetched.value as T;
      case 'refused':
        throw new ApiRequestError(fetched.status, path, fetched.body);
      case 'unusable':
        log?.warn({ path, reason: fetched.error.reason }, 'main API answer unusable');
        throw fetched.error;
      case 'abandoned':
        throw fetched.reason;
      case 'failed':
        throw new ApiRequestError(0, path);
    }
  }

  return {
    forRequest: (requestId, log, sessionToken, pageAborted) => {
      const deadline = deadlineOf(pageAborted);
      return {
        get: (path, options) => get(path, requestId, deadline.signal(), log, options?.session ? sessionToken : undefined),
        release: deadline.release,
        // Pages only read during SSR; sending is the browser's (through the proxy, with the visitor's cookie).
        post: readOnly,
        put: readOnly,
        delete: readOnly,
        upload: readOnly,
      };
    },
    async ping(path) {
      try {
        await get(path, 'readyz', AbortSignal.timeout(timeoutMs));
        return true;
      } catch {
        return false;
      }
    },
    async revokeSession(token, requestId) {
      try {
        const response = await pool.request({
          path: '/api/auth/logout',
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'x-request-id': requestId },
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body.dump();
        // 401: the token was already worthless, which is what signing out wants.
        return response.statusCode === 204 || response.statusCode === 401;
      } catch {
        return false;
      }
    },
    close: () => pool.close(),
  };
}
