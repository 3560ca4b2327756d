// What crawlers read besides pages: /robots.txt, which names the sitemap by its absolute URL, and
// /sitemap.xml (sitemaps.org 0.9): every public page, with `lastmod` where the content says when it
// changed, read from the main API like any page. A CDN may cache both.
import type { FastifyInstance } from 'fastify';
// zod/mini's type: the schemas the browser shares are zod/mini ones, the others classic; both parse.
import type * as z from 'zod/mini';
import { AI_PAGES, paths, type AiPage } from '#client/app/paths.ts';
import type { ApiClient } from '#client/lib/api-client.ts';
import { MAX_PER_PAGE } from '#shared/limits.ts';
import { contestListSchema } from '#shared/schemas/contest.ts';
import { eventListSchema } from '#shared/schemas/event.ts';
import { newsPostListSchema } from '#shared/schemas/news.ts';
import { personListSchema } from '#shared/schemas/person.ts';
import { singlePageListSchema } from '#shared/schemas/single-page.ts';
import type { MainApiPool } from './main-api-client.ts';

interface SitemapEntry {
  path: string;
  /** ISO 8601 instant or date of the last change, when the content tells it. */
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

async function fetchParsed<T extends z.ZodMiniType>(api: ApiClient, path: string, schema: T): Promise<z.infer<T>> {
  return schema.parse(await api.get(path));
}

/** Every page of a paged list, MAX_PER_PAGE at a time. */
async function allPages<T extends z.ZodMiniType<{ items: unknown[]; meta: { totalPages: number } }>>(
  api: ApiClient,
  path: string,
  schema: T,
): Promise<z.infer<T>['items']> {
  const first = await fetchParsed(api, `${path}?page=1&per_page=${MAX_PER_PAGE}`, schema);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.totalPages - 1) }, (_, index) =>
      fetchParsed(api, `${path}?page=${index + 2}&per_page=${MAX_PER_PAGE}`, schema),
    ),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

export async function sitemapEntries(api: ApiClient): Promise<SitemapEntry[]> {
  const [news, events, persons, pages, contests] = await Promise.all([
    allPages(api, '/api/news-posts/all', newsPostListSchema),
    allPages(api, '/api/events', eventListSchema),
    fetchParsed(api, '/api/persons', personListSchema),
    fetchParsed(api, '/api/singlePages', singlePageListSchema),
    fetchParsed(api, '/api/contests', contestListSchema),
  ]);
  return [
    ...FIXED_PAGES.map((path) => ({ path })),
    ...news.map((post) => ({ path: paths.newsPost(post.slug), lastmod: post.publishUtcDateTime })),
    ...events.map((event) => ({ path: paths.event(event.slug) })),
    ...persons.items.map((person) => ({ path: paths.person(person.slug) })),
    ...pages.items.map((page) => ({ path: paths.singlePage(page.slug) })),
    ...contests.items.flatMap((contest) => [{ path: paths.contest(contest.slug) }, { path: paths.contestParticipants(contest.slug) }]),
  ];
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
