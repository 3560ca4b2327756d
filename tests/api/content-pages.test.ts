// The small lists and pages of the site: /api/links, /api/partner-programs and /api/singlePages.
import { describe, expect, it } from 'vitest';
import { linkListSchema } from '#shared/schemas/link.ts';
import { partnerProgramListSchema } from '#shared/schemas/partner-program.ts';
import { REQUIRED_SINGLE_PAGES, singlePageListSchema, singlePageSchema } from '#shared/schemas/single-page.ts';
import { DEMO_LINKS } from '#server/db/seed/demo-content/links.ts';
import { DEMO_PARTNER_PROGRAMS } from '#server/db/seed/demo-content/partner-programs.ts';
import { testBackends } from '../helpers/api-db.ts';
import { useContentApi } from '../helpers/content-api.ts';

describe.each(testBackends)('links, partner programmes and single pages on $name', (backend) => {
  const api = useContentApi(backend, async (db) => {
    await db.query("insert into links (title, url, is_published) values ('Скрытая ссылка', 'https://example.com', false)");
    await db.query("insert into single_pages (slug, title, content, is_published) values ('chernovik', 'Черновик', '<p>…</p>', false)");
  });

  it('lists the published links in the fund order', async () => {
    const list = await api.getPublic('/api/links', linkListSchema);
    expect(list.items.map((link) => link.url)).toEqual(DEMO_LINKS.map((link) => link.url));
    expect(list.items.every((link) => link.title.length > 0)).toBe(true);
  });

  it('lists the partner programmes with logos that the API serves', async () => {
    const list = await api.getPublic('/api/partner-programs', partnerProgramListSchema);
    expect(list.items.map((program) => program.name)).toEqual(DEMO_PARTNER_PROGRAMS.map((program) => program.name));
    for (const program of list.items) {
      expect(program.description).toContain('Демонстрационная программа');
      const logo = await api.get(program.logoUrl);
      expect(logo.statusCode, program.logoUrl).toBe(200);
      expect(logo.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(logo.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it.each([
    '/api/media/logos/unknown/%D0%A1%D0%90.svg',
    '/api/media/logos/fund/%3Cscript%3E.svg',
    '/api/media/logos/fund/ABCD.svg',
    '/api/media/logos/fund/AB.png',
  ])('answers 404 for the logo %s', async (url) => {
    expect((await api.getError(url, 404)).message).toBe('Изображение не найдено');
  });

  it('lists the published single pages, the three the site links to among them', async () => {
    const list = await api.getPublic('/api/singlePages', singlePageListSchema);
    expect(list.items.map((page) => page.slug).sort()).toEqual([...REQUIRED_SINGLE_PAGES].sort());
  });

  it('gives each page with its title and HTML', async () => {
    const list = await api.getPublic('/api/singlePages', singlePageListSchema);
    for (const listed of list.items) {
      const page = await api.getPublic(`/api/singlePages/${listed.slug}`, singlePageSchema);
      expect(page).toMatchObject(listed);
      // HTML, opening with a paragraph or a note about the text (the demo notice, an <aside>).
      expect(page.content).toMatch(/^<(?:p|aside)>/);
    }
  });

  it('has a consent text under 152-FZ, marked as a template', async () => {
    const page = await api.getPublic('/api/singlePages/processing-of-personal-data', singlePageSchema);
    // Typeset as an editor would: «на» is bound to the next word (shared/typography.ts).
    expect(page.title).toBe('Согласие на\u00a0обработку персональных данных');
    const text = page.content.replaceAll('\u00a0', ' ');
    for (const part of [
      '152-ФЗ',
      'Демонстрационный текст',
      'отозвать согласие',
      'Трансграничная передача',
      'отдельно от иных документов',
    ]) {
      expect(text).toContain(part);
    }
  });

  it.each(['net-takoj-stranicy', 'chernovik'])('answers 404 in Russian for the page %s', async (slug) => {
    const error = await api.getError(`/api/singlePages/${slug}`, 404);
    expect(error).toEqual({ statusCode: 404, error: 'Not Found', message: 'Страница не найдена' });
  });

  it('describes every content endpoint in /api/docs, with the paging of the events list', async () => {
    const document = (await api.get('/api/docs/json')).json<{
      paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: object }>>;
    }>();
    for (const path of [
      '/api/events/',
      '/api/events/{slug}',
      '/api/persons/',
      '/api/persons/{slug}',
      '/api/documents/',
      '/api/document-categories/',
      '/api/links/',
      '/api/partner-programs/',
      '/api/singlePages/',
      '/api/singlePages/{slug}',
      '/api/contests/',
      '/api/contests/{slugOrId}',
    ]) {
      const operation = document.paths[path]?.get ?? document.paths[path.replace(/\/$/, '')]?.get;
      expect(operation, path).toBeDefined();
      expect(Object.keys(operation!.responses), path).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
    }
    const events = document.paths['/api/events/']?.get ?? document.paths['/api/events']?.get;
    expect(events?.parameters?.map((parameter) => parameter.name)).toEqual(['page', 'per_page']);
  });
});
