// The boot script's half of lib/typed-before-hydration.ts, without React: the notes of what is typed
// into a form before hydration. Imported by client/boot.ts, which is built on its own and runs on every
// page, so it is kept to a few bytes: which fields hold text is the form's side to judge.

declare global {
  interface Window {
    __typedBeforeHydration?: Map<EventTarget, unknown>;
  }
}

/**
 * Notes the value of each field typed into (the last one per field; a box, ticked or not), until React marks the page
 * hydrated; first, of each field already holding text other than the server's, typed before this script
 * ran (QA: with the scripts slow, this one too, text typed meanwhile was emptied by hydration).
 */
export function noteTypedBeforeHydration(): void {
  const notes = new Map<EventTarget, unknown>();
  window.__typedBeforeHydration = notes;
  // A box's note is whether it is ticked (QA: the consent ticked before hydration came back unticked).
  const noted = (field: HTMLInputElement) => (field.type === 'checkbox' ? field.checked : field.value);
  for (const field of document.querySelectorAll<HTMLInputElement>('input,textarea')) {
    if (field.value !== field.defaultValue || field.checked !== field.defaultChecked) notes.set(field, noted(field));
  }
  document.addEventListener(
    'input',
    (event) => {
      if (!document.documentElement.dataset.hydrated && event.target) notes.set(event.target, noted(event.target as HTMLInputElement));
    },
    true,
  );
}
