// Reading the useful links the site lists (spec §3 "Link").
import type { Queryable } from '#server/db/database.ts';
import type { Link } from '#shared/schemas/link.ts';

export async function listLinks(db: Queryable): Promise<Link[]> {
  const { rows } = await db.query<Link>('select l.id, l.title, l.url from links l where l.is_published order by l.sort_order, l.id');
  return rows;
}
