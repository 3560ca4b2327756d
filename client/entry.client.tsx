// Browser entry: read the page's data block, restore the query cache and the router state, load the
// matched route chunks, then hydrate the document. No data the server sent is fetched again.
import { ACCOUNT_DELETED_MESSAGE, SIGN_IN_REFUSED_COOKIE, SIGN_IN_REFUSED_NOTICE } from '#shared/auth-messages.ts';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, createPath, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { App } from './app/app.tsx';
import { LinkNavigatorContext, type LinkNavigator } from './components/ui/link.tsx';
import { APP_DATA_ELEMENT_ID, type AppData } from './app/app-data.ts';
import { createBrowserApiClient } from './lib/api-client.ts';
import { authKeys, resetAuth, type SessionAnswer } from './lib/auth.tsx';
import { trackPendingNavigation } from './lib/import-with-reload.ts';
import { installLinkPrefetch } from './lib/prefetch.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createRoutes } from './app/router.tsx';
import { paths } from './app/paths.ts';
import type { NoticeState } from './components/layout/site-notice.tsx';

declare global {
  interface Window {
    __staticRouterHydrationData?: AppData['router'];
  }
}

/**
 * Resolve the lazy routes of the current URL before hydrating, so the first render matches the HTML. A
 * URL no route matches was answered with the root layout's 404 page (react-router's short circuit).
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matched = matchRoutes(routes, window.location)?.map(({ route }) => route);
  await Promise.all(
    (matched ?? routes.filter((route) => route.path === '/')).map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

async function boot(): Promise<void> {
  const appDataJson = document.getElementById(APP_DATA_ELEMENT_ID)?.textContent ?? 'null';
  const appData = JSON.parse(appDataJson) as AppData;
  // createBrowserRouter reads this global itself and revives the serialized route errors.
  window.__staticRouterHydrationData = appData.router;

  // Any 401 (spec §8): the session is over. Whoever was signed in is told so on the home page, with a
  // way to sign in again and come back where they were (a form there keeps what was typed).
  const routerRef: { current?: ReturnType<typeof createBrowserRouter> } = {};
  const queryClient = createQueryClient({
    onUnauthorized: (error) => {
      const wasSignedIn = queryClient.getQueryData<SessionAnswer>(authKeys.session)?.user != null;
      resetAuth(queryClient);
      const router = routerRef.current;
      if (!wasSignedIn || !router) return;
      const here = createPath(router.state.location);
      // An account deleted in another tab has no page to come back to (QA: signing in again made a new,
      // empty account and led to its cabinet as if it were the old one).
      const state: NoticeState = error.accountDeleted
        ? { notice: `${ACCOUNT_DELETED_MESSAGE}.` }
        : { notice: 'Сессия завершилась. Войдите снова, чтобы продолжить.', returnTo: here === paths.home() ? undefined : here };
      void router.navigate(paths.home(), { state });
    },
  });
  hydrate(queryClient, appData.query);
  noteRefusedSignIn();
  const api = createBrowserApiClient();
  const routes = createRoutes({ queryClient, api });
  await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes);
  routerRef.current = router;
  trackPendingNavigation(() => {
    const location = router.state.navigation.location;
    return location ? router.createHref(location) : null;
  });
  const linkNavigator: LinkNavigator = {
    current: () => createPath(router.state.location),
    navigate: (to, options) => void router.navigate(to, options),
  };

  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole document (one long task: the Total Blocking Time Lighthouse counts); a click
  // meanwhile hydrates its part of the page first and is replayed (one before this, lib/replay-before-hydration.ts).
  window.__hydrating = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <App api={api} queryClient={queryClient} config={appData.config} appDataJson={appDataJson}>
        <LinkNavigatorContext value={linkNavigator}>
          <RouterProvider router={router} />
        </LinkNavigatorContext>
      </App>,
    );
  });
  installLinkPrefetch(router, appData.config.routeChunksUrl);
  registerServiceWorker();
}

/**
 * A sign-in the /auth landing refused leaves a cookie (shared/auth-messages.ts): the page says so once, in
 * the site notice, with a way to sign in again and come back here. Put into the history entry before the
 * router reads it, as a navigation's state would be (components/layout/site-notice.tsx). Tried first: the
 * words in a chunk loaded only then, which split a runtime helper into a file of its own on every page
 * (+0.6 KB and a file, against +0.2 KB here).
 */
function noteRefusedSignIn(): void {
  if (!document.cookie.split('; ').includes(`${SIGN_IN_REFUSED_COOKIE}=1`)) return;
  document.cookie = `${SIGN_IN_REFUSED_COOKIE}=; Max-Age=0; Path=/`;
  const entry = (window.history.state ?? {}) as { usr?: NoticeState | null };
  const state: NoticeState = { notice: SIGN_IN_REFUSED_NOTICE, returnTo: createPath(window.location) };
  window.history.replaceState({ ...entry, usr: { ...entry.usr, ...state } }, '');
}

/** The service worker at the site root caches hashed assets (client/public/sw.js); failure is harmless. */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Spec §8: a registration failure is swallowed; the site works without it.
  });
}

void boot();
