// Every published item with a page of its own, and when that page last changed, in one query. The
// conditions are the ones the item's own endpoint applies, so the sitemap lists what a visitor can open.
import type { Queryable } from '#server/db/database.ts';
import type { SitemapItem, SitemapItemType } from '#shared/schemas/sitemap.ts';
import { PUBLIC_NEWS_POST } from '../news/news-post-queries.ts';

interface SitemapRow {
  type: SitemapItemType;
  slug: string;
  updated_at: Date;
}

export async function listSitemapItems(db: Queryable): Promise<SitemapItem[]> {
  const { rows } = await db.query<SitemapRow>(
    // A post scheduled ahead was last written before it appears: it changes for readers when it does.
    `select 'news-post' as type, p.slug, greatest(p.updated_at, p.publish_utc_date_time) as updated_at
       from news_posts p where ${PUBLIC_NEWS_POST}
     union all
     select 'event', e.slug, e.updated_at from events e where e.is_published
     union all
     select 'person', p.slug, p.updated_at from persons p where p.is_published
     union all
     select 'single-page', s.slug, s.updated_at from single_pages s where s.is_published
     union all
     select 'contest', c.slug, c.updated_at from contests c where c.is_published
     order by type, slug`,
  );
  return rows.map((row) => ({ type: row.type, slug: row.slug, updatedAt: row.updated_at.toISOString() }));
}
