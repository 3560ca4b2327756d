// /api/contests: the published contests, open ones first, and one contest by id or by slug.
import { describe, expect, it } from 'vitest';
import { contestListSchema, contestSchema } from '#shared/schemas/contest.ts';
import { ARCTIC_CONTEST_SLUG, DEMO_CONTESTS } from '#server/db/seed/demo-content/contests.ts';
import { testBackends } from '../helpers/api-db.ts';
import { useContentApi } from '../helpers/content-api.ts';

const DRAFT_SLUG = 'chernovik-konkursa';

describe.each(testBackends)('contests API on $name', (backend) => {
  let draftId = 0;
  const api = useContentApi(backend, async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `insert into contests (slug, name, start_at, end_at, is_published)
       values ($1, 'Черновик', now() - interval '1 day', now() + interval '30 days', false) returning id`,
      [DRAFT_SLUG],
    );
    draftId = rows[0]!.id;
    // Not open yet: comes after the open one and before the closed one.
    await db.query(
      `insert into contests (slug, name, start_at, end_at, is_published)
       values ('budushchij-konkurs', 'Будущий конкурс', now() + interval '10 days', now() + interval '60 days', true)`,
    );
  });

  it('lists the published contests: open ones, then those to come, then closed ones', async () => {
    const list = await api.getPublic('/api/contests', contestListSchema);
    expect(list.items.map((contest) => contest.slug)).toEqual([ARCTIC_CONTEST_SLUG, 'budushchij-konkurs', 'innovacionnyj-proekt-karelii']);
    expect(list.items.map((contest) => contest.isOpen)).toEqual([true, false, false]);
    const now = new Date().toISOString();
    expect(list.items[0]!.endAt > now).toBe(true);
    expect(list.items[2]!.endAt < now).toBe(true);
  });

  it('lists the nominations of each contest in order', async () => {
    const list = await api.getPublic('/api/contests', contestListSchema);
    for (const demo of DEMO_CONTESTS) {
      const contest = list.items.find((item) => item.slug === demo.slug)!;
      expect(contest.nominations.map((nomination) => nomination.name.replace(/\u00a0/g, ' '))).toEqual(
        demo.nominations.map((nomination) => nomination.name),
      );
      expect(contest.nominations.every((nomination) => nomination.description.length > 0)).toBe(true);
    }
  });

  it('gives a contest by its id and by its slug, with its content and nominations', async () => {
    const list = await api.getPublic('/api/contests', contestListSchema);
    for (const listed of list.items) {
      const byId = await api.getPublic(`/api/contests/${listed.id}`, contestSchema);
      const bySlug = await api.getPublic(`/api/contests/${listed.slug}`, contestSchema);
      expect(byId).toEqual(bySlug);
      expect(byId).toMatchObject(listed);
    }
    const arctic = await api.getPublic(`/api/contests/${ARCTIC_CONTEST_SLUG}`, contestSchema);
    expect(arctic.isOpen).toBe(true);
    expect(arctic.content).toContain('Демонстрационный конкурс');
    expect(arctic.nominations.length).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown slug', 'net-takogo-konkursa'],
    ['an unknown id', '987654'],
    ['a number too large for an id', '99999999999999999999'],
    ['a draft by its slug', DRAFT_SLUG],
  ])('answers 404 in Russian for %s', async (_label, slugOrId) => {
    const error = await api.getError(`/api/contests/${slugOrId}`, 404);
    expect(error).toEqual({ statusCode: 404, error: 'Not Found', message: 'Конкурс не найден' });
  });

  it('answers 404 for a draft by its id', async () => {
    expect((await api.getError(`/api/contests/${draftId}`, 404)).message).toBe('Конкурс не найден');
  });

  it('refuses a slug of digits alone, which the id would shadow', async () => {
    await expect(
      api.db.query("insert into contests (slug, name, start_at, end_at) values ('2027', 'Год', now(), now() + interval '1 day')"),
    ).rejects.toThrow(/check constraint/);
  });
});
