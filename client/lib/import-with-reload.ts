// A route chunk that fails to load (usually: a deploy replaced the hashed files) triggers one full page
// load (spec §8): of the page the visitor was going to, when a navigation was under way. A second
// failure within the window leaves the page as it is instead of looping. Component chunks loaded on
// demand (dialogs, popovers) recover the same way through lazyWithReload.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RELOAD_KEY = 'chunk-reload-at';
const RELOAD_WINDOW_MS = 30_000;

let pendingNavigationHref: () => string | null = () => null;

/** The browser entry tells where a client navigation is heading, so a reload can land there. */
export function trackPendingNavigation(current: () => string | null): void {
  pendingNavigationHref = current;
}

export function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof window === 'undefined') throw error;
    const lastReload = Number(readSession(RELOAD_KEY) ?? 0);
    if (Date.now() - lastReload < RELOAD_WINDOW_MS) throw error;
    // Without storage there is no loop guard, so no reload either.
    if (!writeSession(RELOAD_KEY, String(Date.now()))) throw error;
    const target = pendingNavigationHref();
    if (target) window.location.assign(target);
    else window.location.reload();
    return new Promise<never>(() => {});
  });
}

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): boolean {
  try {
    window.sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * React.lazy for a component chunk (a dialog, a popover) with the same recovery as route chunks: a
 * failed load reloads the page once rather than throwing into the route's error page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React.lazy itself declares
export function lazyWithReload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => importWithReload(load));
}
