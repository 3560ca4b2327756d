// Persons (spec §2 `/person/{slug}`, §3 "Contact/person record"): the fund's people, their pages and the
// About page's team.
import * as z from 'zod';

export const personListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The person's job, e.g. «Генеральный директор». */
  position: z.string(),
  /** Photo URL; null when there is none. */
  photo: z.string().nullable(),
});
export type PersonListItem = z.infer<typeof personListItemSchema>;

export const personContactsSchema = z.object({
  /** Digits only with the country code 7 (`shared/phone.ts`); null when absent. */
  phoneNumber: z
    .string()
    .regex(/^7\d{10}$/)
    .nullable(),
  email: z.string().nullable(),
});
export type PersonContacts = z.infer<typeof personContactsSchema>;

export const personSchema = personListItemSchema.extend({
  /** Trusted HTML written by the fund's editors. */
  biography: z.string(),
  contacts: personContactsSchema,
});
export type Person = z.infer<typeof personSchema>;

/** Every published person in the fund's order; not paged (a team fits on one page). */
export const personListSchema = z.object({ items: z.array(personListItemSchema) });
export type PersonList = z.infer<typeof personListSchema>;
