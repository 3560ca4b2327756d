// Documents and their categories (spec §3 "Document", "Document category"; §7 `GET /api/documents`,
// `GET /api/document-categories`).
import * as z from 'zod';

export const documentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Lower-case extension of the file name without the dot (`pdf`); empty when it has none. */
  extension: z.string(),
  /** Where the file is downloaded: a path of this API or an absolute URL. */
  url: z.string(),
});
/** Named so, not `Document`, to stay clear of the DOM type in browser code. */
export type FundDocument = z.infer<typeof documentSchema>;

/** Every published document, by category and then the fund's order; not paged. */
export const documentListSchema = z.object({ items: z.array(documentSchema) });
export type DocumentList = z.infer<typeof documentListSchema>;

export const documentCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  documents: z.array(documentSchema),
});
export type DocumentCategory = z.infer<typeof documentCategorySchema>;

/** Categories that hold at least one published document, in the fund's order. */
export const documentCategoryListSchema = z.object({ items: z.array(documentCategorySchema) });
export type DocumentCategoryList = z.infer<typeof documentCategoryListSchema>;

/** `Ustav.PDF` → `pdf`, `archive.tar.gz` → `gz`, `README` → ``. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}
