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
