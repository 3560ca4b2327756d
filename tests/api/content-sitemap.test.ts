// /api/sitemap: what the site's sitemap.xml lists, and the time each page last changed, kept by the
// database whoever changes a row (migration 0010).
import { describe, expect, it } from 'vitest';
import { contestSchema } from '#shared/schemas/contest.ts';
import { MAX_PER_PAGE } from '#shared/limits.ts';
import { newsPostListSchema } from '#shared/schemas/news.ts';
import { personListSchema } from '#shared/schemas/person.ts';
import { sitemapSchema, type SitemapItem } from '#shared/schemas/sitemap.ts';
import { testBackends } from '../helpers/api-db.ts';
import { useContentApi } from '../helpers/content-api.ts';

describe.each(testBackends)('the sitemap API on $name', (backend) => {
  const api = useContentApi(backend, async (db) => {
    await db.query("insert into single_pages (slug, title, content, is_published) values ('chernovik', 'Черновик', '<p>…</p>', false)");
    await db.query(
      `insert into news_posts (slug, title, short_description, content, cover_small_url, cover_medium_url,
         cover_large_url, theme_id, publish_utc_date_time, is_published)
       select 'zavtrashnyaya-novost', 'Завтра', 'Кратко', '<p>Текст</p>', '/s', '/m', '/l', id, now() + interval '1 day', true
       from news_themes limit 1`,
    );
  });

  const items = async () => (await api.getPublic('/api/sitemap', sitemapSchema)).items;
  const updatedAtOf = async (type: SitemapItem['type'], slug: string) =>
    (await items()).find((item) => item.type === type && item.slug === slug)?.updatedAt;

  it('dates a demo news post by its publication, not by the seeding', async () => {
    const news = await api.getPublic(`/api/news-posts/all?page=1&per_page=${MAX_PER_PAGE}`, newsPostListSchema);
    const listed = await items();
    for (const post of news.items) {
      const updatedAt = listed.find((item) => item.type === 'news-post' && item.slug === post.slug)?.updatedAt;
      expect(updatedAt, post.slug).toBe(new Date(post.publishUtcDateTime).toISOString());
    }
  });

  it('lists every published item a visitor can open, and no draft or post scheduled ahead', async () => {
    const listed = await items();
    const news = await api.getPublic(`/api/news-posts/all?page=1&per_page=${MAX_PER_PAGE}`, newsPostListSchema);
    expect(news.meta.totalPages).toBe(1);
    expect(
      listed
        .filter((item) => item.type === 'news-post')
        .map((item) => item.slug)
        .sort(),
    ).toEqual(news.items.map((post) => post.slug).sort());
    const persons = await api.getPublic('/api/persons', personListSchema);
    expect(listed.filter((item) => item.type === 'person').length).toBe(persons.items.length);
    for (const type of ['event', 'single-page', 'contest'] as const)
      expect(
        listed.some((item) => item.type === type),
        type,
      ).toBe(true);
    expect(listed.some((item) => item.slug === 'chernovik' || item.slug === 'zavtrashnyaya-novost')).toBe(false);
    // Every item opens: the sitemap never sends a crawler to a 404.
    for (const item of listed.filter((entry) => entry.type === 'contest' || entry.type === 'single-page')) {
      const path = item.type === 'contest' ? `/api/contests/${item.slug}` : `/api/singlePages/${item.slug}`;
      expect((await api.get(path)).statusCode, path).toBe(200);
    }
  });

  it('moves an item’s time when an editor changes the row, and only then', async () => {
    const [person] = (await api.getPublic('/api/persons', personListSchema)).items;
    if (!person) throw new Error('the seed has persons');
    const before = await updatedAtOf('person', person.slug);
    await api.db.query('update persons set position = position where slug = $1', [person.slug]);
    expect(await updatedAtOf('person', person.slug)).toBe(before);

    await api.db.query("update persons set position = 'Новая должность' where slug = $1", [person.slug]);
    const after = await updatedAtOf('person', person.slug);
    expect(Date.parse(after ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
  });

  it('moves a contest’s time when one of its nominations changes', async () => {
    const contest = (await items()).find((item) => item.type === 'contest');
    if (!contest) throw new Error('the seed has contests');
    const { id } = await api.getPublic(`/api/contests/${contest.slug}`, contestSchema);
    await api.db.query("insert into contest_nominations (contest_id, name) values ($1, 'Новая номинация')", [id]);
    const afterInsert = await updatedAtOf('contest', contest.slug);
    expect(Date.parse(afterInsert ?? '')).toBeGreaterThan(Date.parse(contest.updatedAt));

    await api.db.query("update contest_nominations set name = name where contest_id = $1 and name = 'Новая номинация'", [id]);
    expect(await updatedAtOf('contest', contest.slug), 'an update that changes nothing').toBe(afterInsert);

    await api.db.query("delete from contest_nominations where contest_id = $1 and name = 'Новая номинация'", [id]);
    expect(Date.parse((await updatedAtOf('contest', contest.slug)) ?? '')).toBeGreaterThan(Date.parse(afterInsert ?? ''));
  });
});
