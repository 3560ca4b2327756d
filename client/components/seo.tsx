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

export function Seo({ title, description = siteInfo.description, path, image, type = 'website', publishedTime }: SeoProps) {
  const { publicUrl } = useSiteConfig();
  const canonical = `${publicUrl}${path}`;
  const fullTitle = title === siteInfo.name ? title : `${title} — ${siteInfo.shortName}`;
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
      {image ? <meta property="og:image" content={image.startsWith('http') ? image : `${publicUrl}${image}`} /> : null}
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
    </>
  );
}
