/** The id of each layout's <main>, where focus goes after a navigation (lib/page-focus.tsx) and where the
 * skip link leads. */
export const CONTENT_ID = 'content';

// The id of the page's own footer (the main site's and the AI landing's), after the page's content in
// the markup. The document's head holds the first paint until the parser reaches it (app/document.tsx),
// and the phone menu makes it inert while open (lib/route-scoped-state.ts).
export const FOOTER_ID = 'page-footer';

/**
 * Marks what floats over the page (the contact-us widget's corner, the cookie notice): the open phone
 * menu covers it as it covers the content and footer, so it is made inert with them.
 */
export const UNDER_MENU = { 'data-under-menu': '' } as const;
export const UNDER_MENU_SELECTOR = '[data-under-menu]';

/**
 * The room the cookie notice takes at the bottom of the window while it is up (its height and distance
 * from the bottom; unset otherwise): the footers add it below themselves, so the page scrolls far enough
 * to bring anything out from under the notice (QA: the last footer links stayed under it).
 */
export const COOKIE_NOTICE_ROOM = '--cookie-notice-room';

/** The localStorage flag of a dismissed cookie notice (DESIGN §6). */
export const COOKIE_NOTICE_KEY = 'cookie-notice-seen';

/**
 * The room reserved by the boot script, before the notice is rendered, for a visitor who has not
 * dismissed it: a reload or Back restores a scroll position that needed the room, and the notice itself
 * comes only after hydration (then its measured room replaces this; about 270 px on a phone, 280 on a
 * desktop).
 */
export const COOKIE_NOTICE_ROOM_ESTIMATE = '300px';
