// Where the window is scrolled after a navigation, as a visitor expects of pages: a new page opens at
// its top (or at its #anchor), back and forward return to where they were. React Router's
// ScrollRestoration does it for client navigations; without it a link low on a page (the footer's, a
// card's) opened the next page scrolled just as far down.
import { ScrollRestoration } from 'react-router-dom';

/** Where ScrollRestoration keeps each history entry's position (sessionStorage: this tab only). */
const SCROLL_POSITIONS_KEY = 'page-scroll-positions';

/**
 * Rendered by each layout (the main site's and the AI landing's), around its pages and its error page.
 * It takes scrolling over from the browser (`history.scrollRestoration = 'manual'`) only while the page
 * lives: on `pagehide` it saves the place and hands back to the browser, which restores a reload or a
 * return from another site itself.
 */
export function PageScroll() {
  return <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />;
}
