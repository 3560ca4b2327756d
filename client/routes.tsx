// The route table, shared by the server (createStaticHandler) and the browser (createBrowserRouter).
// Every page is its own lazily loaded chunk; its loader fills the request's QueryClient.
// `handle.cache` tells the server which Cache-Control a page gets (DESIGN §3).
import type { ComponentType } from 'react';
import { Outlet, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import { ErrorPage } from './components/layout/error-page.tsx';
import { PageShell } from './components/layout/page-shell.tsx';
import { importWithReload } from './lib/import-with-reload.ts';
import type { LoaderFactory, RouteDeps } from './lib/route-data.ts';

export type PageCache = 'public' | 'private';

export interface RouteHandle {
  cache: PageCache;
}

interface PageModule {
  Component: ComponentType;
  createLoader?: LoaderFactory;
}

/** A lazily loaded page whose chunk id is the route id (the build's manifest is keyed by it). */
interface PageRoute {
  id: string;
  handle: RouteHandle;
  lazy: LazyRouteFunction<RouteObject>;
}

function page(id: string, load: () => Promise<PageModule>, deps: RouteDeps, cache: PageCache = 'public'): PageRoute {
  const handle: RouteHandle = { cache };
  return {
    id,
    handle,
    lazy: async () => {
      const module = await importWithReload(load);
      return { Component: module.Component, loader: module.createLoader?.(deps) };
    },
  };
}

function RootLayout() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}

function RootErrorBoundary() {
  return (
    <PageShell>
      <ErrorPage />
    </PageShell>
  );
}

export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      handle: { cache: 'public' } satisfies RouteHandle,
      children: [
        { index: true, ...page('home', () => import('./routes/home.tsx'), deps) },
        { path: 'news', ...page('news-list', () => import('./routes/news-list.tsx'), deps) },
        { path: 'news/:slug', ...page('news-post', () => import('./routes/news-post.tsx'), deps) },
        { path: 'thank-you', ...page('thank-you', () => import('./routes/thank-you.tsx'), deps, 'private') },
      ],
    },
  ];
}
