// Demo content for a fresh database, so `npm start` shows a living site. Idempotent: a section is
// filled only while it is empty, so a database with the fund's own content never gets demo posts.
import { generatedAvatarUrl } from '#server/media/avatar-art.ts';
import { generatedCoverUrls } from '#server/media/cover-art.ts';
import type { Database, Queryable } from '../database.ts';
import { seedDemoContent, type DemoContentReport } from './demo-content/index.ts';
import { DEMO_AUTHORS, DEMO_NEWS_THEMES, DEMO_NOTE, type DemoAuthorKey, type DemoNewsTheme } from './demo-news/index.ts';
import { typeset } from '#shared/typography.ts';

/** Serialises seeding between processes that start at the same time (see also migrate.ts). */
const SEED_LOCK_KEY = 4_172_650_312;

export interface SeedReport extends DemoContentReport {
  newsPosts: number;
}

/** Inserts what is missing and reports how many rows it added (zeros when there was nothing to do). */
export async function seed(db: Database, now: Date = new Date()): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const newsPosts = await seedNews(tx, now);
    const content = await seedDemoContent(tx, now);
    if (newsPosts > 0) await linkDemoAuthorsToPersons(tx);
    return { newsPosts, ...content };
  });
}

/** The demo authors are also the fund's demo people: their names under an article lead to their pages. */
async function linkDemoAuthorsToPersons(tx: Queryable): Promise<void> {
  await tx.query(
    `update news_authors a set person_id = p.id
     from persons p
     where a.person_id is null and a.name = any($1::text[]) and p.name = a.name`,
    [Object.values(DEMO_AUTHORS).map((author) => author.name)],
  );
}

async function seedNews(tx: Queryable, now: Date): Promise<number> {
  const { rows } = await tx.query<{ present: boolean }>('select exists (select 1 from news_posts) as present');
  if (rows[0]?.present) return 0;

  const authorIds = await insertAuthors(tx);
  let inserted = 0;
  for (const theme of DEMO_NEWS_THEMES) {
    inserted += await insertTheme(tx, theme, authorIds, now);
  }
  return inserted;
}

async function insertAuthors(tx: Queryable): Promise<Map<DemoAuthorKey, number>> {
  const ids = new Map<DemoAuthorKey, number>();
  for (const key of Object.keys(DEMO_AUTHORS) as DemoAuthorKey[]) {
    const author = DEMO_AUTHORS[key];
    const { rows } = await tx.query<{ id: number }>('insert into news_authors (name, avatar_url) values ($1, $2) returning id', [
      author.name,
      generatedAvatarUrl(author.palette, author.name),
    ]);
    ids.set(key, requireId(rows[0], `author ${key}`));
  }
  return ids;
}

async function insertTheme(tx: Queryable, theme: DemoNewsTheme, authorIds: Map<DemoAuthorKey, number>, now: Date): Promise<number> {
  // A theme of that name may exist already (made by an editor): reuse it rather than fail.
  const { rows } = await tx.query<{ id: number }>(
    `insert into news_themes (name) values ($1)
     on conflict (name) do update set name = excluded.name
     returning id`,
    [theme.name],
  );
  const themeId = requireId(rows[0], `theme ${theme.name}`);

  for (const post of theme.posts) {
    // Last changed when published, as an editor's post would be: the sitemap's lastmod says so, not the
    // moment of seeding (QA: a news post of June had November's lastmod).
    const cover = generatedCoverUrls({ palette: theme.palette, ...post.cover });
    await tx.query(
      `insert into news_posts (
         slug, title, short_description, content, cover_small_url, cover_medium_url, cover_large_url,
         theme_id, author_id, publish_utc_date_time, is_published, is_featured, updated_at
       ) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, $10)`,
      [
        post.slug,
        typeset(post.title),
        typeset(post.shortDescription),
        typeset(`${post.content.trim()}\n${DEMO_NOTE}`),
        cover.small,
        cover.medium,
        cover.large,
        themeId,
        authorIds.get(post.author) ?? null,
        daysBefore(now, post.publishedDaysAgo),
        post.featured ?? false,
      ],
    );
  }
  return theme.posts.length;
}

/** 10:00 Moscow time (07:00 UTC), `days` days before `now`: when the fund's editors usually publish. */
function daysBefore(now: Date, days: number): Date {
  const moment = new Date(now);
  moment.setUTCDate(moment.getUTCDate() - days);
  moment.setUTCHours(7, 0, 0, 0);
  return moment;
}

function requireId(row: { id: number } | undefined, what: string): number {
  if (!row) throw new Error(`Seeding ${what} returned no id`);
  return row.id;
}
