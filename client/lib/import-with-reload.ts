// A route chunk that fails to load (usually: a deploy replaced the hashed files) reloads the page once
// to pick up the new build (spec §8). A second failure within the window shows the error page instead
// of looping.
const RELOAD_KEY = 'chunk-reload-at';
const RELOAD_WINDOW_MS = 30_000;

export function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof window === 'undefined') throw error;
    const lastReload = Number(readSession(RELOAD_KEY) ?? 0);
    if (Date.now() - lastReload < RELOAD_WINDOW_MS) throw error;
    // Without storage there is no loop guard, so no reload either.
    if (!writeSession(RELOAD_KEY, String(Date.now()))) throw error;
    window.location.reload();
    return new Promise<never>(() => {});
  });
}

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): boolean {
  try {
    window.sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
