// /api/documents and /api/document-categories, and the PDF files they link to.
import { describe, expect, it } from 'vitest';
import { documentCategoryListSchema, documentListSchema } from '#shared/schemas/document.ts';
import { DEMO_DOCUMENT_CATEGORIES, DEMO_STANDALONE_DOCUMENTS } from '#server/db/seed/demo-content/documents.ts';
import { typeset } from '#shared/typography.ts';
import { testBackends } from '../helpers/api-db.ts';
import { useContentApi } from '../helpers/content-api.ts';

const demoDocumentCount =
  DEMO_DOCUMENT_CATEGORIES.reduce((count, category) => count + category.fileNames.length, 0) + DEMO_STANDALONE_DOCUMENTS.length;

describe.each(testBackends)('documents API on $name', (backend) => {
  const api = useContentApi(backend, async (db) => {
    await db.query("insert into document_categories (slug, name, sort_order) values ('pustaya', 'Пустая категория', 1)");
    await db.query(
      `insert into documents (category_id, title, file_name, url, sort_order, is_published)
       select id, 'Черновик сметы', 'smeta.xlsx', '/files/smeta.xlsx', 1, false from document_categories where slug = 'pustaya'`,
    );
    await db.query(
      `insert into documents (category_id, title, file_name, url, sort_order, is_published)
       select id, 'Смета проекта', 'Smeta.Proekta.XLSX', 'https://example.com/smeta.xlsx', 99, true
       from document_categories where slug = 'konkursy'`,
    );
  });

  it('lists every published document with its extension from the file name', async () => {
    const list = await api.getPublic('/api/documents', documentListSchema);
    expect(list.items).toHaveLength(demoDocumentCount + 1);
    expect(list.items.map((document) => document.title)).not.toContain('Черновик сметы');
    expect(list.items.find((document) => document.title === 'Смета проекта')?.extension).toBe('xlsx');
    expect(list.items.filter((document) => document.extension === 'pdf')).toHaveLength(demoDocumentCount);
  });

  it('groups the documents by category in the fund order, leaving out empty categories', async () => {
    const categories = await api.getPublic('/api/document-categories', documentCategoryListSchema);
    expect(categories.items.map((category) => category.slug)).toEqual(DEMO_DOCUMENT_CATEGORIES.map((category) => category.slug));
    expect(categories.items.length).toBeGreaterThanOrEqual(3);
    for (const category of categories.items) {
      const demo = DEMO_DOCUMENT_CATEGORIES.find((candidate) => candidate.slug === category.slug)!;
      expect(category.name).toBe(typeset(demo.name));
      const demoUrls = demo.fileNames.map((fileName) => `/api/media/documents/${fileName}`);
      expect(category.documents.map((document) => document.url).slice(0, demoUrls.length)).toEqual(demoUrls);
    }
    const contests = categories.items.find((category) => category.slug === 'konkursy')!;
    expect(contests.documents.at(-1)).toMatchObject({ title: 'Смета проекта', extension: 'xlsx' });
  });

  it('saves a document under its title with plain spaces and hyphens, which a search for the name finds', async () => {
    const response = await api.get('/api/media/documents/pravila-otbora-spikerov-ted.pdf');
    expect(response.statusCode).toBe(200);
    expect(decodeURIComponent(String(response.headers['content-disposition']).split("''")[1]!)).toBe(
      'Правила отбора спикеров TED-конференции.pdf',
    );
  });

  it('serves every demo document as a PDF to read in the browser or save', async () => {
    const list = await api.getPublic('/api/documents', documentListSchema);
    for (const document of list.items.filter((item) => item.url.startsWith('/api/media/documents/'))) {
      const response = await api.get(document.url);
      expect(response.statusCode, document.url).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const fileName = document.url.split('/').at(-1)!;
      expect(response.headers['content-disposition']).toMatch(new RegExp(`^inline; filename="${fileName}"; filename\\*=UTF-8''`));
      expect(decodeURIComponent(String(response.headers['content-disposition']).split("''")[1]!)).toBe(
        `${document.title.replace(/\u00a0/g, ' ').replaceAll('\u2060', '')}.pdf`,
      );
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const body = response.rawPayload;
      expect(body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(body.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    }
  });

  it.each([
    ['an unknown file', '/api/media/documents/net-takogo.pdf'],
    ['a path outside the folder', '/api/media/documents/..%2F..%2Fpackage.json'],
  ])('answers 404 in Russian for %s', async (_label, url) => {
    const error = await api.getError(url, 404);
    expect(error.message).toBe('Документ не найден');
  });
});
