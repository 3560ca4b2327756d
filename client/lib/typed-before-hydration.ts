// Text typed into a form before React owns the page. The server's form is there at once, its fields
// enabled, while the scripts may take seconds on a slow connection; hydration then puts the controlled
// fields back to their empty values, and what the visitor typed was gone without a word (QA). The boot
// script (client/boot.ts, which runs first) notes each text field's value as it is typed; each form
// takes the notes for its own fields when it mounts, as if typed into it, so the leave question counts
// them too.
import { useLayoutEffect, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';

/**
 * For a react-hook-form form: sets each of its fields typed into before hydration (the field's name is
 * the form's), as typed by the visitor: dirty. Before the first paint after hydration, so the text never
 * blinks away.
 */
export function useTypedBeforeHydration<T extends FieldValues>(
  form: RefObject<HTMLFormElement | null>,
  setValue: UseFormSetValue<T>,
): void {
  useLayoutEffect(() => {
    const notes = window.__typedBeforeHydration;
    if (!notes || !form.current) return;
    for (const [field, value] of notes) {
      if (!isTextField(field) || !field.name || !form.current.contains(field)) continue;
      notes.delete(field);
      if (typeof value === 'string' && value) setValue(field.name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    // Once, when the form mounts: the notes are of the page as the server sent it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Fields whose value is text a person types (not files, boxes or buttons). */
const TEXT_TYPE = /^(?:text|tel|email|url|search|number)$/;

function isTextField(target: EventTarget): target is HTMLInputElement | HTMLTextAreaElement {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_TYPE.test(target.type));
}
