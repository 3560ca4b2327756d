// The database layer on each backend: migrations and the seed can run again (and at the same time)
// without harm, transactions roll back, and the schema guards what the API relies on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { migrations } from '#server/db/migrations/index.ts';
import { DEMO_NEWS_THEMES } from '#server/db/seed/demo-news/index.ts';
import { seed } from '#server/db/seed/index.ts';
import { testBackends, type TestDatabase } from '../helpers/api-db.ts';

const demoPostCount = DEMO_NEWS_THEMES.reduce((count, theme) => count + theme.posts.length, 0);
const latestVersion = migrations.at(-1)?.version;

describe.each(testBackends)('database on $name', (backend) => {
  let testDatabase: TestDatabase | undefined;

  afterEach(async () => {
    await testDatabase?.dispose();
    testDatabase = undefined;
  });

  async function open() {
    testDatabase = await backend.open();
    return testDatabase;
  }

  async function countRows(table: string): Promise<number> {
    const { rows } = await testDatabase!.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
    return rows[0]?.count ?? -1;
  }

  it('applies every migration once and nothing the second time', async () => {
    const { db } = await open();
    expect(await migrate(db)).toEqual(migrations.map((migration) => migration.version));
    expect(await migrate(db)).toEqual([]);

    const { rows } = await db.query<{ version: number }>('select version from schema_migrations order by version');
    expect(rows.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
    expect(latestVersion).toBeDefined();
  });

  it('migrates once when two starts race', async () => {
    const { db, openSecondConnection } = await open();
    // On PostgreSQL the second start is another connection, as another process would be.
    const other = openSecondConnection ? await openSecondConnection() : db;
    const [first, second] = await Promise.all([migrate(db), migrate(other)]);
    expect([...first, ...second].sort((a, b) => a - b)).toEqual(migrations.map((migration) => migration.version));
    expect(await countRows('schema_migrations')).toBe(migrations.length);
  });

  it('refuses migrations out of order before touching the database', async () => {
    const { db } = await open();
    await expect(
      migrate(db, [
        { version: 2, name: 'second', sql: 'select 1' },
        { version: 1, name: 'first', sql: 'select 1' },
      ]),
    ).rejects.toThrow(/must come after/);
    const { rows } = await db.query<{ present: boolean }>("select to_regclass('schema_migrations') is not null as present");
    expect(rows[0]?.present).toBe(false);
  });

  it('seeds the demo news once, and seeds again and at the same time without duplicates', async () => {
    const { db, openSecondConnection } = await open();
    await migrate(db);
    const other = openSecondConnection ? await openSecondConnection() : db;
    const reports = await Promise.all([seed(db), seed(other)]);
    expect(reports.map((report) => report.newsPosts).sort()).toEqual([0, demoPostCount]);
    expect((await seed(db)).newsPosts).toBe(0);

    expect(await countRows('news_posts')).toBe(demoPostCount);
    expect(await countRows('news_themes')).toBe(DEMO_NEWS_THEMES.length);
  });

  it('adds no demo news to a database that has news of its own', async () => {
    const { db } = await open();
    await migrate(db);
    await db.query("insert into news_themes (name) values ('Новости фонда')");
    await db.query(
      `insert into news_posts (slug, title, short_description, content, cover_small_url, cover_medium_url,
         cover_large_url, theme_id, publish_utc_date_time, is_published)
       select 'nastoyashchaya-novost', 'Новость', 'Кратко', '<p>Текст</p>', '/s', '/m', '/l', id, now(), true
       from news_themes`,
    );
    expect((await seed(db)).newsPosts).toBe(0);
    expect(await countRows('news_posts')).toBe(1);
  });

  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    const { db } = await open();
    await migrate(db);
    await db.transaction((tx) => tx.query("insert into news_themes (name) values ('Сохранится')"));
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into news_themes (name) values ('Откатится')");
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');

    const { rows } = await db.query<{ name: string }>('select name from news_themes order by name');
    expect(rows.map((row) => row.name)).toEqual(['Сохранится']);
  });

  it('refuses news slugs the routes or the slug rules cannot serve', async () => {
    const { db } = await open();
    await migrate(db);
    await db.query("insert into news_themes (name) values ('Тема')");
    for (const slug of ['all', 'slider', 'Bad Slug', 'double--dash', 'trailing-']) {
      await expect(
        db.query(
          `insert into news_posts (slug, title, short_description, content, cover_small_url, cover_medium_url,
             cover_large_url, theme_id, publish_utc_date_time)
           select $1, 'Новость', 'Кратко', '<p>Текст</p>', '/s', '/m', '/l', id, now() from news_themes`,
          [slug],
        ),
        slug,
      ).rejects.toThrow(/check constraint/);
    }
  });
});

describe('PGlite on disk', () => {
  it('keeps the schema and content between starts, creating missing parent directories', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'fund-pglite-'));
    const dataDir = path.join(root, 'data', 'pglite');
    try {
      const first = await openDatabase({ dataDir });
      await migrate(first);
      await seed(first);
      await first.close();

      const second = await openDatabase({ dataDir });
      expect(await migrate(second)).toEqual([]);
      expect((await seed(second)).newsPosts).toBe(0);
      await second.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
