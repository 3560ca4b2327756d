// The head tags a link preview reads: the picture, its size when the site knows it, the card's kind.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteConfigProvider, type PublicSiteConfig } from '../lib/site-config.tsx';
import { Seo } from './seo.tsx';

const config: PublicSiteConfig = {
  publicUrl: 'https://fond.example',
  captchaSiteKey: null,
  uploadMaxBytes: 1,
  aiSocial: { vk: 'https://vk.com/x', telegram: 'https://t.me/x', whatsapp: null },
  routeChunksUrl: null,
};

function head(image?: string): string {
  return renderToStaticMarkup(
    <SiteConfigProvider config={config}>
      <Seo title="Новость" path="/news/novost" image={image} />
    </SiteConfigProvider>,
  );
}

describe('Seo', () => {
  it('gives the size of the site’s own preview pictures, and a large card', () => {
    const html = head('/og/ai-ted.jpg');
    expect(html).toContain('<meta property="og:image" content="https://fond.example/og/ai-ted.jpg"/>');
    expect(html).toContain('<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it('names no size for an editor’s cover, whose size it does not know', () => {
    const html = head('https://cdn.example/covers/novost.jpg');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/covers/novost.jpg"/>');
    expect(html).not.toContain('og:image:width');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it('puts the fund’s picture, with its size, in place of an SVG cover', () => {
    const html = head('https://cdn.example/covers/novost.svg');
    expect(html).toContain('<meta property="og:image" content="https://fond.example/og/fund.jpg"/>');
    expect(html).toContain('og:image:width');
  });
});
