// Where keyboard focus goes after a navigation in the browser: to the new page's heading, so a screen
// reader says which page opened and the Tab key continues from its top; after Back, to the link the page
// was left by. A full page load does this by itself; a client navigation left focus on the link that was
// clicked (the footer's, at the bottom of the page) or on nothing at all, and announced nothing.
import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { CONTENT_ID, FOOTER_ID } from '#client/app/landmarks.ts';

/** The address of the page last seen, across layouts (the main site's and the AI landing's). */
let lastPage: string | undefined;

/** The history entry shown now, and for each entry left, which link of its content had focus last. */
let shownEntry = '';
const focusedLinks = new Map<string, number>();

/** The page's links, its content's and its footer's (QA: Back after a footer link put focus on the heading far above). */
const pageLinks = () => [...document.querySelectorAll<HTMLElement>(`#${CONTENT_ID} a[href], #${FOOTER_ID} a[href]`)];

function noteFocusedLink(event: FocusEvent): void {
  const index = pageLinks().indexOf(event.target as HTMLElement);
  if (index >= 0) focusedLinks.set(shownEntry, index);
}

/** Rendered by each layout beside PageScroll. */
export function PageFocus() {
  const { pathname, search, hash, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    document.addEventListener('focusin', noteFocusedLink);
    return () => document.removeEventListener('focusin', noteFocusedLink);
  }, []);
  useEffect(() => {
    shownEntry = key;
    const page = `${pathname}${search}`;
    const before = lastPage;
    lastPage = page;
    // The first page is the browser's own.
    if (before === undefined) return;
    if (before === page && hash) {
      // A move to an #anchor of the same page: Tab goes on from there, as after the browser's own jump to
      // a fragment (QA: after the hero's «Зарегистрироваться» it went back up to the hero's video button).
      // A control there that took focus itself (the idea contest's first field) keeps it.
      const anchor = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (anchor && !anchor.contains(document.activeElement)) focusWithoutScroll(anchor);
      return;
    }
    // The page open chosen again (its link in the phone menu) opens at its top like another page, and
    // focus goes there too: the closing menu took the focused link with it (QA: focus fell to the body).
    // Back (or Forward) to a page left by one of its links: focus is on that link again, where the page is
    // scrolled back to, and Tab goes on from there (QA: it went to the heading, far above, off screen).
    const left = navigationType === NavigationType.Pop ? focusedLinks.get(key) : undefined;
    const returnedTo = left === undefined ? undefined : pageLinks()[left];
    if (returnedTo) {
      returnedTo.focus({ preventScroll: true });
      const { top, bottom } = returnedTo.getBoundingClientRect();
      if (bottom < 0 || top > window.innerHeight) returnedTo.scrollIntoView({ block: 'center' });
      return;
    }
    const main = document.getElementById(CONTENT_ID);
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (target) focusWithoutScroll(target);
  }, [pathname, search, hash, key, navigationType]);
  return null;
}

/** Focus for a place to read from, not a control (no ring: global-styles); the scroll is PageScroll's. */
function focusWithoutScroll(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
