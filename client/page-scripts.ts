/**
 * The <meta> through which the server names a page's scripts to client/boot.ts: the entry first, then
 * the chunks its route imports at once, separated by spaces. Imported by the boot script and the server
 * only, so that the browser build keeps the boot script a single file.
 */
export const PAGE_SCRIPTS_META = 'page-scripts';
