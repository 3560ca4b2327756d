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

/**
 * Presses again, once the page is hydrated, the plain buttons pressed before hydration began, each once
 * and in order: two files removed on a slow phone are both removed (QA), and a button pressed twice
 * because nothing happened acts once.
 */
export function replayBeforeHydration(): void {
  const root = document.documentElement;
  let pressed: HTMLButtonElement[] = [];
  const note = (event: Event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[type=button]');
    // A click beside the buttons says the visitor has moved on; one while React hydrates, which React
    // replays itself, says the same thing again (QA: the menu opened and closed).
    if (window.__hydrating || !button) pressed = [];
    else if (!pressed.includes(button)) pressed.push(button);
  };
  document.addEventListener('click', note, true);
  const observer = new MutationObserver(() => {
    if (!root.dataset.hydrated) return;
    // The listener stays, idle from hydration on (window.__hydrating): a few bytes less on every page.
    observer.disconnect();
    for (const button of pressed) button.click();
  });
  observer.observe(root, { attributes: true });
}
