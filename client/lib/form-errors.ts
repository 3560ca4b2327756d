// The API stays the judge of a form (spec §5): its per-field refusals go next to the form's own fields,
// and focus moves to the first of them (in the form's order, as `fields` lists them), as it does when the
// browser's own checks refuse: the message may be far above the button just pressed. A field the form does
// not show is left to the form's failure message.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client.ts';

export function showApiFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  if (!(error instanceof ApiRequestError)) return;
  const refused = fields.filter((name) => Object.hasOwn(error.fieldErrors, name));
  refused.forEach((name, index) => setError(name, { message: error.fieldErrors[name] }, { shouldFocus: index === 0 }));
}
