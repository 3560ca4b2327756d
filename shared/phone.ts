// Phone numbers as the fund keeps and shows them (spec §3, §9): digits only, a Russian number with the
// country code 7. No zod here: the browser bundle may import this module.

/**
 * `+7 (921) 000-10-01`, `8 921 000 10 01` and `9210001001` all become `79210001001`.
 * Null when there is no number, or when its digits cannot be a Russian number (neither 10 digits,
 * nor 11 beginning with 7 or 8): a number we would have to guess at is not shown at all.
 */
export function normalizePhone(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return `7${digits.slice(1)}`;
  return null;
}

/** `79210001001` → `+7 (921) 000-10-01`, as the form's mask shows it; '' for no number. */
export function maskedPhone(digits: string | null | undefined): string {
  const normalized = normalizePhone(digits);
  if (!normalized) return '';
  const d = normalized.slice(1);
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`;
}

/** What the phone field's mask (`+7 (000) 000-00-00`) holds when the text arrives. */
export interface PhoneMaskState {
  /** All it shows, `+7 (92` say; '' when the field is empty. */
  value: string;
  /** The digits typed after its `+7`. */
  unmaskedValue: string;
}

/**
 * The text the phone mask should take for what the visitor typed or pasted (`chars`). The mask puts
 * every digit after its own `+7`, so a number written the Russian way, `8 921 …` or `7 921 …`, would
 * lose its last digit and become another, complete-looking one: +7 (892) 112-34-56.
 * - A first key 8 or 7 in the empty field is the country code: the field shows `+7` and the next digit
 *   starts the code. (A Karelian landline typed as `8142…` without its leading 8 then shows as +7 (142)
 *   and stays incomplete, which the visitor sees, rather than a wrong number that looks right.)
 * - A whole number pasted or autofilled gives the ten digits after the country code; text that is not
 *   a whole number (normalizePhone answers null) goes to the mask as it came.
 */
export function phoneMaskInput(chars: string, mask: PhoneMaskState): string {
  if (mask.value === '' && (chars === '8' || chars === '7')) return '+7';
  if (chars.length > 1 && mask.unmaskedValue === '') return normalizePhone(chars)?.slice(1) ?? chars;
  return chars;
}

/**
 * Text pasted into the phone field that is a whole number, as the field shows it (`+7 (921) 555-44-33`),
 * to replace what the field held; null for anything else, which goes in at the cursor.
 */
export function wholePhoneOf(pasted: string): string | null {
  return maskedPhone(pasted) || null;
}
