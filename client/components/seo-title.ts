// What both builds of `Seo` share (seo.tsx on the server, seo.browser.tsx in the browser): the page's
// props, the tab's title made of them, and the picture a preview or structured data names.
import { siteInfo } from '#shared/site-info.ts';

export interface SeoProps {
  title: string;
  description?: string;
  /** Path and query of the canonical URL, e.g. `/news?page=2`. */
  path: string;
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
}

/** The fund's Open Graph picture (scripts/og-images.ts), for a page without one of its own. */
export const DEFAULT_OG_IMAGE = '/og/fund.jpg';

/**
 * A page's picture for link previews and structured data. An SVG one (the demo covers and avatars the
 * API draws) gives way to the fund's picture: VK, Telegram, Facebook and search engines take no SVG (QA).
 */
export function previewImage(image: string | undefined): string {
  return image && !image.includes('.svg') ? image : DEFAULT_OG_IMAGE;
}

/**
 * Text for machines (the tab's title, search snippets, link previews): typeset word joiners (U+2060,
 * shared/typography.ts) are left out, so searches and copies match (QA: the TED page's title). It is
 * typography.ts's withoutWordJoiners written out: that module's chunk is not on every page, this one is.
 */
export function plainText(text: string): string {
  return text.replaceAll('\u2060', '');
}

/**
 * The longest title that keeps the site's name after it: search results cut titles at about 60–70
 * characters, and a long news headline lost its own end to the suffix (QA: 29 of 64 pages over 70).
 */
const TITLE_MAX_LENGTH = 70;

/** The tab's title: the page's, with the fund's short name after it where that fits. */
export function documentTitle(typesetTitle: string): string {
  const title = plainText(typesetTitle);
  const withSite = `${title} — ${siteInfo.shortName}`;
  return title === siteInfo.name || withSite.length > TITLE_MAX_LENGTH ? title : withSite;
}
