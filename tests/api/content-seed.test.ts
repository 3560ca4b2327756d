// The demo content of the pages besides news: seeded once, section by section, also when two starts
// race, and never over content the fund made itself.
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '#server/db/migrate.ts';
import { DEMO_CONTESTS } from '#server/db/seed/demo-content/contests.ts';
import { DEMO_DOCUMENT_CATEGORIES, DEMO_STANDALONE_DOCUMENTS } from '#server/db/seed/demo-content/documents.ts';
import { DEMO_EVENTS } from '#server/db/seed/demo-content/events.ts';
import { DEMO_LINKS } from '#server/db/seed/demo-content/links.ts';
import { DEMO_PAGES } from '#server/db/seed/demo-content/pages.ts';
import { DEMO_PARTNER_PROGRAMS } from '#server/db/seed/demo-content/partner-programs.ts';
import { DEMO_PERSONS } from '#server/db/seed/demo-content/persons.ts';
import { seed } from '#server/db/seed/index.ts';
import { findDemoDocument } from '#server/media/demo-documents.ts';
import { testBackends, type TestDatabase } from '../helpers/api-db.ts';

const demoContent = {
  events: DEMO_EVENTS.length,
  persons: DEMO_PERSONS.length,
  documents: DEMO_DOCUMENT_CATEGORIES.reduce((count, category) => count + category.fileNames.length, 0) + DEMO_STANDALONE_DOCUMENTS.length,
  contests: DEMO_CONTESTS.length,
  partnerPrograms: DEMO_PARTNER_PROGRAMS.length,
  links: DEMO_LINKS.length,
  singlePages: DEMO_PAGES.length,
};
const nothing = Object.fromEntries(Object.keys(demoContent).map((key) => [key, 0]));

describe('the demo content', () => {
  it('is as much as the issue asks for', () => {
    expect(demoContent.events).toBeGreaterThanOrEqual(8);
    expect(demoContent.persons).toBeGreaterThanOrEqual(6);
    expect(DEMO_DOCUMENT_CATEGORIES.length).toBeGreaterThanOrEqual(3);
    expect(DEMO_CONTESTS.map((contest) => contest.slug)).toContain('arctic');
    expect(DEMO_CONTESTS.some((contest) => contest.endsInDays > 0)).toBe(true);
    expect(DEMO_CONTESTS.some((contest) => contest.endsInDays < 0)).toBe(true);
    expect(DEMO_EVENTS.some((event) => event.startsInDays > 0)).toBe(true);
    expect(DEMO_EVENTS.some((event) => event.startsInDays + event.lastsDays < 0)).toBe(true);
  });

  it('links only documents that exist as generated files', () => {
    const fileNames = [...DEMO_DOCUMENT_CATEGORIES.flatMap((category) => category.fileNames), ...DEMO_STANDALONE_DOCUMENTS];
    for (const fileName of fileNames) expect(findDemoDocument(fileName), fileName).toBeDefined();
    expect(new Set(fileNames).size).toBe(fileNames.length);
  });
});

describe.each(testBackends)('seeding the demo content on $name', (backend) => {
  let testDatabase: TestDatabase | undefined;

  afterEach(async () => {
    await testDatabase?.dispose();
    testDatabase = undefined;
  });

  async function openMigrated() {
    testDatabase = await backend.open();
    await migrate(testDatabase.db);
    return testDatabase;
  }

  async function countRows(table: string): Promise<number> {
    const { rows } = await testDatabase!.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
    return rows[0]?.count ?? -1;
  }

  it('fills every section once, also when two starts race', async () => {
    const { db, openSecondConnection } = await openMigrated();
    const other = openSecondConnection ? await openSecondConnection() : db;
    const reports = await Promise.all([seed(db), seed(other)]);
    const [filled, empty] = reports[0].events > 0 ? reports : [reports[1], reports[0]];
    expect(filled).toMatchObject(demoContent);
    expect(empty).toMatchObject(nothing);
    expect(await seed(db)).toMatchObject(nothing);

    expect(await countRows('events')).toBe(demoContent.events);
    expect(await countRows('persons')).toBe(demoContent.persons);
    expect(await countRows('documents')).toBe(demoContent.documents);
    expect(await countRows('document_categories')).toBe(DEMO_DOCUMENT_CATEGORIES.length);
    expect(await countRows('contests')).toBe(demoContent.contests);
    expect(await countRows('contest_nominations')).toBe(DEMO_CONTESTS.reduce((count, contest) => count + contest.nominations.length, 0));
    expect(await countRows('partner_programs')).toBe(demoContent.partnerPrograms);
    expect(await countRows('links')).toBe(demoContent.links);
    expect(await countRows('single_pages')).toBe(demoContent.singlePages);
  });

  it('leaves alone a section that has content of its own, and fills the others', async () => {
    const { db } = await openMigrated();
    await db.query(
      "insert into contests (slug, name, start_at, end_at, is_published) values ('svoj-konkurs', 'Свой конкурс', now(), now() + interval '1 day', true)",
    );
    await db.query("insert into document_categories (slug, name) values ('konkursy', 'Конкурсы фонда')");
    const report = await seed(db);
    expect(report).toMatchObject({ ...demoContent, contests: 0 });
    expect(await countRows('contests')).toBe(1);
    // The fund's own category of that slug is reused, not duplicated.
    expect(await countRows('document_categories')).toBe(DEMO_DOCUMENT_CATEGORIES.length);
  });

  it('puts an event named after a day of the week on that day (Moscow time)', async () => {
    const { db } = await openMigrated();
    await seed(db);
    const { rows } = await db.query<{ start_at: Date }>("select start_at from events where slug = 'venchurnaya-pyatnica-pitch-sessiya'");
    const weekday = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', weekday: 'long' }).format(new Date(rows[0]!.start_at));
    expect(weekday).toBe('пятница');
  });

  it('sets texts with non-breaking spaces and Russian quotes', async () => {
    const { db } = await openMigrated();
    await seed(db);
    const { rows } = await db.query<{ content: string }>("select content from single_pages where slug = 'processing-of-personal-data'");
    const content = rows[0]!.content;
    expect(content).toContain('\u00a0—');
    expect(content).toContain('«О\u00a0персональных данных»');
    expect(content).not.toMatch(/ — /);
  });
});
