// What every browser test needs: a watch on the console, page errors, API calls and document loads;
// the two viewports of the issues (1440 and 390 px); and an axe-core check of a page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export interface PageWatch {
  /** Console errors and warnings, and uncaught page errors. */
  problems: string[];
  /** fetch/XHR calls to `/api/*`, as path and query. */
  apiCalls: string[];
  /** Paths of full document loads. */
  documents: string[];
}

export function watch(page: Page): PageWatch {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  const documents: string[] = [];
  page.on('console', (message) => {
    // Playwright's own note when it blocks the site's service worker (playwright.config.ts) is not the site's.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') {
      // Chromium names no URL for a failed resource: the location says which one it was.
      const where = message.location().url;
      problems.push(`${message.type()}: ${message.text()}${where ? ` (${new URL(where).pathname})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    const isDataCall = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
    if (isDataCall && url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
    if (request.resourceType() === 'document') documents.push(url.pathname);
  });
  return { problems, apiCalls, documents };
}

/** Waits until React owns the document (the app marks `<html data-hydrated>`). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** axe-core on the whole page, WCAG 2.1 A and AA: no violation may remain. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  // Colours are judged once the page is still: a dialog halfway through its 0.2 s fade-in has text at
  // part opacity, which axe would report as low contrast.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
