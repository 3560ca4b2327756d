// Useful links (spec §3 "Link", §7 `GET /api/links`).
import * as z from 'zod';

export const linkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
});
export type Link = z.infer<typeof linkSchema>;

/** Every published link in the fund's order; not paged. */
export const linkListSchema = z.object({ items: z.array(linkSchema) });
export type LinkList = z.infer<typeof linkListSchema>;
