// What the sitemap needs of the content (GET /api/sitemap, our addition to spec §7; ADR 006): every
// published item that has a page of its own, with the time its page last changed. One call instead of
// every list page by page, and `updatedAt` (kept by the database, migration 0010) is not in the lists.
import * as z from 'zod';

export const SITEMAP_ITEM_TYPES = ['news-post', 'event', 'person', 'single-page', 'contest'] as const;
export type SitemapItemType = (typeof SITEMAP_ITEM_TYPES)[number];

export const sitemapItemSchema = z.object({
  type: z.enum(SITEMAP_ITEM_TYPES),
  slug: z.string(),
  /** ISO 8601 instant in UTC: the last change of what the item's page shows. */
  updatedAt: z.iso.datetime(),
});
export type SitemapItem = z.infer<typeof sitemapItemSchema>;

export const sitemapSchema = z.object({ items: z.array(sitemapItemSchema) });
export type Sitemap = z.infer<typeof sitemapSchema>;
