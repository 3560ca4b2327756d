// The boot script's half of lib/typed-before-hydration.ts, without React: the notes of what is typed
// into a form before hydration. Imported by client/boot.ts, which is built on its own and runs on every
// page, so it is kept to a few bytes: which fields hold text is the form's side to judge.

declare global {
  interface Window {
    __typedBeforeHydration?: Map<EventTarget, unknown>;
  }
}

/**
 * Notes the value of each field typed into (the last one per field), until React marks the page
 * hydrated; first, of each field already holding text other than the server's, typed before this script
 * ran (QA: with the scripts slow, this one too, text typed meanwhile was emptied by hydration).
 */
export function noteTypedBeforeHydration(): void {
  const notes = new Map<EventTarget, unknown>();
  window.__typedBeforeHydration = notes;
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input,textarea')) {
    if (field.value !== field.defaultValue) notes.set(field, field.value);
  }
  document.addEventListener(
    'input',
    (event) => {
      if (!document.documentElement.dataset.hydrated && event.target) notes.set(event.target, (event.target as HTMLInputElement).value);
    },
    true,
  );
}
