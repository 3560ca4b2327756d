// Reading published contests with their nominations. A contest is open while its start has come and
// its end has not; contest applications are taken only then.
import type { Queryable } from '#server/db/database.ts';
import type { Contest, ContestListItem, ContestNomination } from '#shared/schemas/contest.ts';

const CONTEST_COLUMNS = `
  c.id, c.slug, c.name, c.short_description, c.start_at, c.end_at,
  (c.start_at <= now() and now() < c.end_at) as is_open`;

interface ContestListRow {
  id: number;
  slug: string;
  name: string;
  short_description: string;
  start_at: Date;
  end_at: Date;
  is_open: boolean;
}

interface ContestRow extends ContestListRow {
  content: string;
}

/** Open contests first, the one closing soonest on top; then the others, the latest to end first. */
export async function listContests(db: Queryable): Promise<ContestListItem[]> {
  const { rows } = await db.query<ContestListRow>(
    `select ${CONTEST_COLUMNS}
     from contests c
     where c.is_published
     order by (c.start_at <= now() and now() < c.end_at) desc,
              case when now() < c.end_at then c.end_at end asc,
              c.end_at desc, c.id`,
  );
  const nominations = await nominationsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toListItem(row, nominations.get(row.id) ?? []));
}

export type ContestKey = { id: number } | { slug: string };

export async function findContest(db: Queryable, key: ContestKey): Promise<Contest | null> {
  const [condition, value] = 'id' in key ? ['c.id = $1', key.id] : ['c.slug = $1', key.slug];
  const { rows } = await db.query<ContestRow>(
    `select ${CONTEST_COLUMNS}, c.content from contests c where c.is_published and ${condition}`,
    [value],
  );
  const row = rows[0];
  if (!row) return null;
  const nominations = await nominationsOf(db, [row.id]);
  return { ...toListItem(row, nominations.get(row.id) ?? []), content: row.content };
}

async function nominationsOf(db: Queryable, contestIds: number[]): Promise<Map<number, ContestNomination[]>> {
  const byContest = new Map<number, ContestNomination[]>();
  if (contestIds.length === 0) return byContest;
  const { rows } = await db.query<ContestNomination & { contest_id: number }>(
    `select n.contest_id, n.id, n.name, n.description
     from contest_nominations n
     where n.contest_id = any($1::int[])
     order by n.contest_id, n.position, n.id`,
    [contestIds],
  );
  for (const { contest_id: contestId, ...nomination } of rows) {
    const list = byContest.get(contestId) ?? [];
    list.push(nomination);
    byContest.set(contestId, list);
  }
  return byContest;
}

function toListItem(row: ContestListRow, nominations: ContestNomination[]): ContestListItem {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    shortDescription: row.short_description,
    startAt: row.start_at.toISOString(),
    endAt: row.end_at.toISOString(),
    isOpen: row.is_open,
    nominations,
  };
}
