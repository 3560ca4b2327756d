// Reading events for the public site: published ones, upcoming (not yet over) soonest first, then past
// ones most recent first (docs/decisions/006-content-endpoints.md).
import type { Queryable } from '#server/db/database.ts';
import type { EventDetails, EventList, EventListItem } from '#shared/schemas/event.ts';
import { eventDates } from './event-dates.ts';
import { fetchPage, type PageRequest } from '#server/db/paging.ts';

/** An event still running counts as upcoming: people may yet join it. */
const UPCOMING_FIRST = `
  (e.end_at < now()),
  case when e.end_at >= now() then e.start_at end asc,
  e.start_at desc,
  e.id`;

const LIST_ITEM_COLUMNS = `
  e.slug, e.title, e.short_description, e.cover_small_url, e.cover_medium_url, e.cover_large_url,
  e.group_name, e.address, e.start_at, e.end_at`;

interface EventListRow {
  slug: string;
  title: string;
  short_description: string;
  cover_small_url: string;
  cover_medium_url: string;
  cover_large_url: string;
  group_name: string;
  address: string;
  start_at: Date;
  end_at: Date;
}

interface EventRow extends EventListRow {
  content: string;
  address_link: string | null;
  registration_link: string | null;
}

export async function listEvents(db: Queryable, request: PageRequest): Promise<EventList> {
  const { rows, meta } = await fetchPage<EventListRow>(db, {
    countSql: 'select count(*)::int as total from events e where e.is_published',
    pageSql: `select ${LIST_ITEM_COLUMNS} from events e where e.is_published order by ${UPCOMING_FIRST}`,
    page: request,
  });
  return { items: rows.map(toListItem), meta };
}

export async function findEvent(db: Queryable, slug: string): Promise<EventDetails | null> {
  const { rows } = await db.query<EventRow>(
    `select ${LIST_ITEM_COLUMNS}, e.content, e.address_link, e.registration_link
     from events e
     where e.is_published and e.slug = $1`,
    [slug],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...toListItem(row),
    content: row.content,
    addressLink: row.address_link,
    registrationLink: row.registration_link,
  };
}

function toListItem(row: EventListRow): EventListItem {
  return {
    title: row.title,
    slug: row.slug,
    shortDescription: row.short_description,
    cover: { small: row.cover_small_url, medium: row.cover_medium_url, large: row.cover_large_url },
    group: row.group_name,
    address: row.address,
    startAt: row.start_at.toISOString(),
    endAt: row.end_at.toISOString(),
    dates: eventDates(row.start_at, row.end_at),
  };
}
