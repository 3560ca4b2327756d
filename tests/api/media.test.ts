// The generated covers and avatars that news posts link to: every URL the API hands out answers
// with an image that a CDN may keep.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/common.ts';
import { newsPostListSchema, newsPostSchema } from '#shared/schemas/news.ts';
import { buildMainApi } from '#server/main-api/app.ts';
import { openSeededDatabase, testBackends, type TestDatabase } from '../helpers/api-db.ts';

describe.each(testBackends)('media of the main API on $name', (backend) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openSeededDatabase(backend);
    app = await buildMainApi({ db: testDatabase.db, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await testDatabase?.dispose();
  });

  async function expectImage(url: string) {
    const response = await app.inject(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    return response.body;
  }

  it('serves every cover of the news list in its three widths', async () => {
    const list = newsPostListSchema.parse((await app.inject('/api/news-posts/all?per_page=50')).json());
    for (const { cover } of list.items) {
      const small = await expectImage(cover.small);
      const large = await expectImage(cover.large);
      expect(small).toContain('width="480"');
      expect(large).toContain('width="1600"');
      await expectImage(cover.medium);
    }
  });

  it('serves the author avatar of a post', async () => {
    const list = newsPostListSchema.parse((await app.inject('/api/news-posts/all')).json());
    const post = newsPostSchema.parse((await app.inject(`/api/news-posts/${list.items[0]!.slug}`)).json());
    expect(post.author?.avatar).toBeTruthy();
    await expectImage(post.author!.avatar!);
  });

  it.each([
    '/api/media/covers/unknown/lake-1.svg',
    '/api/media/covers/fund/volcano-1.svg',
    '/api/media/covers/fund/lake-9.svg',
    '/api/media/avatars/fund/%3Cscript%3E.svg',
    '/api/media/avatars/fund/AB.png',
  ])('answers 404 for %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).message).toBe('Изображение не найдено');
  });

  it.each(['w=123', 'w=abc', 'w=480&w=960'])('refuses a width it does not make (%s), in Russian', async (query) => {
    const response = await app.inject(`/api/media/covers/fund/lake-1.svg?${query}`);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({ w: 'Параметр «w» может быть только 480, 960, 1600' });
  });
});
