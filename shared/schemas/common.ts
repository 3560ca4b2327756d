// Shapes shared by every list endpoint of the main API (DESIGN §1): paging query and `meta`.
import * as z from 'zod';
import { MAX_PER_PAGE } from '../limits.ts';

export { MAX_PER_PAGE };

/** A positive integer from a query string, with the Russian message a person reads on a 400. */
function positiveIntFromQuery(field: string) {
  return z.coerce
    .number({ error: `Параметр «${field}» должен быть целым положительным числом` })
    .int({ error: `Параметр «${field}» должен быть целым положительным числом` })
    .positive({ error: `Параметр «${field}» должен быть целым положительным числом` });
}

export function paginationQuerySchema(defaultPerPage: number) {
  return z.object({
    page: positiveIntFromQuery('page').default(1),
    per_page: positiveIntFromQuery('per_page')
      .max(MAX_PER_PAGE, { error: `Параметр «per_page» не может быть больше ${MAX_PER_PAGE}` })
      .default(defaultPerPage),
  });
}

export const listMetaSchema = z.object({
  totalItems: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  currentPage: z.number().int().positive(),
  itemsPerPage: z.number().int().positive(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), meta: listMetaSchema });
}

/** The body of every error answer of our APIs. `fields` maps a field name to its Russian message. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const slugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Некорректный адрес страницы' });
