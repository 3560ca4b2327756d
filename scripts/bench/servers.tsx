// The bench's helper servers, one per process (`node dist/bench/servers.js <kind> …`), built by
// scripts/bench/build.ts with the server bundle's settings (Linaria, React Router's production build):
//
// - `memo <port> <upstream>`: the main API "from memory": a GET is forwarded to the real API once, then
//   every later GET of the same URL is answered with the stored status, headers and body. Other methods
//   pass through. Pages and the proxy then measure the site, not PGlite.
// - `memory <port> <site> <path>…`: the ceiling. Fetches each page from the site once and serves the
//   same bytes (its HTML and the site's headers) from memory with bare node:http.
// - `render <port> <main-api> <client-dir> <public-url> <path>…`: the bare-render baseline. For each page
//   it runs the route loaders once (the same routes, QueryClient and API client as the site), then, per
//   request, only renderToPipeableStream of the same element tree the site renders (App, the asset links,
//   StaticRouterProvider) with that data: no route matching, loaders, query cache, dehydration or Fastify.
//
// Each prints `ready <port>` on stdout once it listens.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { dehydrate } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from '#client/app/app.tsx';
import type { AppData } from '#client/app/app-data.ts';
import { createRoutes } from '#client/app/router.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { PublicSiteConfig } from '#client/lib/site-config.tsx';
import { loadConfig } from '#server/config.ts';
import { pageAssets, readAssetManifest } from '#server/site/assets.ts';
import { createMainApiPool } from '#server/site/main-api-client.ts';
import { PageAssetLinks, serializeRouteErrors } from '#server/site/render.tsx';
import { serializeJsonForHtml } from '#shared/safe-json.ts';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'x-request-id']);

function listen(server: ReturnType<typeof createServer>, port: number): void {
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1', () => {
    const address = server.address() as { port: number };
    process.stdout.write(`ready ${address.port}\n`);
  });
}

interface Stored {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function memo(port: number, upstream: string): void {
  const target = new URL(upstream);
  const stored = new Map<string, Promise<Stored>>();
  const forward = (req: IncomingMessage, body: Buffer | null): Promise<Stored> =>
    new Promise((resolve, reject) => {
      const headers = { ...req.headers, host: target.host };
      const outgoing = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string' && !HOP_BY_HOP.has(name)) kept[name] = value;
          }
          resolve({ status: res.statusCode ?? 502, headers: kept, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(body ?? undefined);
    });
  const answer = (res: ServerResponse, page: Stored) => {
    res.writeHead(page.status, { ...page.headers, 'content-length': page.body.length });
    res.end(page.body);
  };
  const server = createServer((req, res) => {
    const fail = () => {
      res.writeHead(502).end();
    };
    if (req.method === 'GET') {
      const key = req.url ?? '/';
      let page = stored.get(key);
      if (!page) {
        page = forward(req, null);
        stored.set(key, page);
        // A failed fetch is not remembered: the next request tries again.
        page.catch(() => stored.delete(key));
      }
      page.then((value) => answer(res, value), fail);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      forward(req, Buffer.concat(chunks)).then((value) => answer(res, value), fail);
    });
  });
  listen(server, port);
}

async function memory(port: number, site: string, paths: string[]): Promise<void> {
  const pages = new Map<string, Stored>();
  for (const pagePath of paths) {
    const response = await fetch(new URL(pagePath, site), {
      headers: { 'user-agent': 'fund bench (memory baseline)', 'accept-encoding': 'identity' },
    });
    if (!response.ok) throw new Error(`${pagePath}: ${response.status}`);
    // The site's own headers too (its security headers, CSP, cache headers, ETag): the same bytes on
    // the wire, so the load generator parses as much per response from either server.
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') headers[name] = value;
    });
    pages.set(pagePath, { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
  }
  const server = createServer((req, res) => {
    const page = pages.get(req.url ?? '/');
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(page.status, { ...page.headers, 'content-length': page.body.length });
    res.end(page.body);
  });
  listen(server, port);
}

async function render(port: number, mainApiUrl: string, clientDir: string, publicUrl: string, paths: string[]): Promise<void> {
  const manifest = await readAssetManifest(clientDir);
  const mainApi = createMainApiPool({ baseUrl: mainApiUrl, connections: 8, timeoutMs: 10_000 });
  // The public config the site builds from the same (default) settings.
  const siteConfig = loadConfig({ ...process.env, DEPLOYMENT: 'local', PUBLIC_URL: publicUrl });
  const config: PublicSiteConfig = {
    publicUrl: siteConfig.PUBLIC_URL,
    captchaSiteKey: siteConfig.CAPTCHA_SITE_KEY ?? null,
    uploadMaxBytes: siteConfig.UPLOAD_MAX_BYTES,
    aiSocial: { vk: siteConfig.AI_SOCIAL_VK, telegram: siteConfig.AI_SOCIAL_TELEGRAM, whatsapp: siteConfig.AI_SOCIAL_WHATSAPP ?? null },
    routeChunksUrl: manifest.routeChunks ?? null,
  };
  const pages = new Map<string, { element: ReactElement; boot: string }>();
  for (const pagePath of paths) {
    // Done once per page, at start: everything the site does per request before React renders.
    const queryClient = createQueryClient();
    const api = mainApi.forRequest('bench');
    const handler = createStaticHandler(createRoutes({ queryClient, api }));
    const context = await handler.query(new Request(new URL(pagePath, publicUrl)));
    if (context instanceof Response || context.statusCode !== 200) {
      throw new Error(`${pagePath}: ${context instanceof Response ? context.status : context.statusCode}`);
    }
    const appData: AppData = {
      config,
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeRouteErrors(context.errors) },
      query: dehydrate(queryClient),
    };
    const assets = pageAssets(
      manifest,
      context.matches.map((match) => match.route.id),
    );
    const router = createStaticRouter(handler.dataRoutes, context);
    const element = (
      <App api={api} queryClient={queryClient} config={config} appDataJson={serializeJsonForHtml(appData)}>
        <PageAssetLinks assets={assets} />
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    );
    pages.set(pagePath, { element, boot: assets.boot });
  }
  const server = createServer((req, res) => {
    const page = pages.get(req.url ?? '/');
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    // Per request: the render alone, streamed on shell ready like the site does for people.
    const stream = renderToPipeableStream(page.element, {
      bootstrapModules: [page.boot],
      onShellReady() {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        stream.pipe(res);
      },
      onShellError() {
        res.writeHead(500).end();
      },
    });
  });
  listen(server, port);
}

const [kind, portArg, ...rest] = process.argv.slice(2);
const port = Number(portArg);
if (kind === 'memo') memo(port, rest[0]!);
else if (kind === 'memory') await memory(port, rest[0]!, rest.slice(1));
else if (kind === 'render') await render(port, rest[0]!, path.resolve(rest[1]!), rest[2]!, rest.slice(3));
else {
  console.error('usage: servers.js memo|memory|render <port> …');
  process.exit(2);
}
