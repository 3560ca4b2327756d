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
