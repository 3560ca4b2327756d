// Where keyboard focus goes after a navigation in the browser: to the new page's heading, so a screen
// reader says which page opened and the Tab key continues from its top. A full page load does this by
// itself; a client navigation left focus on the link that was clicked (the footer's, at the bottom of the
// page) or on nothing at all, and announced nothing.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CONTENT_ID } from '#client/app/landmarks.ts';

/** The address of the page last seen, across layouts (the main site's and the AI landing's). */
let lastPage: string | undefined;

/** Rendered by each layout beside PageScroll. */
export function PageFocus() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const page = `${pathname}${search}`;
    const before = lastPage;
    lastPage = page;
    // The first page is the browser's own; a move to an #anchor of the same page keeps focus where it is.
    if (before === undefined || before === page) return;
    const main = document.getElementById(CONTENT_ID);
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // The scroll is PageScroll's (the top, or the place Back returns to).
    target.focus({ preventScroll: true });
  }, [pathname, search]);
  return null;
}
