// The browser's Seo (package.json "imports", the "browser" condition; import it as '#seo'): the tab's
// title and the canonical link, which a move to another page changes (Chrome on Android shares a page by
// its canonical link). The description and the Open Graph and Twitter tags are read by crawlers and link
// previews from the HTML the server sends (seo.tsx), never from a page the browser changed; React 19
// leaves the server's head tags that no component claims in place when it hydrates. Their code stays
// out of every page's scripts (0.3 KB of gzip).
import { useSiteConfig } from '../lib/site-config.tsx';
import { documentTitle, type SeoProps } from './seo-title.ts';

export function Seo({ title, path }: SeoProps) {
  const { publicUrl } = useSiteConfig();
  return (
    <>
      <title>{documentTitle(title)}</title>
      <link rel="canonical" href={`${publicUrl}${path}`} />
    </>
  );
}
