// The news endpoints of the main API as the site sees them, over the seeded demo content, with a
// draft and a scheduled post added that must never show.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, MAX_PER_PAGE } from '#shared/schemas/common.ts';
import {
  NEWS_PER_PAGE,
  newsPostListSchema,
  newsPostSchema,
  newsSliderSchema,
  SIMILAR_NEWS_DEFAULT_LIMIT,
  similarNewsSchema,
  type NewsPostListItem,
} from '#shared/schemas/news.ts';
import type { Database } from '#server/db/database.ts';
import { DEMO_NEWS_THEMES } from '#server/db/seed/demo-news/index.ts';
import { buildMainApi } from '#server/main-api/app.ts';
import { openSeededDatabase, testBackends, type TestDatabase } from '../helpers/api-db.ts';

const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const demoPosts = DEMO_NEWS_THEMES.flatMap((theme) => theme.posts);
const SLIDER_SIZE = Math.min(5, demoPosts.filter((post) => post.featured).length);

async function insertHiddenPost(db: Database, slug: string, options: { published: boolean; publishAt: string }) {
  await db.query(
    `insert into news_posts (slug, title, short_description, content, cover_small_url, cover_medium_url,
       cover_large_url, theme_id, publish_utc_date_time, is_published, is_featured)
     select $1, 'Скрытая новость', 'Не должна показываться', '<p>Черновик</p>', '/s', '/m', '/l', id, $2, $3, true
     from news_themes order by id limit 1`,
    [slug, options.publishAt, options.published],
  );
}

function isNewestFirst(items: NewsPostListItem[]): boolean {
  return items.every((item, index) => index === 0 || item.publishUtcDateTime <= (items[index - 1]?.publishUtcDateTime ?? ''));
}

describe.each(testBackends)('news posts API on $name', (backend) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openSeededDatabase(backend);
    await insertHiddenPost(testDatabase.db, 'chernovik', { published: false, publishAt: new Date().toISOString() });
    await insertHiddenPost(testDatabase.db, 'zaplanirovannaya', { published: true, publishAt: '2999-01-01T07:00:00Z' });
    app = await buildMainApi({ db: testDatabase.db, logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await testDatabase?.dispose();
  });

  async function getJson(url: string) {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, headers: response.headers, body: response.json<unknown>() };
  }

  async function getList(url: string) {
    const { status, headers, body } = await getJson(url);
    expect(status).toBe(200);
    return { headers, list: newsPostListSchema.parse(body) };
  }

  async function allPages(path: string): Promise<NewsPostListItem[]> {
    const items: NewsPostListItem[] = [];
    for (let page = 1; ; page += 1) {
      const { list } = await getList(`${path}?page=${page}`);
      items.push(...list.items);
      if (page >= list.meta.totalPages) return items;
    }
  }

  describe('GET /api/news-posts/all', () => {
    it('pages through every published post, 9 a page, newest first', async () => {
      const { list, headers } = await getList('/api/news-posts/all');
      expect(list.items).toHaveLength(NEWS_PER_PAGE);
      expect(list.meta).toEqual({
        totalItems: demoPosts.length,
        totalPages: Math.ceil(demoPosts.length / NEWS_PER_PAGE),
        currentPage: 1,
        itemsPerPage: NEWS_PER_PAGE,
      });
      expect(headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

      const everyPost = await allPages('/api/news-posts/all');
      expect(everyPost.map((post) => post.slug).sort()).toEqual(demoPosts.map((post) => post.slug).sort());
      expect(isNewestFirst(everyPost)).toBe(true);
    });

    it('gives a different page 2, continuing where page 1 ends', async () => {
      const first = await getList('/api/news-posts/all?page=1&per_page=5');
      const second = await getList('/api/news-posts/all?page=2&per_page=5');
      expect(second.list.meta.currentPage).toBe(2);
      const firstSlugs = new Set(first.list.items.map((post) => post.slug));
      expect(second.list.items.some((post) => firstSlugs.has(post.slug))).toBe(false);
      expect(isNewestFirst([...first.list.items, ...second.list.items])).toBe(true);
    });

    it('takes up to 50 a page and answers an empty page past the end', async () => {
      const { list } = await getList(`/api/news-posts/all?per_page=${MAX_PER_PAGE}`);
      expect(list.items).toHaveLength(demoPosts.length);
      expect(list.meta).toMatchObject({ totalPages: 1, itemsPerPage: MAX_PER_PAGE });

      const pastTheEnd = await getList('/api/news-posts/all?page=99');
      expect(pastTheEnd.list.items).toEqual([]);
      expect(pastTheEnd.list.meta).toMatchObject({ totalItems: demoPosts.length, currentPage: 99 });
    });

    it('never shows drafts or posts scheduled for later', async () => {
      const everyPost = await allPages('/api/news-posts/all');
      expect(everyPost.map((post) => post.slug)).not.toContain('chernovik');
      expect(everyPost.map((post) => post.slug)).not.toContain('zaplanirovannaya');
      expect((await getJson('/api/news-posts/chernovik')).status).toBe(404);
      expect((await getJson('/api/news-posts/zaplanirovannaya')).status).toBe(404);
    });
  });

  describe('paging parameters', () => {
    it.each([
      ['page=0', 'page', 'Параметр «page» должен быть целым положительным числом'],
      ['page=abc', 'page', 'Параметр «page» должен быть целым положительным числом'],
      ['page=1.5', 'page', 'Параметр «page» должен быть целым положительным числом'],
      ['page=0x10', 'page', 'Параметр «page» должен быть целым положительным числом'],
      ['page=1e3', 'page', 'Параметр «page» должен быть целым положительным числом'],
      ['page=%2B2', 'page', 'Параметр «page» должен быть целым положительным числом'],
      ['per_page=%202', 'per_page', 'Параметр «per_page» должен быть целым положительным числом'],
      ['per_page=51', 'per_page', 'Параметр «per_page» не может быть больше 50'],
      ['per_page=-1', 'per_page', 'Параметр «per_page» должен быть целым положительным числом'],
    ])('refuses %s with a Russian message for the field', async (query, field, message) => {
      for (const path of ['/api/news-posts', '/api/news-posts/all']) {
        const { status, headers, body } = await getJson(`${path}?${query}`);
        expect(status).toBe(400);
        expect(headers['cache-control']).toBe('no-store');
        const error = apiErrorSchema.parse(body);
        expect(error).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Некорректные параметры запроса' });
        expect(error.fields).toEqual({ [field]: message });
      }
    });

    it('names every wrong field at once', async () => {
      const { body } = await getJson('/api/news-posts?page=0&per_page=51');
      expect(Object.keys(apiErrorSchema.parse(body).fields ?? {}).sort()).toEqual(['page', 'per_page']);
    });
  });

  describe('GET /api/news-posts/slider and the home feed', () => {
    it('shows the newest featured posts in the slider', async () => {
      const { status, headers, body } = await getJson('/api/news-posts/slider');
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      const slider = newsSliderSchema.parse(body);

      const newestFeatured = demoPosts
        .filter((post) => post.featured)
        .sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo)
        .slice(0, SLIDER_SIZE)
        .map((post) => post.slug);
      expect(slider.items.map((post) => post.slug)).toEqual(newestFeatured);
    });

    it('leaves the slider posts out of the home feed, and only them', async () => {
      const slider = newsSliderSchema.parse((await getJson('/api/news-posts/slider')).body);
      const sliderSlugs = slider.items.map((post) => post.slug);
      const { list } = await getList('/api/news-posts');
      expect(list.meta.totalItems).toBe(demoPosts.length - sliderSlugs.length);

      const feed = await allPages('/api/news-posts');
      const all = await allPages('/api/news-posts/all');
      expect(feed.map((post) => post.slug)).toEqual(all.map((post) => post.slug).filter((slug) => !sliderSlugs.includes(slug)));
      // A featured post too old for the slider still reaches readers through the feed.
      const olderFeatured = demoPosts.filter((post) => post.featured && !sliderSlugs.includes(post.slug));
      for (const post of olderFeatured) expect(feed.map((item) => item.slug)).toContain(post.slug);
    });
  });

  describe('GET /api/news-posts/{slug}', () => {
    it('gives the full post with its content, theme and author', async () => {
      const { list } = await getList('/api/news-posts/all');
      const listed = list.items[0]!;
      const { status, headers, body } = await getJson(`/api/news-posts/${listed.slug}`);
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

      const newsPost = newsPostSchema.parse(body);
      expect(newsPost).toMatchObject(listed);
      expect(newsPost.content).toContain('<p>');
      expect(newsPost.content).toContain('Демонстрационный материал');
      expect(newsPost.author?.name).toMatch(/\S+ \S+/);
      expect(newsPost.author?.avatar).toMatch(/^\/api\/media\/avatars\//);
    });

    it("links an author who is one of the fund's people to their page, while that page is published", async () => {
      const { list } = await getList('/api/news-posts/all');
      const slug = list.items[0]!.slug;
      const author = newsPostSchema.parse((await getJson(`/api/news-posts/${slug}`)).body).author;
      expect(author?.personSlug).toMatch(/^[a-z0-9-]+$/);
      const person = await getJson(`/api/persons/${author!.personSlug!}`);
      expect(person.status).toBe(200);
      expect(person.body).toMatchObject({ name: author!.name });

      await testDatabase.db.query('update persons set is_published = false where slug = $1', [author!.personSlug]);
      try {
        const hidden = newsPostSchema.parse((await getJson(`/api/news-posts/${slug}`)).body).author;
        expect(hidden).toEqual({ name: author!.name, avatar: author!.avatar, personSlug: null });
      } finally {
        await testDatabase.db.query('update persons set is_published = true where slug = $1', [author!.personSlug]);
      }
    });

    it.each([
      ['an unknown slug', 'net-takoj-novosti'],
      ['a slug that breaks the slug rules', 'Не-слаг'],
      ['a long unknown slug', 'a'.repeat(190)],
    ])('answers 404 in Russian for %s', async (_label, slug) => {
      const { status, headers, body } = await getJson(`/api/news-posts/${encodeURIComponent(slug)}`);
      expect(status).toBe(404);
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(headers['cache-control']).toBe('no-store');
      expect(apiErrorSchema.parse(body)).toEqual({ statusCode: 404, error: 'Not Found', message: 'Новость не найдена' });
    });

    it('answers 404 for a route that does not exist', async () => {
      const { status, body } = await getJson('/api/news-posts/a/b/c');
      expect(status).toBe(404);
      expect(apiErrorSchema.parse(body).message).toBe('Страница не найдена');
    });
  });

  describe('GET /api/news-posts/{slug}/similar', () => {
    const themeOf = new Map(DEMO_NEWS_THEMES.flatMap((theme) => theme.posts.map((post) => [post.slug, theme.name] as const)));

    it('gives 3 other posts of the same theme, newest first', async () => {
      const post = demoPosts[0]!;
      const { status, headers, body } = await getJson(`/api/news-posts/${post.slug}/similar`);
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      const similar = similarNewsSchema.parse(body);

      expect(similar.items).toHaveLength(SIMILAR_NEWS_DEFAULT_LIMIT);
      expect(similar.items.map((item) => item.slug)).not.toContain(post.slug);
      expect(similar.items.every((item) => item.theme.name === themeOf.get(post.slug))).toBe(true);
      expect(isNewestFirst(similar.items)).toBe(true);
    });

    it('tops up with other themes when the theme has too few posts', async () => {
      const post = demoPosts[0]!;
      const sameTheme = demoPosts.filter((other) => themeOf.get(other.slug) === themeOf.get(post.slug));
      const limit = sameTheme.length + 2;
      const similar = similarNewsSchema.parse((await getJson(`/api/news-posts/${post.slug}/similar?limit=${limit}`)).body);

      expect(similar.items).toHaveLength(limit);
      const themes = similar.items.map((item) => item.theme.name);
      const sameThemeCount = sameTheme.length - 1;
      expect(themes.slice(0, sameThemeCount).every((name) => name === themeOf.get(post.slug))).toBe(true);
      expect(themes.slice(sameThemeCount).every((name) => name !== themeOf.get(post.slug))).toBe(true);
    });

    it.each([
      ['limit=0', 'Параметр «limit» должен быть целым положительным числом'],
      ['limit=abc', 'Параметр «limit» должен быть целым положительным числом'],
      ['limit=13', 'Параметр «limit» не может быть больше 12'],
    ])('refuses %s', async (query, message) => {
      const { status, body } = await getJson(`/api/news-posts/${demoPosts[0]!.slug}/similar?${query}`);
      expect(status).toBe(400);
      expect(apiErrorSchema.parse(body).fields).toEqual({ limit: message });
    });

    it('answers 404 for an unknown post', async () => {
      const { status, body } = await getJson('/api/news-posts/net-takoj-novosti/similar');
      expect(status).toBe(404);
      expect(apiErrorSchema.parse(body).message).toBe('Новость не найдена');
    });
  });
});
