// The lead form request and answer of the lead API (spec §3 "Lead form", §5, §7 "Second API host"):
// the same body for all seven endpoints, with the spec's Russian messages.
import * as z from 'zod/mini';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN } from '../idempotency.ts';
import {
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_PATTERN,
  LANDING_MAX_LENGTH,
  LANDING_PATTERN,
  LEAD_MESSAGES,
  PHONE_PATTERN,
  QUESTION_MAX_LENGTH,
} from '../lead-forms.ts';
import { emailSchema, noControlCharacters, optional, visibleText } from './personal-data.ts';

export * from '../lead-forms.ts';

/** A trimmed string; a missing, null or blank one (invisible characters only) is "required", another type gets `wrongType`. */
function requiredText(wrongType: string, ...checks: z.core.$ZodCheck<string>[]) {
  return z
    .string({ error: (issue) => (issue.input == null ? LEAD_MESSAGES.required : wrongType) })
    .check(z.trim(), visibleText(LEAD_MESSAGES.required), ...checks);
}

export const leadRequestSchema = z.object(
  {
    fullName: requiredText(
      LEAD_MESSAGES.fullName,
      // «Ё» or «й» typed as a letter plus a combining mark is one letter to the pattern, as in personNameSchema (QA).
      z.overwrite((fullName) => fullName.normalize('NFC')),
      z.maxLength(FULL_NAME_MAX_LENGTH, { error: LEAD_MESSAGES.fullNameTooLong }),
      z.regex(FULL_NAME_PATTERN, { error: LEAD_MESSAGES.fullName }),
      // Runs of whitespace (a tab, a line break) become one space: the name goes into an e-mail subject.
      z.overwrite((fullName) => fullName.replace(/\s+/g, ' ')),
    ),
    /** As the form's mask shows it: `+7 (921) 123-45-67`. */
    phone: requiredText(LEAD_MESSAGES.phone, z.regex(PHONE_PATTERN, { error: LEAD_MESSAGES.phone })),
    /** Optional (the consultation form asks for it): an empty one is null. */
    email: z.pipe(
      z.optional(optional(emailSchema)),
      z.transform((email: string | null | undefined) => email ?? null),
    ),
    question: requiredText(
      LEAD_MESSAGES.notText,
      z.maxLength(QUESTION_MAX_LENGTH, { error: LEAD_MESSAGES.questionTooLong }),
      noControlCharacters,
    ),
    /** Which page or form sent the lead, e.g. `konkurs-idej` (see `LEAD_LANDINGS`). */
    landing: requiredText(
      LEAD_MESSAGES.landing,
      z.maxLength(LANDING_MAX_LENGTH, { error: LEAD_MESSAGES.landing }),
      z.regex(LANDING_PATTERN, { error: LEAD_MESSAGES.landing }),
    ),
    /** The ticked consent checkbox of the personal-data policy (152-FZ): only `true` is accepted. */
    consent: z.literal(true, { error: LEAD_MESSAGES.consent }),
  },
  { error: LEAD_MESSAGES.body },
);
export type LeadRequest = z.infer<typeof leadRequestSchema>;

/** The captcha token header; `Smart-Token` is the widget's own name for it. Other headers pass through. */
export const leadHeadersSchema = z.looseObject({
  'x-captcha-token': z.optional(z.string()),
  'smart-token': z.optional(z.string()),
  [IDEMPOTENCY_KEY_HEADER]: z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN, { error: IDEMPOTENCY_KEY_MESSAGE }))),
});

/** 201: the lead is stored (and its e-mail to the fund queued). */
export const leadAcceptedSchema = z.object({ id: z.uuid() });
export type LeadAccepted = z.infer<typeof leadAcceptedSchema>;
