// Field rules of the forms that take a person's data: the profile, the project and the contest
// application (DESIGN §6), with the Russian messages a form shows next to the field.
// zod/mini, as in every schema a form page loads: the browser gets 8 KB of gzip of zod instead of 27.
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, PERSON_NAME_PATTERN } from '../application-limits.ts';
import { FORM_MESSAGES } from '../form-messages.ts';
import { normalizePhone } from '../phone.ts';

export const REQUIRED_MESSAGE = FORM_MESSAGES.required;
export const NOT_TEXT_MESSAGE = FORM_MESSAGES.notText;
export const PERSON_NAME_MESSAGE = 'Имя может содержать только буквы, пробелы, дефисы и апострофы';
export const PHONE_MESSAGE = FORM_MESSAGES.phone;
export const EMAIL_MESSAGE = 'Некорректный адрес электронной почты';
export const MARKUP_MESSAGE = 'Текст не должен содержать HTML-разметку и служебные символы';
export const CONTROL_MESSAGE = 'Текст не должен содержать служебные символы';
export const CONSENT_MESSAGE = FORM_MESSAGES.consent;
/** A body that is not an object of fields at all. */
export const FORM_BODY_MESSAGE = 'Ожидаются поля формы';

export function tooLongMessage(maxLength: number): string {
  return `Не длиннее ${maxLength} символов`;
}

/**
 * A control character (C0 but tab and line breaks, DEL, C1), a bidirectional override or isolate (they
 * turn the text around for every later reader: «\u202Eдуг» shows as «гуд»), a noncharacter or half of a
 * surrogate pair: nobody types these into a form.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff]|\p{Cs}/u;
/** A tag: `<b`, `</p`, `<!--`, `<?php`. */
const TAG = /<[/!?]?[a-z]/i;
/**
 * The shapes a phone may come in: the mask `+7 (XXX) 000-00-00`, or digits with an optional 7, +7 or 8
 * in front and the usual spaces, brackets and hyphens in their usual places.
 */
const PHONE_SHAPE = /^(?:\+7|7|8)?[\s-]*(?:\(\d{3}\)|\d{3})[\s-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}$/;

/** A string field: missing → «обязательно», another type → «ожидается текст». */
function text() {
  return z.string({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : NOT_TEXT_MESSAGE) });
}

/**
 * Characters that show nothing: format characters (zero-width spaces and joiners, the soft hyphen,
 * direction marks), the Hangul fillers and the Braille blank (QA: «\u2800\u2800» passed as a question).
 */
const INVISIBLE = /[\p{Cf}\u115f\u1160\u2800\u3164\uffa0]/gu;

/** Something is left to read once the invisible characters are gone: a field of zero-width spaces is empty. */
export function visibleText(error: string) {
  return z.refine<string>((value) => value.replace(INVISIBLE, '').trim() !== '', { error });
}

const noMarkup = z.refine<string>((value) => !TAG.test(value) && !CONTROL.test(value), { error: MARKUP_MESSAGE });

/** For text that may hold a `<` (a lead's question), where only the control characters are refused. */
export const noControlCharacters = z.refine<string>((value) => !CONTROL.test(value), { error: CONTROL_MESSAGE });

/** Trimmed free text of at most `maxLength` characters without markup; required unless `optional`. */
export function textField(maxLength: number): z.ZodMiniString;
/** An optional one: missing or null is the empty string. */
export function textField(maxLength: number, options: { optional: true }): z.ZodMiniType<string, string | null | undefined>;
export function textField(
  maxLength: number,
  { optional = false } = {},
): z.ZodMiniString | z.ZodMiniType<string, string | null | undefined> {
  const tooLong = z.maxLength(maxLength, { error: tooLongMessage(maxLength) });
  if (!optional) return text().check(z.trim(), visibleText(REQUIRED_MESSAGE), tooLong, noMarkup);
  const bounded = text().check(z.trim(), tooLong, noMarkup);
  return z.pipe(
    z.nullish(bounded),
    z.transform((value: string | null | undefined) => value ?? ''),
  );
}

export const personNameSchema = z.pipe(
  text().check(
    z.trim(),
    // Some keyboards send «ё» as «е» plus a combining mark; as one letter it passes the letters-only rule.
    z.overwrite((value) => value.normalize('NFC')),
    // A Hangul filler is a letter to the pattern below, and shows nothing.
    visibleText(REQUIRED_MESSAGE),
    z.maxLength(PERSON_NAME_MAX_LENGTH, { error: tooLongMessage(PERSON_NAME_MAX_LENGTH) }),
    z.regex(PERSON_NAME_PATTERN, { error: PERSON_NAME_MESSAGE }),
  ),
  // One space between words, as a person reads it; a pasted tab or double space is not part of a name.
  z.transform((value: string) => value.replace(/\s+/g, ' ')),
);

/** The masked `+7 (921) 000-10-01` or digits; stored as `79210001001` (spec §3, §5, §9). */
export const phoneNumberSchema = z.pipe(
  text().check(
    z.trim(),
    z.minLength(1, { error: REQUIRED_MESSAGE }),
    z.refine((value) => PHONE_SHAPE.test(value) && normalizePhone(value) !== null, { error: PHONE_MESSAGE }),
  ),
  z.transform((value: string) => normalizePhone(value) ?? value),
);

/**
 * zod's default e-mail rule with two more kinds of domain: one in Cyrillic (`почта.рф`) and its
 * punycode (`xn--80a1acny.xn--p1ai`), which is what a browser's e-mail field sends for it. zod's rule
 * wants a TLD of Latin letters, and refused every .рф address (QA). The part before `@` is at most 64
 * characters (RFC 5321 §4.5.3.1.1): mail to a longer one bounces.
 */
const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[A-Za-z0-9-]*[A-Za-z0-9])$/u;

export const emailSchema = z.pipe(
  text().check(
    z.trim(),
    z.minLength(1, { error: REQUIRED_MESSAGE }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: tooLongMessage(EMAIL_MAX_LENGTH) }),
  ),
  z.email({ pattern: EMAIL_PATTERN, error: EMAIL_MESSAGE }),
);

/** `consent: true`: the person ticked the personal-data checkbox (DESIGN §5, docs/decisions/007). */
export const consentSchema = z.literal(true, { error: CONSENT_MESSAGE });

/** An empty field of an optional value is "none": `''` and `null` both become null. */
export function optional<T extends z.ZodMiniType>(schema: T) {
  // What zod's own `preprocess` is: a transform piped into the schema, which takes whatever comes in.
  return z.pipe(
    z.transform<unknown, unknown>((value) => (value === '' || value === undefined ? null : value)),
    z.nullable(schema),
  );
}
