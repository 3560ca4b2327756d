// Where the window is scrolled after a navigation, as a visitor expects of pages: a new page opens at
// its top (or at its #anchor), back and forward return to where they were. React Router's
// ScrollRestoration does it for client navigations; without it a link low on a page (the footer's, a
// card's) opened the next page scrolled just as far down.
import { ScrollRestoration } from 'react-router-dom';

/** Where ScrollRestoration keeps each history entry's position (sessionStorage: this tab only). */
const SCROLL_POSITIONS_KEY = 'page-scroll-positions';

/** Rendered by each layout (the main site's and the AI landing's), around its pages and its error page. */
export function PageScroll() {
  return <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />;
}

/**
 * ScrollRestoration takes over from the browser (`history.scrollRestoration = 'manual'`), so a reload
 * or a return from another site would open at the top; in React Router's framework mode an inline
 * script puts the page back, which our CSP has no room for. The entry does it before hydrating: the
 * position saved when the page was left, unless the visitor has already scrolled since it painted.
 */
export function restoreScrollOfReload(): void {
  if (window.scrollY !== 0) return;
  try {
    const key = (window.history.state as { key?: unknown } | null)?.key;
    if (typeof key !== 'string') return;
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, unknown>;
    const y = positions[key];
    if (typeof y === 'number') window.scrollTo(0, y);
  } catch {
    // Storage is off or holds something else: the page stays at its top.
  }
}
