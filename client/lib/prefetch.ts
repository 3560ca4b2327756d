// Link prefetch (spec §8, §9): a page the visitor is about to open is ready before the click.
// - Pointing at or focusing an internal link loads the page's chunk and runs its loader, which fills the
//   query cache (fresh for QUERY_STALE_TIME_MS, so the navigation fetches nothing).
// - Links in the viewport, once the browser is idle (at most 2000 ms), get their chunks only, as
//   `<link rel="modulepreload">`: downloaded and compiled, but not run until the page is opened (running a
//   form page's module builds its zod schemas, work the current page should not pay for). Data for every
//   card of a list would be a burst of API calls for pages nobody opens.
// Skipped on 2g, with data saver on, and offline; a failed prefetch is ignored (the click still works).
import { matchRoutes, type createBrowserRouter } from 'react-router-dom';
import { preloadModule } from '../page-scripts.ts';
import { QUERY_STALE_TIME_MS } from './query-client.ts';

type Router = ReturnType<typeof createBrowserRouter>;
type DataRoute = Router['routes'][number];
type DataRouteMatch = NonNullable<ReturnType<typeof matchRoutes<DataRoute>>>[number];

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
const HOVER_DELAY_MS = 80;
/**
 * Steps (a link looked up, a file preloaded) per turn when there is no idle deadline to measure against,
 * and the pause between turns.
 */
const STEPS_PER_BATCH = 8;
const NEXT_BATCH_DELAY_MS = 100;
/**
 * The most an idle callback works, however long the idle period it was given: a browser with nothing
 * to do offers up to 50 ms, which a phone four times slower than this machine turns into 200.
 */
const IDLE_SLICE_MS = 8;

/** The spec's conditions for not prefetching at all. */
export function prefetchAllowed(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!nav.onLine) return false;
  if (connection?.saveData) return false;
  return !(connection?.effectiveType ?? '').includes('2g');
}

/** A same-origin page link a click would navigate to in this tab; null for anything else. */
function pageHref(anchor: HTMLAnchorElement): URL | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/')) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/** What the route table puts in a page's `handle` (client/app/router.tsx), read without importing it. */
interface PrefetchHandle {
  cache?: string;
  prefetch?: () => Promise<
    ((args: { request: Request; params: Record<string, string | undefined>; context: unknown }) => unknown) | undefined
  >;
}

function handleOf(route: DataRoute): PrefetchHandle {
  return (route.handle ?? {}) as PrefetchHandle;
}

/**
 * `routeChunksUrl` lists each page's JS files (esbuild.config.ts); without it, or when it cannot be read,
 * links in view load their page's chunk with import() instead.
 */
export function installLinkPrefetch(router: Router, routeChunksUrl: string | null = null): () => void {
  const chunksLoaded = new Set<string>();
  const dataLoadedAt = new Map<string, number>();

  // matchRoutes flattens and ranks the whole route table on every call; a page repeats its links (navbar,
  // cards, footer), so each path is matched once.
  const matched = new Map<string, DataRouteMatch[]>();
  const matchesOf = (url: URL) => {
    let matches = matched.get(url.pathname);
    if (!matches) {
      matches = matchRoutes(router.routes, url.pathname) ?? [];
      matched.set(url.pathname, matches);
    }
    return matches;
  };

  // The list of each page's files, read once, when the first links come into view. Until it has arrived
  // no link is handled: links and their files are handled in idle time after it, one at a time, rather
  // than all together in the callback of its fetch (see preloadModule for what each costs; a form page
  // brings ten files).
  let chunkLists: Record<string, string[]> | null | undefined;
  let chunkListsLoading: Promise<void> | undefined;
  const loadChunkLists = () =>
    (chunkListsLoading ??= (
      routeChunksUrl
        ? fetch(routeChunksUrl)
            .then((response) => (response.ok ? (response.json() as Promise<Record<string, string[]>>) : null))
            .catch(() => null)
        : Promise.resolve(null)
    ).then((lists) => {
      chunkLists = lists;
    }));
  const preloaded = new Set(
    [...document.querySelectorAll('link[rel="modulepreload"], script[type="module"][src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src'),
    ),
  );
  /** Files to preload, each added in a step of its own. */
  const toPreload: string[] = [];

  const prefetchChunks = (url: URL) => {
    for (const { route } of matchesOf(url)) {
      if (!handleOf(route).prefetch || chunksLoaded.has(route.id)) continue;
      chunksLoaded.add(route.id);
      const files = chunkLists?.[route.id];
      if (files) {
        for (const file of files) {
          if (preloaded.has(file)) continue;
          preloaded.add(file);
          toPreload.push(file);
        }
      } else
        handleOf(route)
          .prefetch?.()
          .catch(() => chunksLoaded.delete(route.id));
    }
  };

  const prefetchData = (url: URL) => {
    const key = url.pathname + url.search;
    const last = dataLoadedAt.get(key);
    if (last !== undefined && Date.now() - last < QUERY_STALE_TIME_MS) return;
    dataLoadedAt.set(key, Date.now());
    const request = new Request(url);
    for (const { route, params } of matchesOf(url)) {
      const { cache, prefetch } = handleOf(route);
      if (!prefetch) continue;
      chunksLoaded.add(route.id);
      prefetch()
        .then((loader) => {
          // Private pages (the cabinet) are about this visitor and guarded: their chunk only.
          if (cache !== 'public' || !loader) return;
          return loader({ request, params, context: undefined });
        })
        .catch(() => {
          // A 404, a redirect or a network failure: the click will show what is there.
          dataLoadedAt.delete(key);
        });
    }
  };

  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !prefetchAllowed()) return;
    const url = pageHref(anchor);
    if (!url) return;
    clearTimeout(hoverTimer);
    if (event.type === 'focusin' || event.type === 'touchstart') prefetchData(url);
    else hoverTimer = setTimeout(() => prefetchData(url), HOVER_DELAY_MS);
  };
  const onLeave = () => clearTimeout(hoverTimer);

  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('pointerout', onLeave, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });

  // Without requestIdleCallback (Safari) idleness cannot be seen: the first pass waits the longest an
  // idle callback would, the batches after it only a moment.
  const whenIdle = (callback: (deadline?: IdleDeadline) => void, fallbackDelayMs = PREFETCH_IDLE_TIMEOUT_MS): number =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS })
      : window.setTimeout(callback, fallbackDelayMs);
  const cancelIdle = (handle: number | undefined) => {
    if (handle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
    else clearTimeout(handle);
  };
  let observeHandle: number | undefined;
  let drainHandle: number | undefined;
  // While the file lists are on their way the drain waits for them (it is scheduled again when they come).
  const waitingForLists = () => chunkListsLoading !== undefined && chunkLists === undefined;
  const scheduleDrain = (fallbackDelayMs?: number) => {
    if (drainHandle === undefined && !waitingForLists()) drainHandle = whenIdle(drain, fallbackDelayMs);
  };

  // Links that came into view wait here and are handled, with their files, step by step while the
  // browser is idle, so a page full of links never holds the main thread in one long task: as many steps
  // as the idle period has room for, or a small batch when there is no idle time to go by (no
  // requestIdleCallback, or the browser was never idle before the timeout).
  const inView: HTMLAnchorElement[] = [];
  const drain = (deadline?: IdleDeadline) => {
    drainHandle = undefined;
    if (chunkLists === undefined) {
      void loadChunkLists().then(() => scheduleDrain(NEXT_BATCH_DELAY_MS));
      return;
    }
    const timed = deadline !== undefined && !deadline.didTimeout;
    const sliceEnd = performance.now() + IDLE_SLICE_MS;
    let batch = timed ? Infinity : STEPS_PER_BATCH;
    const roomLeft = () => !timed || (deadline.timeRemaining() > 4 && performance.now() < sliceEnd);
    while ((toPreload.length > 0 || inView.length > 0) && batch > 0 && roomLeft()) {
      batch -= 1;
      if (toPreload.length > 0) {
        preloadModule(toPreload.shift()!);
        continue;
      }
      const url = pageHref(inView.shift()!);
      if (url) prefetchChunks(url);
    }
    if (toPreload.length > 0 || inView.length > 0) scheduleDrain(NEXT_BATCH_DELAY_MS);
  };
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          if (!prefetchAllowed()) return;
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            inView.push(entry.target as HTMLAnchorElement);
          }
          if (inView.length > 0) scheduleDrain();
        })
      : null;
  const observeLinks = () => {
    if (!observer) return;
    observer.disconnect();
    inView.length = 0;
    cancelIdle(observeHandle);
    observeHandle = whenIdle(() => {
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) observer.observe(anchor);
    });
  };

  observeLinks();
  let observedKey = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === observedKey) return;
    observedKey = state.location.key;
    observeLinks();
  });

  return () => {
    unsubscribe();
    observer?.disconnect();
    clearTimeout(hoverTimer);
    cancelIdle(observeHandle);
    cancelIdle(drainHandle);
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('pointerout', onLeave);
    document.removeEventListener('focusin', onIntent);
    document.removeEventListener('touchstart', onIntent);
  };
}
