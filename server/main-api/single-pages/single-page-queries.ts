// Reading the static pages of `/p/{slug}` (spec §2, §3 "Single page").
import type { Queryable } from '#server/db/database.ts';
import type { SinglePage, SinglePageListItem } from '#shared/schemas/single-page.ts';

export async function listSinglePages(db: Queryable): Promise<SinglePageListItem[]> {
  const { rows } = await db.query<SinglePageListItem>(
    'select s.slug, s.title from single_pages s where s.is_published order by s.title, s.id',
  );
  return rows;
}

export async function findSinglePage(db: Queryable, slug: string): Promise<SinglePage | null> {
  const { rows } = await db.query<SinglePage>(
    'select s.slug, s.title, s.content from single_pages s where s.is_published and s.slug = $1',
    [slug],
  );
  return rows[0] ?? null;
}
