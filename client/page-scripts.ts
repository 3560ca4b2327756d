/**
 * The <meta> through which the server names a page's scripts to client/boot.ts: the entry first, then
 * the chunks its route imports at once, separated by spaces. Imported by the server, the boot script
 * (built on its own, so this module goes into that single file) and link prefetch.
 */
export const PAGE_SCRIPTS_META = 'page-scripts';

/**
 * Asks the browser for a module script without running it (`<link rel="modulepreload">`: downloaded and
 * compiled). Each one costs the main thread the setting up of a request (0.4–25 ms on this 2-core
 * machine, 25.11.2026), so callers add a few at a time.
 */
export function preloadModule(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
