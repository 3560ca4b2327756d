// Shapes shared by every list endpoint of the main API (DESIGN §1): paging query and `meta`.
import * as z from 'zod/mini';
import { MAX_PER_PAGE } from '../limits.ts';

export { MAX_PER_PAGE };

/** A positive integer from a query string, with the Russian message a person reads on a 400. */
function positiveIntFromQuery(field: string, ...checks: z.core.$ZodCheck<number>[]) {
  const error = `Параметр «${field}» должен быть целым положительным числом`;
  // Decimal digits only: `Number()` alone also reads `0x10`, `1e3`, `+2` and ` 2 `, other spellings of a page.
  const decimalDigits = /^[0-9]+$/;
  return z.pipe(
    // A string of anything but digits becomes NaN, which the number below refuses with the same message.
    z.transform((value: unknown) => (typeof value === 'string' && !decimalDigits.test(value) ? Number.NaN : value)),
    // z.int() is a check too (zod's own `.int()` of a number is `.check(z.int())`).
    z.coerce.number({ error }).check(z.int({ error }), z.positive({ error }), ...checks),
  );
}

export function paginationQuerySchema(defaultPerPage: number) {
  return z.object({
    page: z._default(positiveIntFromQuery('page'), 1),
    per_page: z._default(
      positiveIntFromQuery('per_page', z.maximum(MAX_PER_PAGE, { error: `Параметр «per_page» не может быть больше ${MAX_PER_PAGE}` })),
      defaultPerPage,
    ),
  });
}

export const listMetaSchema = z.object({
  totalItems: z.int().check(z.nonnegative()),
  totalPages: z.int().check(z.nonnegative()),
  currentPage: z.int().check(z.positive()),
  itemsPerPage: z.int().check(z.positive()),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function listSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({ items: z.array(item), meta: listMetaSchema });
}

/** The body of every error answer of our APIs. `fields` maps a field name to its Russian message. */
export const apiErrorSchema = z.object({
  statusCode: z.int(),
  error: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const slugSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(200), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Некорректный адрес страницы' }));
