// The boot script's watch over the buttons pressed before React has the page. Until the page's scripts
// have come (seconds on a slow phone), a plain button does nothing, and the click was lost for good: the
// contact-us widget pressed at once never opened its dialog (QA). Imported by client/boot.ts, which runs
// on every page, so it is kept to a few bytes. (A form cannot be sent before then: its submit button is
// disabled in the server's HTML until the consent is ticked, which takes the script.)

declare global {
  interface Window {
    /** Set by the entry just before hydrateRoot: from then on React replays a click itself. */
    __hydrating?: boolean;
  }
}

/** Presses again, once the page is hydrated, the plain button of the last click before hydration began. */
export function replayBeforeHydration(): void {
  const root = document.documentElement;
  let pressed: HTMLButtonElement | null = null;
  const note = (event: Event) => {
    // The last click counts: one beside the button after it says the visitor has moved on.
    if (!window.__hydrating) pressed = (event.target as Element).closest<HTMLButtonElement>('button[type=button]');
  };
  document.addEventListener('click', note, true);
  const observer = new MutationObserver(() => {
    if (!root.dataset.hydrated) return;
    // The listener stays, idle from hydration on (window.__hydrating): a few bytes less on every page.
    observer.disconnect();
    pressed?.click();
  });
  observer.observe(root, { attributes: true });
}
