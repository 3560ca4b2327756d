// Which landing page a path is, as the lead API's `landing` names it (LEAD_LANDINGS): the contact form
// says where the visitor was when they wrote.
import { AI_LANDING_BASE, AI_PAGES } from '#client/app/paths.ts';

export const AI_MAIN_LANDING = 'kareliya-protiv-ii';

const PAGE_SEGMENTS = new Set<string>(Object.values(AI_PAGES).filter(Boolean));

export function landingOf(pathname: string): string {
  const segment = pathname.slice(AI_LANDING_BASE.length).replace(/^\/+|\/+$/g, '');
  return PAGE_SEGMENTS.has(segment) ? segment : AI_MAIN_LANDING;
}

export function isAiMainPage(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === AI_LANDING_BASE;
}
