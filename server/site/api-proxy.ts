// The main and lead APIs behind the site's origin (DESIGN §1, §4). The browser never sees the token:
// the proxy turns the session cookie into a bearer header, refuses unsafe cross-site requests, clears
// the cookie on a 401, and keeps anything answered for a signed-in user out of shared caches.
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { clientAddress } from '../common/client-address.ts';
import { apiError } from '../common/error-handler.ts';
import { ACCOUNT_DELETED_MESSAGE } from '#shared/auth-messages.ts';
import { tooLargeMessage } from '#shared/schemas/files.ts';
import { apiPathOf } from './api-path.ts';
import { isUnsafeCrossSiteRequest } from './csrf.ts';
import { sendFallbackErrorPage, type FallbackAction } from './fallback-error-page.ts';
import { PRIVATE_NO_STORE } from './page-policy.ts';
import { carriesAccountDeletedMark, clearSessionCookie, markAccountDeleted, sessionTokenOf, type SessionCookie } from './session-cookie.ts';
import { isSignInStart, startSignIn, withNonceInRedirectUrl, type SignInBinding } from './sign-in-binding.ts';

/** Paths of the second API host (spec §7). */
export const LEAD_API_PREFIXES = ['/api/IdeaContest', '/api/NeuroArt', '/api/Hackaton', '/api/Forum', '/api/Ted', '/api/Email'] as const;

export interface ApiProxyOptions {
  mainApiUrl: string;
  leadApiUrl: string;
  publicOrigin: string;
  sessionCookie: SessionCookie;
  signInBinding: SignInBinding;
  timeoutMs: number;
  /**
   * How long an upload may pause between bytes (REQUEST_TIMEOUT_MS): it streams to the API as it arrives,
   * so its pauses are the client's pace, not the API's silence (QA: a 7 s stall on a phone's uplink was
   * a 504 and an outage in the log). Once its body is whole, the API has `timeoutMs` to answer.
   */
  uploadPauseMs: number;
  /** The main API's limit of one uploaded file (`UPLOAD_MAX_BYTES`). */
  uploadMaxBytes: number;
  /** The site's stylesheets, for the error page a browser gets instead of an API's JSON refusal. */
  errorPageStylesheets: readonly string[];
}

/** Fastify's default body limit, which both APIs keep for JSON and form bodies. */
const API_BODY_LIMIT = 1024 * 1024;
/** Room for a multipart envelope around the file: part headers and the boundaries. */
const MULTIPART_OVERHEAD = 64 * 1024;
const UPLOAD_PATH = '/api/files';
/**
 * Uploads one visitor (one address) may send side by side. An upload streams to the API as it arrives,
 * so each holds an upstream connection for as long as its client takes: without a cap, one client
 * trickling 2,000 bodies took the whole pool and every other /api call waited (QA). The browser sends at
 * most UPLOAD_MAX_FILES (10) at once; an office behind one address gets a little more.
 */
const UPLOADS_IN_FLIGHT_PER_ADDRESS = 16;

export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const { sessionCookie, publicOrigin, signInBinding } = options;
  /** The nonce of each sign-in start in flight, for its forwarded query. */
  const signInNonces = new WeakMap<object, string>();
  /** The length of each body read whole before it is forwarded. */
  const bufferedLengths = new WeakMap<object, number>();
  const uploadsInFlight = new Map<string, number>();
  /** An upload's wait for the API's answer, from the moment its body is whole. */
  const answerTimers = new WeakMap<object, NodeJS.Timeout>();

  /** An unreachable or slow API is the site's 503/504 with a Russian message, never the socket error text (it names internal addresses). */
  const answerFailure = (reply: FastifyReply, error: Error, upstream: string) => {
    // Called again when the upstream request ends after a timeout already answered (QA: a 503 status
    // line with a 504 body, then Fastify's «Reply was already sent»), and twice at once for a body
    // that could not be sent to an unreachable API, before the first answer is out (QA: two errors
    // and a failed write logged for every form sent during an outage).
    if (reply.sent || answeredFailures.has(reply)) return;
    answeredFailures.add(reply);
    // The client went away (an upload abandoned, a tab closed): nobody to answer, and not an outage.
    // Its connection says so, not the request stream: one whose body was read whole is destroyed
    // once read (QA: every form sent while an API was down was taken for abandoned, and never
    // answered).
    if (reply.raw.destroyed || reply.request.raw.socket?.destroyed) {
      reply.request.log.info({ upstream }, 'client closed the connection during a proxied request');
      return;
    }
    const timedOut = (error as { statusCode?: number }).statusCode === 504;
    reply.request.log.error({ err: error, upstream }, 'API unreachable through the proxy');
    const status = timedOut ? 504 : 503;
    void reply.code(status).header('cache-control', 'no-store');
    if (isBrowserNavigation(reply.request)) {
      void sendFallbackErrorPage(reply, status, options.errorPageStylesheets, UNAVAILABLE_MESSAGE);
      return;
    }
    void reply.send(apiError(status, UNAVAILABLE_MESSAGE));
  };

  // A body is read whole here before an upstream connection is taken (up to the APIs' own limit), so a
  // client sending it slowly costs the site a socket, not the API pool one (REQUEST_TIMEOUT_MS ends it).
  // It is forwarded as the same bytes, never parsed. Uploads stream: they are large, and capped per
  // address instead; any other multipart body (the account deletion's form) is read whole like the rest
  // (QA: 40 trickled multipart bodies to another address held 40 API connections, past the uploads' cap).
  app.removeAllContentTypeParsers();
  const forwardWhole = (request: FastifyRequest, bytes: Buffer) => {
    bufferedLengths.set(request, bytes.length);
    return Readable.from([bytes], { objectMode: false });
  };
  app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: Readable) =>
    isUpload(request) ? payload : forwardWhole(request, await readWhole(payload, API_BODY_LIMIT)),
  );
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT }, (request, body, done) => {
    done(null, forwardWhole(request, body as Buffer));
  });

  app.addHook('onRequest', async (request, reply) => {
    if (isUnsafeCrossSiteRequest(request, publicOrigin)) {
      return reply.code(403).send(apiError(403, 'Запрос с другого сайта отклонён'));
    }
    // No API takes encoded bodies, and nothing here decodes them: refused before any byte goes upstream.
    if (hasEncodedBody(request)) {
      return reply.code(415).send(apiError(415, 'Сжатое тело запроса не принимается: отправьте его без Content-Encoding'));
    }
    // An API that stops reading a body it will not take closes the shared connection mid-upload, which
    // the proxy would report as an outage: a body known to be too large is the client's 413 here.
    if (declaredLength(request) > bodyLimitOf(request, options.uploadMaxBytes)) {
      // An upload's refusal speaks of the file, as the API's own does (QA: it spoke of text).
      const message = isUpload(request)
        ? tooLargeMessage(options.uploadMaxBytes)
        : 'Слишком большой запрос: сократите текст или приложите файлы отдельно';
      return reply.code(413).send(apiError(413, message));
    }
    if (isUpload(request)) {
      const address = clientAddress(request);
      const inFlight = uploadsInFlight.get(address) ?? 0;
      if (inFlight >= UPLOADS_IN_FLIGHT_PER_ADDRESS) {
        return reply
          .code(429)
          .header('retry-after', '10')
          .send(apiError(429, 'Слишком много файлов загружается одновременно: дождитесь загрузки остальных'));
      }
      uploadsInFlight.set(address, inFlight + 1);
      reply.raw.once('close', () => {
        const left = (uploadsInFlight.get(address) ?? 1) - 1;
        if (left > 0) uploadsInFlight.set(address, left);
        else uploadsInFlight.delete(address);
      });
      // Its whole body has come: the API's silence from now on is what API_TIMEOUT_MS bounds.
      request.raw.once('end', () => {
        const timer = setTimeout(() => answerFailure(reply, new UpstreamTimeout(), options.mainApiUrl), options.timeoutMs);
        answerTimers.set(request, timer);
        reply.raw.once('close', () => clearTimeout(timer));
      });
    }
    if (isSignInStart(request)) signInNonces.set(request, startSignIn(reply, signInBinding));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (hasCredentials(request, sessionCookie)) {
      reply.header('cache-control', PRIVATE_NO_STORE);
      // A deleted account's session is over, and the browser's other tabs are to learn why.
      if (isAccountDeletion(request) && reply.statusCode < 300) markAccountDeleted(reply, sessionCookie);
      // A 401 means the session is over; one of a browser whose account was deleted says so.
      else if (reply.statusCode === 401) {
        clearSessionCookie(reply, sessionCookie);
        // The API's own answer (a stream), not the page a browser opening the address gets instead.
        if (carriesAccountDeletedMark(request, sessionCookie) && payload instanceof Readable) {
          payload.destroy();
          for (const name of BODY_HEADERS) reply.removeHeader(name);
          reply.type('application/json; charset=utf-8');
          return JSON.stringify(apiError(401, ACCOUNT_DELETED_MESSAGE));
        }
      }
    }
    return payload;
  });

  const proxyTo = (upstream: string, prefix: string, idleTimeoutMs = options.timeoutMs): FastifyHttpProxyOptions => ({
    upstream,
    prefix,
    rewritePrefix: prefix,
    proxyPayloads: false,
    http: { requestOptions: { timeout: idleTimeoutMs } },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) =>
        withBearerToken(
          request as FastifyRequest,
          withBufferedLength(withoutHopByHop(headers), bufferedLengths.get(request)),
          sessionCookie,
        ),
      // The API's connection management is between it and the site; the client has its own with the site.
      rewriteHeaders: (headers) => withoutHopByHop(headers),
      // A sign-in start carries this browser's nonce in its redirect_url; every other query passes as it is.
      queryString: (search, requestUrl, request) => {
        const query = search ? search.replace(/^\?/, '') : (requestUrl.split('?')[1] ?? '');
        const nonce = signInNonces.get(request);
        return nonce === undefined ? query : withNonceInRedirectUrl(query, nonce);
      },
      // An address of the API opened in the browser (a document link, the sign-in start, a file link
      // kept past its end) gets the site's error page with the API's message, never its JSON.
      onResponse: (request, reply, res) => {
        clearTimeout(answerTimers.get(request));
        // An upload already answered as timed out: the API's late answer goes nowhere.
        if (answeredFailures.has(reply)) {
          res.stream.destroy();
          return;
        }
        // A refusal is about this one request: an API's without a word on caching (Node's own 414) is kept by no cache (QA).
        if (reply.statusCode >= 400 && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        if (reply.statusCode >= 500) {
          void answerUpstreamFailure(reply as FastifyReply, res.stream, options.errorPageStylesheets);
          return;
        }
        if (reply.statusCode >= 400 && isBrowserNavigation(request) && isJson(reply.getHeader('content-type'))) {
          void answerNavigationWithPage(reply as FastifyReply, res.stream, options.errorPageStylesheets);
          return;
        }
        void reply.send(res.stream);
      },
      onError: (reply, { error }) => answerFailure(reply as FastifyReply, error, upstream),
    },
  });

  // proxyPayloads: false, as the parsers above take the bodies in (@fastify/http-proxy's own pass streams).
  for (const prefix of LEAD_API_PREFIXES) await app.register(httpProxy, proxyTo(options.leadApiUrl, prefix));
  // Uploads wait for their client's pauses (uploadPauseMs); the answer timer above bounds the API's silence.
  await app.register(httpProxy, { ...proxyTo(options.mainApiUrl, UPLOAD_PATH, options.uploadPauseMs), httpMethods: ['POST'] });
  await app.register(httpProxy, proxyTo(options.mainApiUrl, '/api'));
}

const UNAVAILABLE_MESSAGE = 'Сервис временно недоступен, попробуйте ещё раз через минуту';

/** Proxied requests whose upstream failure has been answered (onError may be called more than once). */
const answeredFailures = new WeakSet<object>();

/** The API did not answer an upload in time once its body was whole: reply-from's own timeout, told the same way. */
class UpstreamTimeout extends Error {
  readonly statusCode = 504;
  constructor() {
    super('The API did not answer a whole upload in time');
  }
}

/**
 * A body read whole, refused with the site's 413 past `limit` bytes (a declared length was checked
 * before). As Fastify's own reader: past the limit it stops listening and leaves the connection for the
 * refusal to be sent on.
 */
function readWhole(payload: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = () => {
      payload.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length <= limit) return void chunks.push(chunk);
      stop();
      reject(Object.assign(new Error('Request body is too large'), { statusCode: 413 }));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, length));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // Closed before its end: the client left mid-body.
    const onClose = () => onError(Object.assign(new Error('The client closed the connection mid-body'), { code: 'ECONNRESET' }));
    payload.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/**
 * A browser opening the address itself (a link followed, a tab), not the site's scripts calling the
 * API: Fetch Metadata says so; a browser without it is judged by its Accept header.
 */
export function isBrowserNavigation(request: { method: string; headers: IncomingHttpHeaders }): boolean {
  if (request.method !== 'GET') return false;
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  return request.headers.accept?.includes('text/html') ?? false;
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);
}

/** An API's refusal is small; a body past this is not read for its message. */
const REFUSAL_READ_LIMIT = 16 * 1024;

/** A JSON error's `message`, read from at most REFUSAL_READ_LIMIT bytes; undefined for anything else. */
async function messageOf(body: Readable): Promise<string | undefined> {
  try {
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      length += chunk.length;
      if (length > REFUSAL_READ_LIMIT) break;
      chunks.push(chunk);
    }
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const candidate = (parsed as { message?: unknown } | null)?.message;
    return typeof candidate === 'string' && candidate.trim() !== '' ? candidate : undefined;
  } catch {
    // Not JSON after all, or cut short: the stock line for the status stands in.
    return undefined;
  } finally {
    body.destroy();
  }
}

/** Headers that describe a body: another body the site sends instead must not carry them. */
export const BODY_HEADERS = ['content-length', 'content-type', 'content-encoding', 'etag', 'last-modified', 'content-disposition'];

/** The API's representation headers describe its body, not the answer the site makes instead. */
function withoutRepresentationHeaders(reply: FastifyReply): void {
  for (const name of BODY_HEADERS) reply.removeHeader(name);
  reply.header('cache-control', 'no-store');
}

/**
 * A file link refused (expired, broken, or the file gone) was followed from an application in the
 * cabinet, where the application shows its files with fresh links (QA: the page said «Обновите
 * страницу», and reloading the refused address does nothing).
 */
const FILE_LINK = /^\/api\/files\/[^/]+\/download$/;
const MY_APPLICATIONS: FallbackAction = { href: '/cabinet/applications', label: 'Мои заявки' };

/** The API's refusal, read for its Russian message, answered as the site's error page with the same status. */
async function answerNavigationWithPage(reply: FastifyReply, body: Readable, stylesheets: readonly string[]): Promise<void> {
  const message = await messageOf(body);
  if (reply.sent) return;
  withoutRepresentationHeaders(reply);
  const action = FILE_LINK.test(apiPathOf(reply.request.url)) ? MY_APPLICATIONS : undefined;
  sendFallbackErrorPage(reply, reply.statusCode, stylesheets, message, action);
}

/**
 * An API's own failure (5xx), answered by the site with the same status and its own body: an upstream's
 * page or JSON went to the visitor as it was (QA: a load balancer's English «502 Bad Gateway» page, a
 * JSON with the stack trace, neither with Cache-Control). Only a Russian message of our APIs' is kept.
 */
async function answerUpstreamFailure(reply: FastifyReply, body: Readable, stylesheets: readonly string[]): Promise<void> {
  const said = await messageOf(body);
  if (reply.sent) return;
  const message = said !== undefined && /[А-Яа-яЁё]/.test(said) ? said : UNAVAILABLE_MESSAGE;
  reply.request.log.warn({ statusCode: reply.statusCode }, 'API answered with a failure through the proxy');
  withoutRepresentationHeaders(reply);
  if (isBrowserNavigation(reply.request)) {
    sendFallbackErrorPage(reply, reply.statusCode, stylesheets, message);
    return;
  }
  void reply.send(apiError(reply.statusCode, message));
}

/** RFC 9110 §7.6.1: headers about one connection, never forwarded; plus those `Connection` names. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

function withoutHopByHop<T extends Record<string, unknown>>(headers: T): T {
  const named = typeof headers.connection === 'string' ? headers.connection.split(',').map((name) => name.trim().toLowerCase()) : [];
  const kept = { ...headers };
  for (const name of [...HOP_BY_HOP, ...named]) delete kept[name];
  return kept;
}

function declaredLength(request: FastifyRequest): number {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) ? length : 0;
}

function isUpload(request: FastifyRequest): boolean {
  return request.method === 'POST' && apiPathOf(request.url) === UPLOAD_PATH;
}

function bodyLimitOf(request: FastifyRequest, uploadMaxBytes: number): number {
  return isUpload(request) ? uploadMaxBytes + MULTIPART_OVERHEAD : API_BODY_LIMIT;
}

/** A body read whole goes on with its exact length (the client may have sent it chunked). */
function withBufferedLength<T extends Record<string, unknown>>(headers: T, length: number | undefined): T {
  return length === undefined ? headers : { ...headers, 'content-length': String(length) };
}

const ACCOUNT_DELETION_PATH = '/api/auth/delete-account';

function isAccountDeletion(request: FastifyRequest): boolean {
  return request.method === 'POST' && apiPathOf(request.url) === ACCOUNT_DELETION_PATH;
}

function hasEncodedBody(request: FastifyRequest): boolean {
  const encoding = request.headers['content-encoding'];
  return encoding !== undefined && encoding.trim().toLowerCase() !== 'identity';
}

function hasCredentials(request: FastifyRequest, cookie: SessionCookie): boolean {
  // No cookies yet when a hook answered before they were read (under-pressure's 503): nothing went upstream.
  return Boolean(request.cookies?.[cookie.name] || request.headers.authorization);
}

/** The upstream request: the token from the cookie as a bearer header, the cookie itself left out. */
function withBearerToken(request: FastifyRequest, headers: IncomingHttpHeaders, cookie: SessionCookie): IncomingHttpHeaders {
  const token = sessionTokenOf(request, cookie);
  // The APIs trust these from the site only (API_TRUST_PROXY): the visitor's address as the site saw it.
  const rewritten: IncomingHttpHeaders = {
    ...headers,
    'x-request-id': request.id,
    'x-forwarded-for': clientAddress(request),
    'x-forwarded-proto': request.protocol,
  };
  if (token) rewritten.authorization = `Bearer ${token}`;
  if (typeof headers.cookie === 'string') {
    const others = headers.cookie
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith(`${cookie.name}=`));
    if (others.length > 0) rewritten.cookie = others.join('; ');
    else delete rewritten.cookie;
  }
  return rewritten;
}
