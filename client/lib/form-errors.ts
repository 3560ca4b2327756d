// The API stays the judge of a form (spec §5): its per-field refusals go next to the form's own fields.
// A field the form does not show is left to the form's failure message.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client.ts';

export function showApiFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  if (!(error instanceof ApiRequestError)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const known = fields.find((name) => name === field);
    if (known) setError(known, { message });
  }
}
