// What crawlers read besides pages: /robots.txt, which names the sitemap by its absolute URL, and
// /sitemap.xml (sitemaps.org 0.9): every public page, with `lastmod` where the content says when it
// changed (GET /api/sitemap of the main API, ADR 006). A CDN may cache both.
import type { FastifyInstance } from 'fastify';
import { AI_PAGES, paths, type AiPage } from '#client/app/paths.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { sitemapSchema, type SitemapItem } from '#shared/schemas/sitemap.ts';
import type { MainApiPool } from './main-api-client.ts';

interface SitemapEntry {
  path: string;
  /** ISO 8601 instant of the page's last change, when the content tells it. */
  lastmod?: string;
}

/** The pages that exist whatever the content: the sections of the main navbar and the forms. */
const FIXED_PAGES = [
  paths.home(),
  paths.about(),
  paths.programs(),
  paths.startups(),
  paths.news(),
  paths.events(),
  paths.projectApplication(),
  paths.consultation(),
  // The «Карелия против ИИ» landing: its main page and the five events (its thank-you pages stay out).
  ...(Object.keys(AI_PAGES) as AiPage[]).map((page) => paths.aiPage(page)),
];

/**
 * An item's own page, with the time it changed; a contest also has its participants' list, made of
 * applications, whose changes (one withdrawn, say) leave no time behind: no lastmod there (ADR 006).
 */
function entriesOf({ type, slug, updatedAt }: SitemapItem): SitemapEntry[] {
  switch (type) {
    case 'news-post':
      return [{ path: paths.newsPost(slug), lastmod: updatedAt }];
    case 'event':
      return [{ path: paths.event(slug), lastmod: updatedAt }];
    case 'person':
      return [{ path: paths.person(slug), lastmod: updatedAt }];
    case 'single-page':
      return [{ path: paths.singlePage(slug), lastmod: updatedAt }];
    case 'contest':
      return [{ path: paths.contest(slug), lastmod: updatedAt }, { path: paths.contestParticipants(slug) }];
  }
}

export async function sitemapEntries(api: ApiClient): Promise<SitemapEntry[]> {
  const { items } = sitemapSchema.parse(await api.get('/api/sitemap'));
  return [...FIXED_PAGES.map((path) => ({ path })), ...items.flatMap(entriesOf)];
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const lastmodTag = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmodTag}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Private and technical paths stay out of search; media (covers, documents) may be indexed. The
 * thank-you pages are not listed: a crawler must read their noindex, which a Disallow hides from it
 * (a linked URL is then indexed without its content, QA).
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /cabinet',
    'Disallow: /auth/',
    'Disallow: /api/',
    'Allow: /api/media/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function crawlerRoutes(
  app: FastifyInstance,
  { mainApi, publicUrl, cacheControl }: { mainApi: MainApiPool; publicUrl: string; cacheControl: string },
): Promise<void> {
  app.get('/robots.txt', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    let entries: SitemapEntry[];
    try {
      entries = await sitemapEntries(mainApi.forRequest(request.id, request.log));
    } catch (error) {
      request.log.error({ err: error }, 'sitemap: the main API did not answer as expected');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '60')
        .type('text/plain; charset=utf-8')
        .send('Карта сайта временно недоступна');
    }
    return reply.header('cache-control', cacheControl).type('application/xml; charset=utf-8').send(sitemapXml(publicUrl, entries));
  });
}
