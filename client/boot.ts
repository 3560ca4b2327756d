// The one script a page names (React's bootstrap module): it starts the page's real scripts — the entry
// and the chunks its route needs, listed by the server in <meta name="page-scripts"> — once the page
// has painted. A page is readable from its HTML and CSS alone, so its ~30 files of script (about 130 KB
// of gzip) no longer share the connection with the stylesheet ahead of the first paint; they only make
// the page interactive, a frame later. Until then links and forms work as plain HTML.
import { noteTypedBeforeHydration } from './lib/typed-before-hydration-notes.ts';
import { replayBeforeHydration } from './lib/replay-before-hydration.ts';
import { PAGE_SCRIPTS_META, preloadModule } from './page-scripts.ts';
import { COOKIE_NOTICE_KEY, COOKIE_NOTICE_ROOM, COOKIE_NOTICE_ROOM_ESTIMATE } from './app/landmarks.ts';

const PRELOADS_PER_TASK = 2;

function start(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_SCRIPTS_META}"]`);
  const [entry, ...chunks] = meta?.content.split(' ').filter(Boolean) ?? [];
  if (!entry) return;
  void import(/* the hashed entry named by the server */ entry);
  // The entry's chunks are preloaded side by side rather than discovered import by import, a round trip
  // each; a few per task, since the browser sets each request up on the main thread: home's 32 links
  // at once were one task of 30 ms on this machine, 120 ms on Lighthouse's phone (4× slower); four a task
  // still took 1–23 ms each (Chromium's ResourceFetcher::requestResource, in a trace of home's load), two
  // a task halve the longest.
  const preloadSlice = (from: number) => {
    chunks.slice(from, from + PRELOADS_PER_TASK).forEach(preloadModule);
    if (from + PRELOADS_PER_TASK < chunks.length) setTimeout(preloadSlice, 0, from + PRELOADS_PER_TASK);
  };
  preloadSlice(0);
}

/**
 * Calls `start` once the page's first contentful paint has reached the screen, the moment Lighthouse and
 * the Paint Timing API report: a frame's callbacks (requestAnimationFrame and a task after it) run before
 * the frame is presented, which can be tens of milliseconds later (every browser the build targets has
 * paint timing). A tab in the background paints nothing until shown: it starts at
 * once, so it is ready when the visitor comes to it; and a page that never paints anything contentful
 * still starts within a few seconds.
 */
function afterFirstPaint(start: () => void): void {
  if (document.visibilityState !== 'visible' || performance.getEntriesByName('first-contentful-paint').length) return start();
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', once);
    start();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(once, 3000);
  document.addEventListener('visibilitychange', once);
}

/**
 * The first use of a tab's Web Storage sets it up on the main thread: 1.5–4 ms for sessionStorage and
 * 1.3–27 ms for localStorage in a fresh profile on this machine (Chromium 156, first access timed in the
 * page). Hydration uses both (React Router's ScrollRestoration, the cookie notice), inside its long task,
 * which Lighthouse's simulated phone multiplies; touched here, as soon as this script runs (usually before
 * the first paint), the cost is paid in a short task of its own.
 */
function openStorage(): void {
  try {
    sessionStorage.getItem('');
    // A visitor who has not dismissed the cookie notice will have it over the page's bottom: the footer
    // keeps room for it from now on (app/landmarks.ts), before a scroll position is restored.
    if (localStorage.getItem(COOKIE_NOTICE_KEY) === null) {
      document.documentElement.style.setProperty(COOKIE_NOTICE_ROOM, COOKIE_NOTICE_ROOM_ESTIMATE);
    }
  } catch {
    // Storage turned off: the site works without it (the cookie notice shows, scroll is the browser's).
  }
}

openStorage();
noteTypedBeforeHydration();
replayBeforeHydration();
afterFirstPaint(start);
