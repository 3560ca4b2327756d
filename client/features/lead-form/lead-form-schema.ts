// The lead form's rules in the browser: the lead API's own schema (the API stays the judge), less
// `landing`, which the page that shows the form supplies. This module, and zod with it, loads only
// with a form's chunk.
import * as z from 'zod/mini';
import { leadRequestSchema } from '#shared/schemas/leads.ts';

export const leadFormSchema = z.omit(leadRequestSchema, { landing: true });

export type LeadFormOutput = z.output<typeof leadFormSchema>;
/** What the fields hold while a person types: the consent box starts unticked. */
export type LeadFormValues = Omit<z.input<typeof leadFormSchema>, 'consent'> & { consent: boolean };

export const EMPTY_LEAD_FORM: LeadFormValues = { fullName: '', phone: '', email: '', question: '', consent: false };
