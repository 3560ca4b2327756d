// Head tags of a page: title, description, canonical, Open Graph. Rendered in the shell from loader
// data (never inside Suspense), so React 19 hoists them into the streamed <head> (DESIGN §2). This is
// the server's build; the browser's (seo.browser.tsx) renders the title and the canonical link. Import it as '#seo'.
import { siteInfo } from '#shared/site-info.ts';
import { useSiteConfig } from '../lib/site-config.tsx';
import { documentTitle, plainText, previewImage, type SeoProps } from './seo-title.ts';

/** The site's own preview pictures (client/public/og/, scripts/og-images.ts) are all of one size. */
const OWN_PREVIEW_PREFIX = '/og/';
const OWN_PREVIEW_SIZE = { width: '1200', height: '630' };

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
  const fullTitle = documentTitle(typesetTitle);
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
      {/* A preview knows the picture's size before loading it only from these (Facebook and VK draw the
          first share without a picture otherwise); an editor's cover is of any size, so it has none. */}
      {picture.startsWith(OWN_PREVIEW_PREFIX) ? (
        <>
          <meta property="og:image:width" content={OWN_PREVIEW_SIZE.width} />
          <meta property="og:image:height" content={OWN_PREVIEW_SIZE.height} />
        </>
      ) : null}
      {/* Telegram and X show a large picture over the title only when asked to. */}
      <meta name="twitter:card" content="summary_large_image" />
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
    </>
  );
}
