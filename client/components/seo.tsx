// Head tags of a page: title, description, canonical, Open Graph. Rendered in the shell from loader
// data (never inside Suspense), so React 19 hoists them into the streamed <head> (DESIGN §2).
import { siteInfo } from '#shared/site-info.ts';
import { useSiteConfig } from '../lib/site-config.tsx';

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
function plainText(text: string): string {
  return text.replaceAll('\u2060', '');
}

/**
 * The longest title that keeps the site's name after it: search results cut titles at about 60–70
 * characters, and a long news headline lost its own end to the suffix (QA: 29 of 64 pages over 70).
 */
const TITLE_MAX_LENGTH = 70;

/** Search results show about 160 characters of a description; a longer one is cut there, at a word. */
const DESCRIPTION_MAX_LENGTH = 160;

export function Seo({
  title: typesetTitle,
  description: typesetDescription = siteInfo.description,
  path,
  image,
  type = 'website',
  publishedTime,
}: SeoProps) {
  const { publicUrl } = useSiteConfig();
  const title = plainText(typesetTitle);
  const fullDescription = plainText(typesetDescription);
  // Cut at a space, never at a no-break one (a short word stays with the next), and without the
  // punctuation before the cut (QA: «ииии.…», «новости,…», «(далее —…»).
  const description =
    fullDescription.length > DESCRIPTION_MAX_LENGTH
      ? `${fullDescription
          .slice(0, DESCRIPTION_MAX_LENGTH - 1)
          .replace(/ [^ ]*$/, '')
          .replace(/[\s.,;:—–-]+$/, '')}…`
      : fullDescription;
  const picture = previewImage(image);
  const canonical = `${publicUrl}${path}`;
  const withSite = `${title} — ${siteInfo.shortName}`;
  const fullTitle = title === siteInfo.name || withSite.length > TITLE_MAX_LENGTH ? title : withSite;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={siteInfo.name} />
      <meta property="og:locale" content="ru_RU" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={picture.startsWith('http') ? picture : `${publicUrl}${picture}`} />
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
    </>
  );
}
