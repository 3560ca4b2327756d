// The route table, shared by the server (createStaticHandler) and the browser (createBrowserRouter).
// Layout routes (the site today; the AI landing and the cabinet with their issues) each carry their own
// error boundary; every page below them is a lazily loaded chunk whose loader fills the request's
// QueryClient. A page's id is its module path under client/routes/ (`news-post`, `cabinet/profile`):
// the build's manifest is keyed by it. `handle.cache` tells the server which Cache-Control a page gets.
import type { ComponentType } from 'react';
import { Outlet, type LazyRouteFunction, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { PageShell } from '../components/layout/page-shell.tsx';
import { CabinetButton } from '../features/auth/components/cabinet-button.tsx';
import { ContactUsWidget } from '../features/lead-form/components/contact-us-widget.tsx';
import { DialogHost } from '../lib/dialog-host.tsx';
import { importWithReload } from '../lib/import-with-reload.ts';
import type { LoaderFactory, RouteDeps } from '../lib/route-data.ts';

export type PageCache = 'public' | 'private';

export interface RouteHandle {
  cache: PageCache;
  /**
   * Loads the page's chunk and gives its loader, for link prefetch: unlike `lazy`, a failure here is
   * only thrown (no reload), since the visitor has not asked for the page yet.
   */
  prefetch?: () => Promise<LoaderFunction | undefined>;
}

export interface PageModule {
  Component: ComponentType;
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
}

function createPage(deps: RouteDeps) {
  return (id: string, load: () => Promise<PageModule>, { cache = 'public' }: PageOptions = {}): PageRoute => ({
    id,
    handle: { cache, prefetch: async () => (await load()).createLoader?.(deps) },
    lazy: async () => {
      const module = await importWithReload(load);
      return { Component: module.Component, loader: module.createLoader?.(deps) };
    },
  });
}

/** `landing` of the contact-us form on the main site, as the fund's e-mail names it. */
const SITE_CONTACT_LANDING = 'sajt-fonda';

function SiteLayout() {
  return (
    <DialogHost>
      <PageShell cabinetButton={<CabinetButton />}>
        <Outlet />
      </PageShell>
      <ContactUsWidget landing={SITE_CONTACT_LANDING} />
    </DialogHost>
  );
}

function SiteErrorBoundary() {
  return (
    <DialogHost>
      <PageShell cabinetButton={<CabinetButton />}>
        <ErrorPage />
      </PageShell>
    </DialogHost>
  );
}

export function createRoutes(deps: RouteDeps): RouteObject[] {
  const page = createPage(deps);
  return [
    {
      id: 'site',
      path: '/',
      Component: SiteLayout,
      ErrorBoundary: SiteErrorBoundary,
      handle: { cache: 'public' } satisfies RouteHandle,
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
        { path: 'zayavka-na-rassmotrenie-investicionnogo-proekta', ...page('project-application', () => import('../routes/project-application.tsx')) },
        { path: 'zayavka-na-konsultaciyu-dlya-investorov', ...page('consultation', () => import('../routes/consultation.tsx')) },
        { path: 'thank-you', ...page('thank-you', () => import('../routes/thank-you.tsx'), { cache: 'private' }) },
        {
          path: 'cabinet',
          ...page('cabinet/layout', () => import('../routes/cabinet/layout.tsx'), { cache: 'private' }),
          ErrorBoundary: ErrorPage,
          children: [
            { index: true, ...page('cabinet/profile', () => import('../routes/cabinet/profile.tsx'), { cache: 'private' }) },
            { path: 'applications', ...page('cabinet/applications', () => import('../routes/cabinet/applications.tsx'), { cache: 'private' }) },
            {
              path: 'zayavka-na-uchastie-v-konkurse/:slug/:id?',
              ...page('cabinet/contest-application', () => import('../routes/cabinet/contest-application.tsx'), { cache: 'private' }),
            },
            { path: 'thank-you', ...page('cabinet/thank-you', () => import('../routes/cabinet/thank-you.tsx'), { cache: 'private' }) },
          ],
        },
      ],
    },
  ];
}

/** Every lazily loaded page id in a route tree (the build test checks each has its chunk). */
export function pageIdsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(typeof route.lazy === 'function' && route.id ? [route.id] : []),
    ...pageIdsOf(route.children ?? []),
  ]);
}
