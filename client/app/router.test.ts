// The server's route tree: every page module loaded before the first request, so that a module that
// fails to load stops the start instead of leaving its route answering 500 (react-router keeps a
// rejected lazy() for the life of the tree).
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes, DEPS_FROM_REQUEST_CONTEXT, pageIdsOf, withPagesLoaded } from './router.tsx';

function lazyLeft(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.lazy ? [route.id ?? route.path ?? '?'] : []), ...lazyLeft(route.children ?? [])]);
}

function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = findRoute(route.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

describe('withPagesLoaded', () => {
  it('puts every page module of the site in place, with its component and loader', async () => {
    const lazyRoutes = createRoutes(DEPS_FROM_REQUEST_CONTEXT);
    const routes = await withPagesLoaded(lazyRoutes);
    expect(lazyLeft(routes)).toEqual([]);
    for (const id of pageIdsOf(lazyRoutes)) expect(findRoute(routes, id)?.Component, id).toBeTypeOf('function');
    expect(findRoute(routes, 'news-post')?.loader).toBeTypeOf('function');
    expect(findRoute(routes, 'news-post')?.handle).toMatchObject({ cache: 'public' });
    expect(findRoute(routes, 'cabinet/profile')?.handle).toMatchObject({ cache: 'private' });
  });

  it('fails with the error of a page module that cannot be loaded', async () => {
    const broken = new Error('Cannot find module ./broken-page.js');
    const routes: RouteObject[] = [
      {
        id: 'site',
        path: '/',
        children: [
          { id: 'fine', index: true, lazy: async () => ({ Component: () => null }) },
          { id: 'broken', path: 'broken', lazy: () => Promise.reject(broken) },
        ],
      },
    ];
    await expect(withPagesLoaded(routes)).rejects.toBe(broken);
  });
});
