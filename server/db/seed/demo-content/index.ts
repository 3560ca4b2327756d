// Demo content of the pages besides news: events, persons, documents, contests, partner programmes,
// links and the static pages. Each section is filled only while its table is empty, so a database with
// the fund's own content of a kind never gets demo rows of that kind.
import { generatedAvatarUrl } from '#server/media/avatar-art.ts';
import { generatedCoverUrls } from '#server/media/cover-art.ts';
import { demoDocumentUrl, findDemoDocument } from '#server/media/demo-documents.ts';
import { generatedLogoUrl } from '#server/media/logo-art.ts';
import type { Queryable } from '#server/db/database.ts';
import { typeset } from '#shared/typography.ts';
import { DEMO_CONTEST_NOTE, DEMO_CONTESTS, type DemoParticipant } from './contests.ts';
import { DEMO_DOCUMENT_CATEGORIES, DEMO_STANDALONE_DOCUMENTS } from './documents.ts';
import { DEMO_EVENTS, type DemoEvent } from './events.ts';
import { DEMO_LINKS } from './links.ts';
import { DEMO_PAGES } from './pages.ts';
import { DEMO_PARTNER_PROGRAMS } from './partner-programs.ts';
import { DEMO_PERSON_NOTE, DEMO_PERSONS } from './persons.ts';

export interface DemoContentReport {
  events: number;
  persons: number;
  documents: number;
  contests: number;
  partnerPrograms: number;
  links: number;
  singlePages: number;
}

/** Appended to every demo event. */
const DEMO_EVENT_NOTE = '<p><small>Демонстрационное мероприятие: даты, места, участники и цифры вымышлены.</small></p>';

/** Moscow is UTC+3 all year. */
const MOSCOW_OFFSET_HOURS = 3;

/** Inserts the sections that are empty; runs inside the seed's transaction and lock. */
export async function seedDemoContent(tx: Queryable, now: Date): Promise<DemoContentReport> {
  return {
    events: await ifEmpty(tx, 'events', () => insertEvents(tx, now)),
    persons: await ifEmpty(tx, 'persons', () => insertPersons(tx)),
    documents: await ifEmpty(tx, 'documents', () => insertDocuments(tx)),
    contests: await ifEmpty(tx, 'contests', () => insertContests(tx, now)),
    partnerPrograms: await ifEmpty(tx, 'partner_programs', () => insertPartnerPrograms(tx)),
    links: await ifEmpty(tx, 'links', () => insertLinks(tx)),
    singlePages: await ifEmpty(tx, 'single_pages', () => insertSinglePages(tx)),
  };
}

type SeededTable = 'events' | 'persons' | 'documents' | 'contests' | 'partner_programs' | 'links' | 'single_pages';

async function ifEmpty(tx: Queryable, table: SeededTable, insert: () => Promise<number>): Promise<number> {
  const { rows } = await tx.query<{ present: boolean }>(`select exists (select 1 from ${table}) as present`);
  return rows[0]?.present ? 0 : insert();
}

async function insertEvents(tx: Queryable, now: Date): Promise<number> {
  for (const event of DEMO_EVENTS) {
    const cover = generatedCoverUrls({ palette: 'events', ...event.cover });
    await tx.query(
      `insert into events (
         slug, title, short_description, content, cover_small_url, cover_medium_url, cover_large_url,
         group_name, address, address_link, registration_link, start_at, end_at, is_published
       ) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true)`,
      [
        event.slug,
        typeset(event.title),
        typeset(event.shortDescription),
        typeset(`${event.content.trim()}\n${DEMO_EVENT_NOTE}`),
        cover.small,
        cover.medium,
        cover.large,
        event.group,
        typeset(event.address),
        event.onMap ? mapLink(event.address) : null,
        event.registrationOpen ? `https://example.com/registration/${event.slug}` : null,
        ...eventTimes(event, now),
      ],
    );
  }
  return DEMO_EVENTS.length;
}

function eventTimes(event: DemoEvent, now: Date): [Date, Date] {
  const firstDay = firstDayOf(event, now);
  return [moscowTime(now, firstDay, event.startTime), moscowTime(now, firstDay + event.lastsDays, event.endTime)];
}

/** Days from `now` to the event's first day: `startsInDays`, moved on to its `weekday` when it has one. */
function firstDayOf(event: DemoEvent, now: Date): number {
  if (event.weekday === undefined) return event.startsInDays;
  const weekday = moscowTime(now, event.startsInDays, '12:00').getUTCDay();
  return event.startsInDays + ((event.weekday - weekday + 7) % 7);
}

/** `time` (`HH:MM`, Moscow) on the day `days` days after the day of `now`. */
function moscowTime(now: Date, days: number, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const moment = new Date(now);
  moment.setUTCDate(moment.getUTCDate() + days);
  moment.setUTCHours(hours - MOSCOW_OFFSET_HOURS, minutes, 0, 0);
  return moment;
}

function mapLink(address: string): string {
  return `https://yandex.ru/maps/?text=${encodeURIComponent(address)}`;
}

async function insertPersons(tx: Queryable): Promise<number> {
  for (const [index, person] of DEMO_PERSONS.entries()) {
    await tx.query(
      `insert into persons (slug, name, position, photo_url, biography, phone_number, email, sort_order, is_published)
       values ($1, $2, $3, $4, $5, $6, $7, $8, true)`,
      [
        person.slug,
        person.name,
        typeset(person.position),
        generatedAvatarUrl(person.palette, person.name),
        typeset(`${person.biography.trim()}\n${DEMO_PERSON_NOTE}`),
        person.phone,
        person.email,
        (index + 1) * 10,
      ],
    );
  }
  return DEMO_PERSONS.length;
}

async function insertDocuments(tx: Queryable): Promise<number> {
  let inserted = 0;
  for (const [categoryIndex, category] of DEMO_DOCUMENT_CATEGORIES.entries()) {
    const name = typeset(category.name);
    // A category of that name may exist already (made by an editor): reuse it rather than fail.
    await tx.query('insert into document_categories (slug, name, sort_order) values ($1, $2, $3) on conflict do nothing', [
      category.slug,
      name,
      (categoryIndex + 1) * 10,
    ]);
    const { rows } = await tx.query<{ id: number }>(
      'select id from document_categories where slug = $1 or name = $2 order by (slug = $1) desc limit 1',
      [category.slug, name],
    );
    const categoryId = rows[0]?.id;
    if (categoryId === undefined) throw new Error(`Seeding the document category ${category.slug} found no id`);
    for (const [index, fileName] of category.fileNames.entries()) {
      await insertDocument(tx, fileName, categoryId, (index + 1) * 10);
      inserted += 1;
    }
  }
  for (const [index, fileName] of DEMO_STANDALONE_DOCUMENTS.entries()) {
    await insertDocument(tx, fileName, null, (index + 1) * 10);
    inserted += 1;
  }
  return inserted;
}

async function insertDocument(tx: Queryable, fileName: string, categoryId: number | null, sortOrder: number) {
  const document = findDemoDocument(fileName);
  if (!document) throw new Error(`No demo document ${fileName} in server/media/demo-documents.ts`);
  await tx.query(
    `insert into documents (category_id, title, file_name, url, sort_order, is_published)
     values ($1, $2, $3, $4, $5, true)`,
    [categoryId, document.title, fileName, demoDocumentUrl(fileName), sortOrder],
  );
}

/**
 * The account behind the demo participants' applications. It has neither a VK id nor a local login, so
 * nobody can sign in as it; its contacts are reserved example ones and never leave the API (DESIGN §6).
 */
const DEMO_APPLICANT = { name: 'Демонстрационный участник', phoneNumber: '79000000000', email: 'participant@example.org' };

async function insertContests(tx: Queryable, now: Date): Promise<number> {
  let applicantId: number | undefined;
  for (const contest of DEMO_CONTESTS) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into contests (slug, name, short_description, content, start_at, end_at, is_published)
       values ($1, $2, $3, $4, $5, $6, true)
       returning id`,
      [
        contest.slug,
        typeset(contest.name),
        typeset(contest.shortDescription),
        typeset(`${contest.content.trim()}\n${DEMO_CONTEST_NOTE}`),
        moscowTime(now, contest.startsInDays, '00:00'),
        moscowTime(now, contest.endsInDays, '23:59'),
      ],
    );
    const contestId = rows[0]?.id;
    if (contestId === undefined) throw new Error(`Seeding the contest ${contest.slug} returned no id`);
    const nominationIds: number[] = [];
    for (const [index, nomination] of contest.nominations.entries()) {
      const inserted = await tx.query<{ id: number }>(
        'insert into contest_nominations (contest_id, name, description, position) values ($1, $2, $3, $4) returning id',
        [contestId, typeset(nomination.name), typeset(nomination.description), index + 1],
      );
      const nominationId = inserted.rows[0]?.id;
      if (nominationId === undefined) throw new Error(`Seeding a nomination of ${contest.slug} returned no id`);
      nominationIds.push(nominationId);
    }
    for (const [index, participant] of contest.participants.entries()) {
      applicantId ??= await insertDemoApplicant(tx);
      // Sent a day apart from the contest's start, so the list keeps the order they are written in.
      const sentAt = moscowTime(now, contest.startsInDays + index + 1, '12:00');
      await insertDemoParticipant(tx, { contestId, nominationIds, applicantId, participant, sentAt });
    }
  }
  return DEMO_CONTESTS.length;
}

async function insertDemoApplicant(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ id: number }>('insert into users (name, phone_number, email) values ($1, $2, $3) returning id', [
    DEMO_APPLICANT.name,
    DEMO_APPLICANT.phoneNumber,
    DEMO_APPLICANT.email,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('Seeding the demo applicant returned no id');
  return id;
}

async function insertDemoParticipant(
  tx: Queryable,
  {
    contestId,
    nominationIds,
    applicantId,
    participant,
    sentAt,
  }: { contestId: number; nominationIds: number[]; applicantId: number; participant: DemoParticipant; sentAt: Date },
): Promise<void> {
  const nominationId = nominationIds[participant.nomination];
  if (nominationId === undefined) throw new Error(`No nomination ${participant.nomination} for ${participant.projectName}`);
  await tx.query(
    `insert into contest_applications (
       user_id, contest_id, nomination_id, name, phone_number, email, project_name, project_short_description,
       project_sphere, status, consent_form, consent_policy_version, consent_given_at, consent_ip,
       consent_user_agent, created_at, updated_at
     ) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'demo-seed', 'demo', $11, '127.0.0.1', 'demo seed', $11, $11)`,
    [
      applicantId,
      contestId,
      nominationId,
      DEMO_APPLICANT.name,
      DEMO_APPLICANT.phoneNumber,
      DEMO_APPLICANT.email,
      typeset(participant.projectName),
      typeset(participant.projectShortDescription),
      typeset(participant.projectSphere),
      participant.status,
      sentAt,
    ],
  );
}

async function insertPartnerPrograms(tx: Queryable): Promise<number> {
  for (const [index, program] of DEMO_PARTNER_PROGRAMS.entries()) {
    await tx.query(
      `insert into partner_programs (name, logo_url, description, url, sort_order, is_published)
       values ($1, $2, $3, null, $4, true)`,
      [typeset(program.name), generatedLogoUrl(program.palette, program.mark), typeset(program.description), (index + 1) * 10],
    );
  }
  return DEMO_PARTNER_PROGRAMS.length;
}

async function insertLinks(tx: Queryable): Promise<number> {
  for (const [index, link] of DEMO_LINKS.entries()) {
    await tx.query('insert into links (title, url, sort_order, is_published) values ($1, $2, $3, true)', [
      typeset(link.title),
      link.url,
      (index + 1) * 10,
    ]);
  }
  return DEMO_LINKS.length;
}

async function insertSinglePages(tx: Queryable): Promise<number> {
  for (const page of DEMO_PAGES) {
    await tx.query('insert into single_pages (slug, title, content, is_published) values ($1, $2, $3, true)', [
      page.slug,
      typeset(page.title),
      typeset(page.content.trim()),
    ]);
  }
  return DEMO_PAGES.length;
}
