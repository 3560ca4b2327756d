// News posts (spec §3, §7): list items, the full article, and the queries of /api/news-posts*.
import * as z from 'zod';
import { NEWS_PER_PAGE, SIMILAR_NEWS_DEFAULT_LIMIT, SIMILAR_NEWS_MAX_LIMIT } from '../limits.ts';
import { listSchema, paginationQuerySchema } from './common.ts';

export { NEWS_PER_PAGE, SIMILAR_NEWS_DEFAULT_LIMIT, SIMILAR_NEWS_MAX_LIMIT };

export const newsThemeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type NewsTheme = z.infer<typeof newsThemeSchema>;

/** Image URLs of one picture in three widths. */
export const coverSchema = z.object({
  small: z.string(),
  medium: z.string(),
  large: z.string(),
});
export type Cover = z.infer<typeof coverSchema>;

export const newsPostListItemSchema = z.object({
  title: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  cover: coverSchema,
  theme: newsThemeSchema,
  /** ISO 8601 instant in UTC. */
  publishUtcDateTime: z.iso.datetime(),
});
export type NewsPostListItem = z.infer<typeof newsPostListItemSchema>;

export const newsAuthorSchema = z.object({
  name: z.string(),
  avatar: z.string().nullable(),
  /** The author's person page (/person/{slug}) when they are one of the fund's people; beyond spec §3. */
  personSlug: z.string().nullable().optional(),
});

export const newsPostSchema = newsPostListItemSchema.extend({
  /** Trusted HTML written by the fund's editors. */
  content: z.string(),
  author: newsAuthorSchema.nullable(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

export const newsPostListSchema = listSchema(newsPostListItemSchema);
export type NewsPostList = z.infer<typeof newsPostListSchema>;

export const newsListQuerySchema = paginationQuerySchema(NEWS_PER_PAGE);
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const similarNewsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Параметр «limit» должен быть целым положительным числом' })
    .int({ error: 'Параметр «limit» должен быть целым положительным числом' })
    .positive({ error: 'Параметр «limit» должен быть целым положительным числом' })
    .max(SIMILAR_NEWS_MAX_LIMIT, { error: `Параметр «limit» не может быть больше ${SIMILAR_NEWS_MAX_LIMIT}` })
    .default(SIMILAR_NEWS_DEFAULT_LIMIT),
});

export const newsSliderSchema = z.object({ items: z.array(newsPostListItemSchema) });
export const similarNewsSchema = z.object({ items: z.array(newsPostListItemSchema) });
