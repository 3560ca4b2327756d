// Reading news posts for the public site. Only published posts whose publish time has come are
// visible; the newest featured ones form the home page slider.
import type { Queryable } from '#server/db/database.ts';
import type { NewsPost, NewsPostList, NewsPostListItem } from '#shared/schemas/news.ts';
import { fetchPage, type PageRequest } from '#server/db/paging.ts';

/** How many featured posts the home page slider shows. */
export const SLIDER_SIZE = 5;

/** A post readers can open (alias `p`): published, and its publish time has come. */
export const PUBLIC_NEWS_POST = 'p.is_published and p.publish_utc_date_time <= now()';
const NEWEST_FIRST = 'p.publish_utc_date_time desc, p.id desc';

/** Ids of the posts in the slider; prefixed to the queries that need to exclude them. */
const WITH_SLIDER = `
  with slider as (
    select p.id from news_posts p
    where ${PUBLIC_NEWS_POST} and p.is_featured
    order by ${NEWEST_FIRST}
    limit ${SLIDER_SIZE}
  )`;

const LIST_ITEM_COLUMNS = `
  p.slug, p.title, p.short_description,
  p.cover_small_url, p.cover_medium_url, p.cover_large_url,
  p.publish_utc_date_time, t.id as theme_id, t.name as theme_name`;

interface NewsPostListRow {
  slug: string;
  title: string;
  short_description: string;
  cover_small_url: string;
  cover_medium_url: string;
  cover_large_url: string;
  publish_utc_date_time: Date;
  theme_id: number;
  theme_name: string;
}

interface NewsPostRow extends NewsPostListRow {
  content: string;
  author_name: string | null;
  author_avatar_url: string | null;
  author_person_slug: string | null;
}

export interface NewsPageRequest extends PageRequest {
  /** The home page feed leaves out the posts its slider already shows. */
  withoutSlider: boolean;
}

export async function listNewsPosts(db: Queryable, request: NewsPageRequest): Promise<NewsPostList> {
  const visible = request.withoutSlider ? `${PUBLIC_NEWS_POST} and p.id not in (select id from slider)` : PUBLIC_NEWS_POST;
  const { rows, meta } = await fetchPage<NewsPostListRow>(db, {
    countSql: `${WITH_SLIDER} select count(*)::int as total from news_posts p where ${visible}`,
    pageSql: `${WITH_SLIDER}
      select ${LIST_ITEM_COLUMNS}
      from news_posts p join news_themes t on t.id = p.theme_id
      where ${visible}
      order by ${NEWEST_FIRST}`,
    page: request,
  });
  return { items: rows.map(toListItem), meta };
}

export async function listSliderNewsPosts(db: Queryable): Promise<NewsPostListItem[]> {
  const { rows } = await db.query<NewsPostListRow>(
    `${WITH_SLIDER}
     select ${LIST_ITEM_COLUMNS}
     from news_posts p join news_themes t on t.id = p.theme_id
     where p.id in (select id from slider)
     order by ${NEWEST_FIRST}`,
  );
  return rows.map(toListItem);
}

export async function findNewsPost(db: Queryable, slug: string): Promise<NewsPost | null> {
  const { rows } = await db.query<NewsPostRow>(
    `select ${LIST_ITEM_COLUMNS}, p.content, a.name as author_name, a.avatar_url as author_avatar_url,
       author_person.slug as author_person_slug
     from news_posts p
     join news_themes t on t.id = p.theme_id
     left join news_authors a on a.id = p.author_id
     left join persons author_person on author_person.id = a.person_id and author_person.is_published
     where ${PUBLIC_NEWS_POST} and p.slug = $1`,
    [slug],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...toListItem(row),
    content: row.content,
    author: row.author_name === null ? null : { name: row.author_name, avatar: row.author_avatar_url, personSlug: row.author_person_slug },
  };
}

/**
 * Posts to read next: the same theme first, newest first, topped up with other themes when the
 * theme has too few. `null` when the post itself is not public.
 */
export async function listSimilarNewsPosts(db: Queryable, slug: string, limit: number): Promise<NewsPostListItem[] | null> {
  const post = await db.query<{ id: number; theme_id: number }>(
    `select p.id, p.theme_id from news_posts p where ${PUBLIC_NEWS_POST} and p.slug = $1`,
    [slug],
  );
  const current = post.rows[0];
  if (!current) return null;

  const { rows } = await db.query<NewsPostListRow>(
    `select ${LIST_ITEM_COLUMNS}
     from news_posts p join news_themes t on t.id = p.theme_id
     where ${PUBLIC_NEWS_POST} and p.id <> $1
     order by (p.theme_id = $2) desc, ${NEWEST_FIRST}
     limit $3`,
    [current.id, current.theme_id, limit],
  );
  return rows.map(toListItem);
}

function toListItem(row: NewsPostListRow): NewsPostListItem {
  return {
    title: row.title,
    slug: row.slug,
    shortDescription: row.short_description,
    cover: { small: row.cover_small_url, medium: row.cover_medium_url, large: row.cover_large_url },
    theme: { id: row.theme_id, name: row.theme_name },
    publishUtcDateTime: row.publish_utc_date_time.toISOString(),
  };
}
