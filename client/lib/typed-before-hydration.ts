// Text typed into a form before React owns the page, and a box ticked. The server's form is there at once, its fields
// enabled, while the scripts may take seconds on a slow connection; hydration then puts the controlled
// fields back to their empty values, and what the visitor typed was gone without a word (QA). The boot
// script (client/boot.ts, which runs first) notes each text field's value as it is typed; each form
// takes the notes for its own fields when it mounts, as if typed into it, so the leave question counts
// them too.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';

/**
 * For a react-hook-form form: the ref for its <form>, whose fields typed into before hydration are set
 * (the field's name is the form's) as typed by the visitor: dirty. Before the first paint after
 * hydration, so the text never blinks away. Called after useForm, in the form's own component: useForm
 * subscribes to its state in a layout effect of that component, and a field's effect (a child's, run
 * before it) would change a state nobody yet listens to, the field left «not typed in».
 */
export function useTypedBeforeHydration<T extends FieldValues>(setValue: UseFormSetValue<T>): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const notes = window.__typedBeforeHydration;
    if (!notes || !form.current) return;
    for (const [field, value] of notes) {
      if (!(isTextField(field) || isBox(field)) || !field.name || !form.current.contains(field)) continue;
      notes.delete(field);
      const name = field.name as Path<T>;
      if (typeof value === 'string' && value) setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true });
      // A ticked yes-or-no box (the consent) is true, set a task later: the form watches it (useWatch),
      // and a watcher subscribes in an effect, after this one; set now, the send button missed it.
      if (value === true) setTimeout(() => setValue(name, true as PathValue<T, Path<T>>, { shouldDirty: true }));
    }
    // Once, when the form mounts: the notes are of the page as the server sent it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return form;
}

/** A yes-or-no checkbox (one of a set has a value of its own, and its field is a list). */
function isBox(target: EventTarget): target is HTMLInputElement {
  return target instanceof HTMLInputElement && target.type === 'checkbox' && target.value === 'on';
}

/** Fields whose value is text a person types (not files, boxes or buttons). */
const TEXT_TYPE = /^(?:text|tel|email|url|search|number)$/;

function isTextField(target: EventTarget): target is HTMLInputElement | HTMLTextAreaElement {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_TYPE.test(target.type));
}
