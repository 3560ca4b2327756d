// First-load JS per page: what a visitor's browser downloads before the page is interactive — the boot
// script, the client entry, the page's route chunk and every chunk either imports statically (transitively), each
// file gzipped on its own as a server or CDN would send it. Dynamic imports (dialogs, forms, captcha
// loaded when used) do not count. tests/build/bundle-budget.test.ts fails when a page outgrows its budget.
//
//   npx tsx scripts/bundle-budget.ts      prints the current sizes next to the budgets
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { bootOptions, clientOptions, manifestFromMetafile, projectRoot } from '../esbuild.config.ts';

/**
 * Budgets in KB (1,000 bytes) of gzip, per page id: the size measured on 25.11.2026 plus 3 %. The
 * comment holds the size with React Router's ScrollRestoration in the layouts (+1.3 KB a page, 25.11.2026),
 * which came after V8's compile hint opened every file (+0.5–0.7 KB a page: esbuild.config.ts,
 * 25.11.2026). The issue aims at 100 KB for home; React DOM, React Router and react-query alone weigh
 * 102.5 KB (measureLibraryFloor, 25.11.2026, with the parts of React Router the site does not use left
 * out: esbuild.config.ts). Lower a budget when a page gets lighter; never raise one without saying in
 * the commit why the page needs it. The forms (react-hook-form, zod/mini, imask) put the application pages
 * (and the AI landing's event pages) at 170–183 KB (195–205 KB until 25.11.2026, with zod's classic API
 * and every kind of IMask mask: decision 009, client/components/ui/text-input.tsx);
 * Floating UI loads with the first tooltip or share popover that opens, never with a page. A page counts
 * the chunks of the layout routes above it too.
 */
/**
 * Issue 6's rule for every page without a form (whatever its own budget): at most 10 KB of gzip over the
 * news page's first load when the public site was begun (127.8 KB, measured this way at 4f792e5^).
 * Forms, masks and captcha load only with a form. 138.3 = 137.8 + 0.5 KB since 25.11.2026: the boot script
 * (client/boot.ts) that every page now loads first, which holds the page's other ~30 script files back
 * until the first paint (Lighthouse's simulated LCP on home went from 1.7–2.8 s to 1.45 s; README,
 * Lighthouse). It is the only script added; no page's own code grew with it. 138.5 since 26.11.2026
 * (+0.1 KB on home, 138.4): QA fixes a visitor notices — Back no longer reopens a closed menu or dialog,
 * a slider card reached by keyboard scrolls into view, and link previews get the fund's picture where a
 * page has an SVG one or none. Tried first: the slider fix in CSS alone (a proximity snap did not help)
 * and an esbuild `charset: 'utf8'` build (0.2 KB more: gzip packs the \uXXXX escapes better).
 * 138.7 since the second session of 26.11.2026 (home 138.6): the boot script notes what is typed into a
 * form before the page's scripts run (+0.1 KB on every page: hydration emptied those fields, QA on a slow
 * connection; the notes are kept to one listener, the form judges which fields hold text), and the site
 * notice shows once (+0.1 KB: a reload brought it back with React's hydration error #418). 139.0 (home
 * 138.9) with the cookie notice early in the tab order, keeping a focused link from under it and handing
 * focus on when dismissed (+0.2 KB on every page; QA at 390 px: 45 Tabs to «Понятно», links focused
 * under it, focus left on the body), and error pages' titles naming the site. 139.2 (home 139.0) with the
 * session-ended notice's «Войти и вернуться к странице» (QA: signed in again, the visitor was left on the
 * profile, the contest form they had been sending out of sight). 139.4 (home 139.3) with room below the
 * footer while the cookie notice is up and focus moved to an #anchor's section (+0.2 KB on every page;
 * QA: footer links focused under the notice, which the page could not scroll far enough to uncover, and
 * Tab after the hero's «Зарегистрироваться» going back up to the hero's video button). 139.6 (home 139.5)
 * with home's sign-in offer to a signed-out visitor sent there from a cabinet page (+0.2 KB on home; QA:
 * such a visitor was left on home without a word) and the thank-you page's «Мои заявки». 140.0 (home
 * 139.8) with the third session's QA fixes of 26.11.2026, +0.2–0.5 KB on every page: a sending button
 * keeps its size (the spinner over its label), action rows full-width on phones, e-mail addresses break
 * only before the @, the boot script notes text typed before it ran, the cookie notice uncovers a focused
 * file picker, titles and snippets get plain hyphens. Tried first: each of the new shared pieces in a
 * module of its own (two more files a page, +0.7–0.9 KB); they are in modules every page already loads
 * (ui/link.tsx, ui/button-styles.ts). 140.1 (home 140.04) with the fourth session's QA fixes of
 * 26.11.2026: a pending button keeps the keyboard's focus (every page), the contest teasers' links name
 * their contest to a screen reader, the grants card states both co-financing shares. Tried first: the
 * error page's extra 4xx lines moved to the server (−0.1 KB). 140.3 (home 140.25) since 27.11.2026's
 * accessibility pass: Back puts focus on the link the page was left by, in view (+0.15 KB on every
 * page; it went to the heading, far above and off screen). The same pass cost the pages with a form
 * 0.3–0.9 KB more: one status line for a send the form's checks refused (seven alerts at once before),
 * the reason an unavailable send button gives, and the plural words in a chunk of their own.
 * 140.5 (home 140.39) since the third session of 27.11.2026: the boot script presses again, once the
 * page is hydrated, a button pressed before its scripts came (+0.1 KB on every page; QA on a slow
 * connection: the contact-us widget, shown seconds before it worked, lost the press without a word).
 * Its click listener is left in place after hydration, idle: 40 bytes less than removing it.
 * 140.9 (home 140.77) since 27.11.2026's QA with content at its edges (+0.3 KB on home): a cover the
 * editors left empty is a tinted panel (it was a broken image and a request for an empty address), an
 * open contest without nominations offers no application it could not send, home says when there is
 * no news and no event, and a nomination's or an event kind's long word wraps in its pill.
 * 141.1 (home 141.0) since the fifth session of 27.11.2026 (+0.1 KB on every page): the error page of a
 * failure on our side offers «Попробовать ещё раз» beside the button home (QA: its text said to reload,
 * and only home was offered). 141.3 (home 141.29) the same session: home's lists are parts of their own
 * (+0.25 KB on home only): one the server could not get loads in the browser, the rest of home shown
 * (QA: one failing list made all of home a 503 page). 141.5 (home 141.43) with the About page's team
 * and documents as parts too: the part's box is a module home and About share, a chunk of its own.
 * 141.3 (home 141.21) since the seventh session of 27.11.2026: the browser's Seo renders the title and the
 * canonical link alone (client/components/seo.browser.tsx; −0.3 KB on every page with its own head), the
 * rest of the head tags being for crawlers and link previews, which read the server's HTML. 141.5 (home
 * 141.42) the same session: a sign-in the /auth landing refused says so on the page it leads to (+0.2 KB on every page: the visitor was left signed out without a word; QA). Tried
 * first: the notice's words in a chunk loaded only when needed, which split a runtime helper into a
 * file of its own on every page (+0.6 KB and a file).
 */
export const NO_FORM_PAGE_LIMIT_KB = 141.5;

export const FIRST_LOAD_BUDGET_KB: Record<string, number> = {
  about: 137.1, // 137.03 on 27.11.2026, seventh session (the refused sign-in's notice, see NO_FORM_PAGE_LIMIT_KB); 136.84 on 27.11.2026, seventh session (the browser's Seo, see NO_FORM_PAGE_LIMIT_KB); 137.1 on 27.11.2026, sixth session: schema.org Organization for search engines (QA of the crawler's view); 136.6 on 27.11.2026, fifth session: the team and the documents are parts (see NO_FORM_PAGE_LIMIT_KB); 132.3; +0.1 on 26.11.2026 (the cabinet guard's sign-in address in the shared paths); +0.1 on 27.11.2026 (content at its edges: long words wrap in a position and a document's title; a description cut at 160 characters; an answer that is not JSON is a failure, on every page)
  'ai/forum': 190, // 182.5; +0.4–0.6 on 26.11.2026 (third session's QA fixes, see NO_FORM_PAGE_LIMIT_KB); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB); +0.1–0.2 on 27.11.2026 (a send's Idempotency-Key: repeated after a lost answer, it is one lead or application, not two)
  'ai/hackathon': 191, // 183.1; +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB); +0.3 on 27.11.2026 (the event forms' dates: a notice before the idea contest opens, «Приём заявок завершён» after an event; the fund's jurors link to their team pages); +0.1–0.2 on 27.11.2026 (a send's Idempotency-Key: repeated after a lost answer, it is one lead or application, not two; an answer that is not JSON, or names nothing stored, is a failure)
  'ai/home': 140, // 134.7; +0.1 on 26.11.2026 (the session-ended notice's way back); +0.4–0.6 on 26.11.2026 (third session's QA fixes, see NO_FORM_PAGE_LIMIT_KB); 139.0 on 27.11.2026, fifth session (a 401 for an account deleted elsewhere is told from a session's end, on every page)
  'ai/idea-contest': 192, // 184.0; +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB); +0.3 on 27.11.2026 (the event forms' dates: a notice before the idea contest opens, «Приём заявок завершён» after an event; the fund's jurors link to their team pages); +0.1–0.2 on 27.11.2026 (a send's Idempotency-Key: repeated after a lost answer, it is one lead or application, not two; an answer that is not JSON, or names nothing stored, is a failure)
  'ai/layout': 133.2, // 133.09 on 28.11.2026, ninth session (the campaign's typeset grew by its rules for «тыс.»/«млн», a short quoted name and a number before «и», +0.16; quoteRu moved out of shared/typography.ts into shared/quote-ru.ts, −0.17); 133.10 on 28.11.2026 (three-letter prepositions bound to the next word, «Форум для самозанятых»: scripts/typography.ts; QA saw «для» left at line ends); 133.06 on 27.11.2026, seventh session (the refused sign-in's notice, see NO_FORM_PAGE_LIMIT_KB); 128.9; +0.1 on 26.11.2026 (the session-ended notice's way back); +0.4–0.6 on 26.11.2026 (third session's QA fixes, see NO_FORM_PAGE_LIMIT_KB)
  'ai/neuro-art': 191, // 182.9; +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB); +0.15 on 27.11.2026 (QA of the APIs: text of invisible characters only is empty; bidi overrides, C1 controls and lone surrogates refused, in the form as in the API); +0.03–0.08 on 27.11.2026, fifth session (a 401 for an account deleted in another tab says so, not «Сессия завершилась» with a way back to a page of an account that is gone: on every page)
  'ai/ted': 190, // 182.6; +0.4–0.6 on 26.11.2026 (third session's QA fixes, see NO_FORM_PAGE_LIMIT_KB); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB); +0.1 on 27.11.2026 (content at its edges: a description over 160 characters is cut at a word, on every page)
  'ai/thank-you': 135.2, // 135.05 on 28.11.2026 (the campaign's typeset and quoteRu's own module, see ai/layout); 135.1 on 27.11.2026, seventh session (an idea sent before the contest opens is thanked with the promise its form made: a call after 01.12.2026, not «в течение двух рабочих дней»; QA); 130.6; +0.2 on 26.11.2026 (room for the cookie notice, focus to an #anchor's section: QA); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB)
  'cabinet/applications': 136, // 130.2; +0.1 on 26.11.2026 (the cabinet guard's sign-in address); +0.6 on 27.11.2026 (shared/typography.ts's chunk, for quoteRu: the edit link's hidden label nested «» in «»); +0.2 on 27.11.2026 (QA of the cabinet at scale: every page of a person's applications, not the newest 50; a «Новая» application that can no longer be changed does not say it can)
  'cabinet/contest-application': 188, // 176.5; 181.1 on 26.11.2026: uploads wait for the uploader cookie, the nomination's message by its legend, the thank-you page told «new» or «edited» (QA fixes); +0.2 on 26.11.2026 (cookie notice keyboard fixes); +0.4–0.6 on 26.11.2026 (third session's QA fixes, see NO_FORM_PAGE_LIMIT_KB); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB); +0.15 on 27.11.2026 (QA of the APIs: text of invisible characters only is empty; bidi overrides, C1 controls and lone surrogates refused, in the form as in the API); +0.1–0.2 on 27.11.2026 (a send's Idempotency-Key: repeated after a lost answer, it is one lead or application, not two); +0.03–0.08 on 27.11.2026, fifth session (a 401 for an account deleted in another tab says so, not «Сессия завершилась» with a way back to a page of an account that is gone: on every page)
  'cabinet/layout': 131.1, // 131.05 on 27.11.2026, seventh session (the refused sign-in's notice, see NO_FORM_PAGE_LIMIT_KB); 126.8; +0.2 on 26.11.2026 (cookie notice keyboard fixes); +0.4–0.6 on 26.11.2026 (third session's QA fixes, see NO_FORM_PAGE_LIMIT_KB)
  'cabinet/profile': 179.7, // 179.67 on 27.11.2026, seventh session (the refused sign-in's notice, see NO_FORM_PAGE_LIMIT_KB); 179.5 on 27.11.2026 (sixth session, from the keyboard pass): a refused save says how many fields to fix, the deletion dialog reads its list, counters speak in words; 171.7; +0.4–0.6 on 26.11.2026 (third session's QA fixes, see NO_FORM_PAGE_LIMIT_KB); 177.3 on 27.11.2026: a save refused by the session's end keeps what was typed (client/lib/session-draft.ts, in a chunk shared with the application forms: QA); 178.6 on 27.11.2026 (fifth session): a save over a profile saved meanwhile in another tab says what is saved there and offers to take it (QA); 179.0 on 27.11.2026 (sixth session): the account's deletion goes as multipart, as spec §7 has it (+9 bytes in the api client on every page)
  'cabinet/project-application': 186, // 176.8 (25.11.2026: the cabinet's edit of a project application); +0.2 on 26.11.2026 (cookie notice keyboard fixes); +0.4–0.6 on 26.11.2026 (third session's QA fixes, see NO_FORM_PAGE_LIMIT_KB); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB); +0.15 on 27.11.2026 (QA of the APIs: text of invisible characters only is empty; bidi overrides, C1 controls and lone surrogates refused, in the form as in the API); +0.1 on 27.11.2026, fifth session (an edit refused with 409 links to the application as saved now; the error page's «Попробовать ещё раз»)
  'cabinet/thank-you': 132, // 127.5; +0.1 on 26.11.2026 (the session-ended notice's way back); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB)
  consultation: 181, // 173.9; +0.4–0.6 on 26.11.2026 (third session's QA fixes, see NO_FORM_PAGE_LIMIT_KB); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB); +0.1–0.2 on 27.11.2026 (a send's Idempotency-Key: repeated after a lost answer, it is one lead or application, not two)
  contest: 137, // 131.9; 134.1 on 26.11.2026: the facts card's chunk shared with the event page (+0.1 KB) and the top bar's no-script «Меню» link (+0.1 KB); +0.2 on 26.11.2026 (room for the cookie notice, focus to an #anchor's section: QA); +0.1 on 27.11.2026 (the boot script presses again a button pressed before hydration, see NO_FORM_PAGE_LIMIT_KB)
  'contest-arctic': 141, // 135.4; +0.2 on 26.11.2026 (cookie notice keyboard fixes); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB); +0.03–0.08 on 27.11.2026, fifth session (a 401 for an account deleted in another tab says so, not «Сессия завершилась» with a way back to a page of an account that is gone: on every page)
  'contest-participants': 137, // 131.5; 136.01 on 27.11.2026 with the second session's QA fixes on every page (+0.03: the top bar's link to the section an article is in says so, the skip link waits under the open phone menu, the widget keeps below the cookie notice, the page chosen again from the menu takes focus); 134.0 on 26.11.2026 with the link-preview picture and the route-change fixes of every page; 135.1 on 26.11.2026: typeset()'s rules for three-letter prepositions and a month's year (shared/typography.ts is in a chunk this page loads), the cookie notice's room
  event: 136, // 131.4; +0.2 on 26.11.2026 (room for the cookie notice, focus to an #anchor's section: QA); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB)
  'events-list': 136, // 131.5; +0.2 on 26.11.2026 (cookie notice keyboard fixes); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB)
  home: 142, // 137.2: 134.8 + the open contest's teaser (1.8 KB) and the footer's list of sections (0.3 KB), 25.11.2026; +0.03–0.08 on 27.11.2026, fifth session (a 401 for an account deleted in another tab says so, not «Сессия завершилась» with a way back to a page of an account that is gone: on every page)
  'news-list': 135, // 129.7; +0.1 on 26.11.2026 (the session-ended notice's way back); 133.3 on 26.11.2026 with the page intro band and breadcrumbs the other sections have (QA); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB)
  'news-post': 135, // 130.5; +0.2 on 26.11.2026 (room for the cookie notice, focus to an #anchor's section: QA); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB)
  person: 134, // 129.1; 131.0 on 26.11.2026 with the boot script's notes of early typing and the once-only notice; +0.4–0.6 on 26.11.2026 (third session's QA fixes, see NO_FORM_PAGE_LIMIT_KB); +0.1 on 27.11.2026, fifth session (the error page's «Попробовать ещё раз», see NO_FORM_PAGE_LIMIT_KB)
  programs: 137, // 133.1: 130.3 + every contest's teaser (2.4 KB) and the footer's sections (0.3 KB), 25.11.2026
  'project-application': 184.1, // 184.0 on 27.11.2026, seventh session (the refused sign-in's notice, see NO_FORM_PAGE_LIMIT_KB); 183.8 on 27.11.2026, seventh session (the browser's Seo, see NO_FORM_PAGE_LIMIT_KB); 184.03 on 27.11.2026 (sixth session): a counter speaks in words to a screen reader (QA); 182.2 on 27.11.2026: the session draft's module in a chunk of its own, now shared with the profile (+0.2); 174.4; 179.2 on 26.11.2026: e-mail addresses on Cyrillic domains (the rule's pattern) and the once-only site notice (QA fixes); 180.0 on 26.11.2026: zod's pipe and transform, which the stricter page-number rule of the shared schemas brings into zod's bundled namespace (+0.06); 182 later on 26.11.2026 (181.0): the form asks the session again after a send (a session ended before it no longer promises the cabinet) and a pending button keeps the keyboard's focus (QA); +0.1–0.2 on 27.11.2026 (a send's Idempotency-Key: repeated after a lost answer, it is one lead or application, not two)
  'single-page': 134, // 128.6; +0.2 on 26.11.2026 (room for the cookie notice, focus to an #anchor's section: QA); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB); +0.1 on 27.11.2026, fifth session (the error page's «Попробовать ещё раз», see NO_FORM_PAGE_LIMIT_KB)
  'site/layout': 130, // 125.9; +0.2 on 26.11.2026 (cookie notice keyboard fixes); +0.2–0.9 on 27.11.2026 (accessibility pass, see NO_FORM_PAGE_LIMIT_KB)
  startups: 137, // 132.0; 134.0 on 26.11.2026 with the page intro's title column (long words fit) and the boot script's notes of early typing; +0.4–0.6 on 26.11.2026 (third session's QA fixes, see NO_FORM_PAGE_LIMIT_KB); +0.03–0.08 on 27.11.2026, fifth session (a 401 for an account deleted in another tab says so, not «Сессия завершилась» with a way back to a page of an account that is gone: on every page)
  'thank-you': 131.2, // 131.16 on 27.11.2026, seventh session (the refused sign-in's notice, see NO_FORM_PAGE_LIMIT_KB); 126.5; +0.2 on 26.11.2026 (cookie notice keyboard fixes); +0.4–0.6 on 26.11.2026 (third session's QA fixes, see NO_FORM_PAGE_LIMIT_KB)
};

export interface PageWeight {
  pageId: string;
  files: string[];
  gzipBytes: number;
  /** The npm packages whose code is in those files (from the metafile's inputs). */
  packages: string[];
  /** The project's own modules in those files (`client/…`, `shared/…`). */
  modules: string[];
  /** Undefined for a page without a line in FIRST_LOAD_BUDGET_KB (a new page): the test says so. */
  budgetKb: number | undefined;
}

export interface BrowserBuild {
  result: esbuild.BuildResult<{ write: false; metafile: true }>;
  boot: esbuild.BuildResult<{ write: false; metafile: true }>;
}

/** The browser bundle and the boot script, built in memory (nothing written). */
export async function buildBrowserInMemory(): Promise<BrowserBuild> {
  const [result, boot] = await Promise.all([
    esbuild.build({ ...clientOptions('production'), write: false, metafile: true }),
    esbuild.build({ ...bootOptions('production'), write: false, metafile: true }),
  ]);
  return { result, boot };
}

/** Weighs each page's first load in a browser build made in memory (by default, a new one). */
export async function measureFirstLoad(build?: BrowserBuild): Promise<PageWeight[]> {
  const { result, boot } = build ?? (await buildBrowserInMemory());
  const metafile = result.metafile;
  const gzipOf = new Map<string, number>();
  for (const file of [...result.outputFiles, ...boot.outputFiles]) {
    const relative = path.relative(projectRoot, file.path);
    if (relative.endsWith('.js')) gzipOf.set(relative, gzipSync(file.contents, { level: 9 }).length);
  }
  // The boot script (client/boot.ts) is the one script every page names; it starts the rest.
  const bootOutput = Object.keys(boot.metafile.outputs).find((file) => file.endsWith('.js'))!;
  const staticClosure = (start: string, into: Set<string>) => {
    if (into.has(start)) return;
    into.add(start);
    for (const imported of metafile.outputs[start]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) staticClosure(imported.path, into);
    }
  };
  const outputOf = (entryPoint: string) =>
    Object.entries(metafile.outputs).find(([file, output]) => output.entryPoint === entryPoint && file.endsWith('.js'))?.[0];
  const manifest = manifestFromMetafile(metafile);
  const entryOutput = outputOf('client/entry.client.tsx')!;
  return Object.keys(manifest.routes)
    .sort()
    .map((pageId) => {
      const files = new Set<string>([bootOutput]);
      staticClosure(entryOutput, files);
      // A page loads the chunks of the layout routes above it too (the site's, the cabinet's, the AI landing's).
      for (const id of [...layoutsAbove(pageId), pageId]) staticClosure(outputOf(`client/routes/${id}.tsx`)!, files);
      const gzipBytes = [...files].reduce((sum, file) => sum + (gzipOf.get(file) ?? 0), 0);
      const packages = new Set<string>();
      const modules = new Set<string>();
      for (const file of files) {
        for (const input of Object.keys(metafile.outputs[file]?.inputs ?? {})) {
          const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
          if (name) packages.add(name);
          else if (/^(client|shared)\//.test(input)) modules.add(input);
        }
      }
      return {
        pageId,
        files: [...files].sort(),
        gzipBytes,
        packages: [...packages].sort(),
        modules: [...modules].sort(),
        budgetKb: FIRST_LOAD_BUDGET_KB[pageId],
      };
    });
}

/**
 * The layout routes above a page, outermost first, whose chunks load with it: the main site's around
 * every page but the AI landing's, the cabinet's inside it. (The route table cannot be imported here,
 * outside the Linaria compiler; tests/build/route-manifest.test.ts checks this against it.)
 */
export function layoutsAbove(pageId: string): string[] {
  if (pageId === 'site/layout') return [];
  if (pageId.startsWith('ai/')) return pageId === 'ai/layout' ? [] : ['ai/layout'];
  if (pageId.startsWith('cabinet/') && pageId !== 'cabinet/layout') return ['site/layout', 'cabinet/layout'];
  return ['site/layout'];
}

/**
 * The floor under every page: a bundle that does nothing but hydrate an empty data router inside a
 * QueryClientProvider (React DOM, React Router, react-query; the same build settings as the site's
 * entry), in KB of gzip. What a page weighs above it is the site's own code and its other libraries.
 */
export async function measureLibraryFloor(): Promise<number> {
  const source = [
    "import { QueryClient, QueryClientProvider, hydrate } from '@tanstack/react-query';",
    "import { hydrateRoot } from 'react-dom/client';",
    "import { createBrowserRouter, RouterProvider } from 'react-router-dom';",
    'const queryClient = new QueryClient();',
    'hydrate(queryClient, {});',
    "const router = createBrowserRouter([{ path: '/', element: null }]);",
    'hydrateRoot(document, <QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>);',
  ].join('\n');
  const options = clientOptions('production');
  const result = await esbuild.build({
    ...options,
    entryPoints: undefined,
    stdin: { contents: source, loader: 'tsx', resolveDir: projectRoot, sourcefile: 'library-floor.tsx' },
    splitting: false,
    outdir: undefined,
    outfile: path.join(projectRoot, 'dist', 'library-floor.js'),
    sourcemap: false,
    write: false,
  });
  const bundle = result.outputFiles.find((file) => file.path.endsWith('.js'))!;
  return gzipSync(bundle.contents, { level: 9 }).length / 1000;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`Library floor (React DOM + React Router + react-query, nothing else): ${(await measureLibraryFloor()).toFixed(1)} KB gzip`);
  const weights = await measureFirstLoad();
  console.table(
    weights.map((weight) => ({
      page: weight.pageId,
      'gzip KB': (weight.gzipBytes / 1000).toFixed(1),
      'budget KB': weight.budgetKb ?? 'none',
      files: weight.files.length,
    })),
  );
}
