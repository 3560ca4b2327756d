// Renders one page: runs the matched routes' loaders (filling a per-request QueryClient), then renders
// the whole document with renderToPipeableStream. A page complete at shell time goes out as one buffer;
// one that still suspends streams, shell first (to people; crawlers wait for the whole). Either way it
// goes out through reply.send so Fastify's hooks still apply.
import { PassThrough, Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { ReactElement } from 'react';
import { preinit } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { App } from '#client/app/app.tsx';
import type { AppData } from '#client/app/app-data.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { isPartialPage } from '#client/lib/route-data.ts';
import type { PublicSiteConfig } from '#client/lib/site-config.tsx';
import { PAGE_SCRIPTS_META } from '#client/page-scripts.ts';
import { createRoutes, DEPS_FROM_REQUEST_CONTEXT, withPagesLoaded, type RouteHandle } from '#client/app/router.tsx';
import type { RouteDeps } from '#client/lib/route-data.ts';
import { serializeJsonForHtml } from '#shared/safe-json.ts';
import type { Config } from '../config.ts';
import { pageAssets, type AssetManifest, type PageAssets } from './assets.ts';
import type { MainApiPool } from './main-api-client.ts';
import { labelPageRoute, type SiteMetrics } from './metrics.ts';
import { carriesAccountDeletedMark, sessionTokenOf, type SessionCookie } from './session-cookie.ts';
import { paths } from '#client/app/paths.ts';
import { CollectingStream, etagOf, ifNoneMatch, type CachedPage, type SettlePage } from './page-cache.ts';
import { createNonce, pageCacheControl, pageCsp, type PageKind } from './page-policy.ts';

export interface PageRenderer {
  /**
   * With `settle`, the page is offered to the page cache (or declined with null) exactly once. With
   * `instead`, a page whose data could not be had (a 5xx: the API down) is not rendered: `instead`
   * answers (the page cache's last good copy).
   */
  (request: FastifyRequest, reply: FastifyReply, settle?: SettlePage, instead?: () => FastifyReply): Promise<FastifyReply>;
}

/**
 * The headers a cached copy of a page is served with (the per-request ones come from hooks, Vary too:
 * app.ts names Accept-Encoding on every compressible answer, pages included).
 */
const PAGE_HEADERS = ['content-type', 'cache-control', 'content-security-policy'] as const;

/** When to come back to a page whose data could not be had, in seconds (as the sitemap's 503). */
const PAGE_RETRY_AFTER_S = 60;

export async function createPageRenderer(options: {
  config: Config;
  /** The origin of PUBLIC_URL (server/site/app.ts reads it once for the whole site). */
  publicOrigin: string;
  manifest: AssetManifest;
  mainApi: MainApiPool;
  metrics: SiteMetrics;
  sessionCookie: SessionCookie;
}): Promise<PageRenderer> {
  const { config, publicOrigin, manifest, mainApi, metrics, sessionCookie } = options;
  const publicConfig: PublicSiteConfig = {
    publicUrl: config.PUBLIC_URL,
    captchaSiteKey: config.CAPTCHA_SITE_KEY ?? null,
    uploadMaxBytes: config.UPLOAD_MAX_BYTES,
    aiSocial: { vk: config.AI_SOCIAL_VK, telegram: config.AI_SOCIAL_TELEGRAM, whatsapp: config.AI_SOCIAL_WHATSAPP ?? null },
    routeChunksUrl: manifest.routeChunks ?? null,
  };
  // Every page of the site offers the contact-us form, so each allows the captcha when it is on.
  const captcha = publicConfig.captchaSiteKey !== null;

  // One route tree and handler for the process: route ranking is done and every page module loaded
  // before the first request; each request's QueryClient and ApiClient reach the loaders through the
  // request context.
  const handler = createStaticHandler(await withPagesLoaded(createRoutes(DEPS_FROM_REQUEST_CONTEXT)));

  const SIGN_IN_FOR_PREFIX = paths.signInFor('');

  return async function renderPage(request, reply, settle, instead) {
    const stopTimer = metrics.renderSeconds.startTimer();
    reply.raw.once('finish', () => stopTimer({ status_code: String(reply.statusCode) }));
    const abort = new AbortController();
    const queryClient = createQueryClient();
    const api = mainApi.forRequest(request.id, request.log, sessionTokenOf(request, sessionCookie), abort.signal);
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
      api.release();
    });
    const requestContext: RouteDeps = { queryClient, api };
    const context = await handler.query(toWebRequest(request, publicOrigin), { requestContext });
    // The visitor went away while the loaders ran (their API calls were cut short with them): nothing is
    // rendered for nobody, and nothing went wrong on our side. 499 is what the logs and metrics show.
    if (abort.signal.aborted) {
      settle?.(null);
      request.log.info('the visitor left before the page was ready');
      return reply.code(499).header('cache-control', 'no-store').send();
    }

    if (context instanceof Response) {
      settle?.(null);
      let location = context.headers.get('location') ?? '/';
      // A cabinet page of an account deleted in this browser offers no way back to it (session-cookie.ts).
      if (carriesAccountDeletedMark(request, sessionCookie) && location.startsWith(SIGN_IN_FOR_PREFIX)) location = paths.home();
      return reply.header('cache-control', 'no-store').redirect(location, context.status);
    }

    const route = routePatternOf(context);
    labelPageRoute(request, route);
    for (const error of Object.values(context.errors ?? {})) {
      if (!isRouteErrorResponse(error)) request.log.error({ err: error }, 'route loader failed');
    }
    // A page with a part missing (route-data.ts ensureParts) is whole in its last good copy, when there is one.
    const partial = Object.values(context.loaderData).some(isPartialPage);
    if (instead && (context.statusCode >= 500 || partial)) {
      settle?.(null);
      request.log.warn({ statusCode: context.statusCode, partial }, 'page answered with its last good copy: its data could not be had');
      return instead();
    }
    const kind = pageKindOf(context);
    const nonce = kind === 'private' ? createNonce() : undefined;
    reply
      .status(context.statusCode)
      .header('content-type', 'text/html; charset=utf-8')
      // Not kept by a CDN or for other visitors: the missing part loads in this visitor's browser.
      .header('cache-control', partial ? 'no-store' : pageCacheControl(kind, config))
      .header('content-security-policy', pageCsp({ nonce, captcha, frames: frameOriginsOf(context) }));
    // The page's data could not be had: a crawler comes back later instead of dropping the page, and a
    // client knows when to retry (the sitemap's 503 says the same).
    if (context.statusCode === 503) reply.header('retry-after', String(PAGE_RETRY_AFTER_S));

    const appData: AppData = {
      config: publicConfig,
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeRouteErrors(context.errors),
      },
      query: dehydrate(queryClient),
    };
    const assets = pageAssets(
      manifest,
      context.matches.map((match) => match.route.id),
    );
    const shareable = kind === 'public' && context.statusCode === 200 && !partial;
    if (!shareable) settle?.(null);
    const router = createStaticRouter(handler.dataRoutes, context);
    const element = (
      <App api={api} queryClient={queryClient} config={publicConfig} appDataJson={serializeJsonForHtml(appData)}>
        <PageAssetLinks assets={assets} />
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
      </App>
    );

    return streamDocument(element, {
      request,
      reply,
      assets,
      nonce,
      waitForAll: isbot(request.headers['user-agent'] ?? ''),
      timeoutMs: config.RENDER_TIMEOUT_MS,
      settle: shareable ? settle : undefined,
      route,
    });
  };
}

export function streamDocument(
  element: ReactElement,
  options: {
    request: FastifyRequest;
    reply: FastifyReply;
    assets: PageAssets;
    nonce: string | undefined;
    waitForAll: boolean;
    timeoutMs: number;
    settle: SettlePage | undefined;
    /** The page's route pattern, kept with a cached copy. */
    route: string;
  },
): Promise<FastifyReply> {
  const { request, reply, assets, nonce, waitForAll, timeoutMs, settle, route } = options;
  return new Promise((resolve, reject) => {
    let renderFailed = false;
    let sent = false;
    const failedStatus = () => {
      // An error after the shell still sends what rendered; the status says it is not whole.
      if (renderFailed) reply.status(500).header('cache-control', 'no-store');
    };
    // Something is still suspended at shell time: the shell goes out now and the rest streams after it.
    const sendStream = () => {
      sent = true;
      failedStatus();
      const body = settle
        ? new CollectingStream((html) => settle(html && !renderFailed ? cachedPage(reply, html, route) : null))
        : new PassThrough();
      stream.pipe(body);
      resolve(reply.send(body));
    };
    // Nothing left to wait for (the usual case: loaders fetched what the page shows): React writes the
    // whole document in one synchronous flush, which goes out as one buffer with a Content-Length
    // instead of through a stream, chunk by chunk.
    const sendWhole = () => {
      sent = true;
      const chunks: Buffer[] = [];
      const collector = new Writable({
        highWaterMark: Number.MAX_SAFE_INTEGER,
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
      });
      collector.once('finish', () => {
        failedStatus();
        const html = Buffer.concat(chunks);
        if (settle) {
          const page = renderFailed ? null : cachedPage(reply, html, route);
          settle(page);
          if (page) {
            // The first answer already carries the validator its cached copies will be served with, and
            // a copy revalidated after the page cache let its own go (a browser's or a CDN's, seconds or
            // minutes later) is still current when the new render has the same tag (QA: 200 with the
            // same ETag and the whole body, so a 304 came only within a second of a render).
            reply.header('etag', page.etag);
            if (ifNoneMatch(request.headers['if-none-match'], page.etag)) {
              resolve(reply.code(304).send());
              return;
            }
          }
        }
        resolve(reply.send(html));
      });
      stream.pipe(collector);
    };
    const stream = renderToPipeableStream(element, {
      bootstrapModules: [assets.boot],
      nonce,
      onShellReady() {
        // React reports everything ready right after the shell, in the same call, when nothing suspended.
        if (!waitForAll) queueMicrotask(() => sent || sendStream());
      },
      onAllReady() {
        clearTimeout(timer);
        if (!sent) sendWhole();
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        renderFailed = true;
        request.log.error({ err: error }, 'page render failed');
      },
    });
    // A render stuck on a slow boundary is cut off; React then finishes with client rendering.
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), timeoutMs);
    timer.unref();
  });
}

function cachedPage(reply: FastifyReply, body: Buffer, route: string): CachedPage {
  const headers: Record<string, string> = {};
  for (const name of PAGE_HEADERS) {
    const value = reply.getHeader(name);
    if (typeof value === 'string') headers[name] = value;
  }
  return { headers, body, storedAt: Date.now(), etag: etagOf(body), route };
}

/**
 * The matched routes' paths joined (`/news/:slug`), for the metrics; `unmatched` for an address no page
 * has, which react-router answers with the root layout's 404 alone.
 */
function routePatternOf(context: StaticHandlerContext): string {
  const paths = context.matches.flatMap((match) => match.route.path?.split('/') ?? []).filter(Boolean);
  if (paths.length === 0 && context.statusCode === 404) return 'unmatched';
  return `/${paths.join('/')}`;
}

/**
 * The CSS bundle goes into <head> through React's resource API, and so does the page's list of scripts
 * (React hoists the <meta>; the browser's render leaves hoisted tags alone). Nothing in the HTML fetches
 * a script but the small boot script: it loads the listed entry and route chunks after the first paint
 * (client/boot.ts), so the page paints from HTML and CSS without ~30 files of script beside them.
 */
export function PageAssetLinks({ assets }: { assets: PageAssets }) {
  for (const href of assets.stylesheets) preinit(href, { as: 'style', precedence: 'default' });
  return <meta name={PAGE_SCRIPTS_META} content={[assets.entry, ...assets.modulePreloads].join(' ')} />;
}

function pageKindOf(context: StaticHandlerContext): PageKind {
  if (context.errors || context.statusCode >= 400) return 'error';
  const leaf = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  return leaf?.cache === 'private' ? 'private' : 'public';
}

/**
 * Origins a page may frame besides its own (video players): what the routes it is under name. The
 * layout's error page gets them too: from there a visitor navigates on without reloading the document.
 */
function frameOriginsOf(context: StaticHandlerContext): string[] {
  const origins = context.matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.frameOrigins ?? []);
  return [...new Set(origins)];
}

function toWebRequest(request: FastifyRequest, publicOrigin: string): Request {
  // The public origin, not the Host header: a forged Host must not reach links or the router. No
  // headers: loaders read the URL only (the session reaches the API client, not the router), and
  // copying them into a Headers object was a measurable part of each render. No signal either: the API
  // client already holds the page's (a Request that follows one registers a finalizer for every page).
  // Joined, not resolved: resolved against the origin, a path that starts `//` would name a host.
  return new Request(new URL(`${publicOrigin}${request.url}`));
}

/** The serialized form createBrowserRouter revives (the same as StaticRouterProvider writes). */
export function serializeRouteErrors(errors: StaticHandlerContext['errors']): AppData['router']['errors'] {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) serialized[routeId] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error) serialized[routeId] = { message: 'Internal error', __type: 'Error' };
    else serialized[routeId] = error;
  }
  return serialized;
}
