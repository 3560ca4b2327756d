// First-load JS per page: what a visitor's browser downloads before the page is interactive — the
// client entry, the page's route chunk and every chunk either imports statically (transitively), each
// file gzipped on its own as a server or CDN would send it. Dynamic imports (dialogs, forms, captcha
// loaded when used) do not count. tests/build/bundle-budget.test.ts fails when a page outgrows its budget.
//
//   npx tsx scripts/bundle-budget.ts      prints the current sizes next to the budgets
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { clientOptions, manifestFromMetafile, projectRoot } from '../esbuild.config.ts';

/**
 * Budgets in KB (1,000 bytes) of gzip, per page id: the size measured on 24.11.2026 (in the comment)
 * plus 3 %. The issue aims at 100 KB for home; today React DOM (~65 KB gzip), React Router (~30 KB) and
 * react-query (~10 KB) alone come near that. Lower a budget when a page gets lighter; never raise one
 * without saying in the commit why the page needs it. The forms (react-hook-form, zod, imask) are what
 * puts the application pages (and the AI landing's contest pages) near 270 KB; Floating UI (tooltips,
 * the share popover) adds ~16 KB to news-post, event and cabinet/applications, and the AI landing's
 * chrome, imported by the route table, ~5 KB to every page: loading them on first use would win that back.
 */
export const FIRST_LOAD_BUDGET_KB: Record<string, number> = {
  'about': 146, // 141.2
  'ai/forum': 282, // 273.0
  'ai/hackathon': 282, // 273.6
  'ai/home': 144, // 139.7
  'ai/idea-contest': 283, // 274.4
  'ai/neuro-art': 282, // 273.4
  'ai/ted': 282, // 273.1
  'ai/thank-you': 140, // 135.3
  'cabinet/applications': 161, // 156.3
  'cabinet/contest-application': 279, // 270.2
  'cabinet/layout': 139, // 134.5
  'cabinet/profile': 274, // 265.9
  'cabinet/thank-you': 139, // 134.2
  'consultation': 276, // 267.0
  'contest': 144, // 139.2
  'contest-arctic': 147, // 142.5
  'contest-participants': 144, // 138.9
  'event': 165, // 159.7
  'events-list': 144, // 139.1
  'home': 148, // 142.8
  'news-list': 142, // 137.3
  'news-post': 164, // 158.7
  'person': 141, // 136.8
  'programs': 142, // 137.8
  'project-application': 277, // 268.8
  'single-page': 141, // 136.3
  'startups': 145, // 140.5
  'thank-you': 139, // 134.1
};

export interface PageWeight {
  pageId: string;
  files: string[];
  gzipBytes: number;
  /** Undefined for a page without a line in FIRST_LOAD_BUDGET_KB (a new page): the test says so. */
  budgetKb: number | undefined;
}

/** Builds the browser bundle in memory (nothing written) and weighs each page's first load. */
export async function measureFirstLoad(): Promise<PageWeight[]> {
  const result = await esbuild.build({ ...clientOptions('production'), write: false });
  const metafile = result.metafile!;
  const gzipOf = new Map<string, number>();
  for (const file of result.outputFiles) {
    const relative = path.relative(projectRoot, file.path);
    if (relative.endsWith('.js')) gzipOf.set(relative, gzipSync(file.contents, { level: 9 }).length);
  }
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
      const files = new Set<string>();
      staticClosure(entryOutput, files);
      staticClosure(outputOf(`client/routes/${pageId}.tsx`)!, files);
      const gzipBytes = [...files].reduce((sum, file) => sum + (gzipOf.get(file) ?? 0), 0);
      return { pageId, files: [...files].sort(), gzipBytes, budgetKb: FIRST_LOAD_BUDGET_KB[pageId] };
    });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
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
