// The route table, shared by the server (createStaticHandler) and the browser (createBrowserRouter).
// Layout routes (the main site, the AI landing and the cabinet) are chunks of their own, each with its
// own error boundary; every page below them is a lazily loaded chunk whose loader fills the request's
// QueryClient. A page's id is its module path under client/routes/ (`news-post`, `cabinet/profile`):
// the build's manifest is keyed by it. `handle.cache` tells the server which Cache-Control a page gets.
import type { ComponentType } from 'react';
import type { LazyRouteFunction, LoaderFunction, RouteObject } from 'react-router-dom';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { AI_VIDEO_ORIGINS } from '../features/ai-landing/video-origins.ts';
import { importWithReload } from '../lib/import-with-reload.ts';
import { notFound, type LoaderFactory, type RouteDeps } from '../lib/route-data.ts';
import { AI_LANDING_BASE, AI_PAGES } from './paths.ts';

export type PageCache = 'public' | 'private';

export interface RouteHandle {
  cache: PageCache;
  /**
   * Loads the page's chunk and gives its loader, for link prefetch: unlike `lazy`, a failure here is
   * only thrown (no reload), since the visitor has not asked for the page yet.
   */
  prefetch?: () => Promise<LoaderFunction | undefined>;
  /**
   * Origins the pages under this route may frame besides their own (video players), for the CSP's
   * frame-src. Set on a layout: a page keeps the CSP it was loaded with through client navigations, so
   * every page of the layout must allow what any of its pages can open.
   */
  frameOrigins?: readonly string[];
  /** The page is itself a form (to the fund, or the profile): the «Связаться с нами» widget would only cover its fields. */
  formPage?: boolean;
}

export interface PageModule {
  Component: ComponentType;
  /** A layout's own error page (a page's errors render in its layout's). */
  ErrorBoundary?: ComponentType;
  createLoader?: LoaderFactory;
}

/** A lazily loaded page. */
export interface PageRoute {
  id: string;
  handle: RouteHandle;
  lazy: LazyRouteFunction<RouteObject>;
}

export interface PageOptions {
  /** `private`: the page is about this visitor (no-store, never in a shared cache). */
  cache?: PageCache;
  formPage?: boolean;
}

/**
 * The server builds its route tree once per process, so the per-request QueryClient and ApiClient
 * cannot be closed over: with this instead of deps, each loader takes them from the router's request
 * context (`handler.query(request, { requestContext })`), and route matching and the lazy modules are
 * resolved once instead of on every render.
 */
export const DEPS_FROM_REQUEST_CONTEXT = Symbol('route deps from the request context');

function createPage(deps: RouteDeps | typeof DEPS_FROM_REQUEST_CONTEXT) {
  const loaderOf = (createLoader: LoaderFactory): LoaderFunction =>
    deps === DEPS_FROM_REQUEST_CONTEXT ? (args) => createLoader(args.context as RouteDeps)(args) : createLoader(deps);
  return (id: string, load: () => Promise<PageModule>, { cache = 'public', formPage }: PageOptions = {}): PageRoute => ({
    id,
    handle: {
      cache,
      formPage,
      prefetch: async () => {
        const { createLoader } = await load();
        return createLoader && loaderOf(createLoader);
      },
    },
    lazy: async () => {
      const { Component, ErrorBoundary, createLoader } = await importWithReload(load);
      return { Component, ...(ErrorBoundary ? { ErrorBoundary } : {}), ...(createLoader ? { loader: loaderOf(createLoader) } : {}) };
    },
  });
}

/** A layout whose pages may frame these origins besides their own (RouteHandle.frameOrigins). */
function withFrames(route: PageRoute, frameOrigins: readonly string[]): PageRoute {
  return { ...route, handle: { ...route.handle, frameOrigins } };
}

function NothingHere() {
  return null;
}

export function createRoutes(deps: RouteDeps | typeof DEPS_FROM_REQUEST_CONTEXT): RouteObject[] {
  const page = createPage(deps);
  return [
    {
      path: '/',
      // The main site's chrome is a chunk of its own, as the AI landing's is.
      ...page('site/layout', () => import('../routes/site/layout.tsx')),
      children: [
        { index: true, ...page('home', () => import('../routes/home.tsx')) },
        { path: 'news', ...page('news-list', () => import('../routes/news-list.tsx')) },
        { path: 'news/:slug', ...page('news-post', () => import('../routes/news-post.tsx')) },
        { path: 'o-fonde', ...page('about', () => import('../routes/about.tsx')) },
        { path: 'programy', ...page('programs', () => import('../routes/programs.tsx')) },
        { path: 'startapam', ...page('startups', () => import('../routes/startups.tsx')) },
        { path: 'events', ...page('events-list', () => import('../routes/events-list.tsx')) },
        { path: 'events/:slug', ...page('event', () => import('../routes/event.tsx')) },
        { path: 'person/:slug', ...page('person', () => import('../routes/person.tsx')) },
        { path: 'p/:slug', ...page('single-page', () => import('../routes/single-page.tsx')) },
        // The Arctic contest's own page: a static segment, so react-router ranks it above contest/:slug.
        { path: 'contest/arctic', ...page('contest-arctic', () => import('../routes/contest-arctic.tsx')) },
        { path: 'contest/:slug', ...page('contest', () => import('../routes/contest.tsx')) },
        { path: 'contest/:slug/participants', ...page('contest-participants', () => import('../routes/contest-participants.tsx')) },
        {
          path: 'zayavka-na-rassmotrenie-investicionnogo-proekta',
          ...page('project-application', () => import('../routes/project-application.tsx'), { formPage: true }),
        },
        {
          path: 'zayavka-na-konsultaciyu-dlya-investorov',
          ...page('consultation', () => import('../routes/consultation.tsx'), { formPage: true }),
        },
        { path: 'thank-you', ...page('thank-you', () => import('../routes/thank-you.tsx'), { cache: 'private' }) },
        {
          path: 'cabinet',
          ...page('cabinet/layout', () => import('../routes/cabinet/layout.tsx'), { cache: 'private' }),
          ErrorBoundary: ErrorPage,
          children: [
            {
              index: true,
              // The profile is a form too: at 390 px the widget covered the box of a save refused with 409.
              ...page('cabinet/profile', () => import('../routes/cabinet/profile.tsx'), { cache: 'private', formPage: true }),
            },
            {
              path: 'applications',
              ...page('cabinet/applications', () => import('../routes/cabinet/applications.tsx'), { cache: 'private' }),
            },
            {
              path: 'zayavka-na-uchastie-v-konkurse/:slug/:id?',
              ...page('cabinet/contest-application', () => import('../routes/cabinet/contest-application.tsx'), {
                cache: 'private',
                formPage: true,
              }),
            },
            {
              path: 'zayavka-na-rassmotrenie-investicionnogo-proekta/:id',
              ...page('cabinet/project-application', () => import('../routes/cabinet/project-application.tsx'), {
                cache: 'private',
                formPage: true,
              }),
            },
            { path: 'thank-you', ...page('cabinet/thank-you', () => import('../routes/cabinet/thank-you.tsx'), { cache: 'private' }) },
          ],
        },
      ],
    },
    {
      // The AI campaign's landing (spec §2 "AI landing", DESIGN §6): its own layout and error page. Its
      // pages may frame the video host of its recordings, the main site's may not: a link from the main
      // site into the landing must load the document (a plain `<a>`, not the site's `Link`) to get the
      // landing's CSP.
      path: AI_LANDING_BASE,
      // Its chrome is a chunk of its own: the main site's pages do not carry the landing's code.
      ...withFrames(
        page('ai/layout', () => import('../routes/ai/layout.tsx')),
        AI_VIDEO_ORIGINS,
      ),
      children: [
        { index: true, ...page('ai/home', () => import('../routes/ai/home.tsx')) },
        { path: AI_PAGES.ideaContest, ...page('ai/idea-contest', () => import('../routes/ai/idea-contest.tsx')) },
        { path: AI_PAGES.neuroArt, ...page('ai/neuro-art', () => import('../routes/ai/neuro-art.tsx')) },
        { path: AI_PAGES.hackathon, ...page('ai/hackathon', () => import('../routes/ai/hackathon.tsx')) },
        { path: AI_PAGES.ted, ...page('ai/ted', () => import('../routes/ai/ted.tsx')) },
        { path: AI_PAGES.forum, ...page('ai/forum', () => import('../routes/ai/forum.tsx')) },
        // The six thank-you pages; any other segment is a 404 in the landing's layout.
        { path: ':slug', ...page('ai/thank-you', () => import('../routes/ai/thank-you.tsx'), { cache: 'private' }) },
        // Deeper unknown paths: the loader's 404 renders the landing's error page (the component never shows).
        { path: '*', loader: () => notFound(), Component: NothingHere },
      ],
    },
  ];
}

/**
 * The route tree with every page module loaded and in place of its `lazy`: the server's. react-router
 * keeps a rejected `lazy()` for good, so a module that failed to load once on a long-lived route tree
 * would answer 500 until a restart; loaded up front, a broken module stops the start with its error
 * instead, and no request waits for a module.
 */
export async function withPagesLoaded(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const resolved = { ...route, ...loaded } as RouteObject;
      return children ? ({ ...resolved, children: await withPagesLoaded(children) } as RouteObject) : resolved;
    }),
  );
}

/** Every lazily loaded page id in a route tree (the build test checks each has its chunk). */
export function pageIdsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(typeof route.lazy === 'function' && route.id ? [route.id] : []),
    ...pageIdsOf(route.children ?? []),
  ]);
}
