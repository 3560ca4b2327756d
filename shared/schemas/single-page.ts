// Single (static) pages (spec §2 `/p/{slug}`, §3 "Single page", §7 `GET /api/singlePages`).
import * as z from 'zod';

export const singlePageListItemSchema = z.object({
  slug: z.string(),
  title: z.string(),
});
export type SinglePageListItem = z.infer<typeof singlePageListItemSchema>;

export const singlePageSchema = singlePageListItemSchema.extend({
  /** Trusted HTML written by the fund's editors. */
  content: z.string(),
});
export type SinglePage = z.infer<typeof singlePageSchema>;

/** Every published page, by title; not paged. */
export const singlePageListSchema = z.object({ items: z.array(singlePageListItemSchema) });
export type SinglePageList = z.infer<typeof singlePageListSchema>;

/** The pages the site links to from its footer and forms (spec §2). */
export const REQUIRED_SINGLE_PAGES = ['terms-of-use', 'processing-of-personal-data', 'support-program'] as const;
