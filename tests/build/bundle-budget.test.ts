// First-load JS budgets (issue 10): a page whose entry + route chunk + their static imports grow past
// the gzip budget in scripts/bundle-budget.ts fails the test run, so it cannot land unnoticed; a new
// page must get its own budget line. And the form libraries load only with a form (issue 6): a page
// without one never carries zod, react-hook-form, the phone mask or the captcha, and the contact dialog's
// code loads when it opens.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, shakeableReactRouter } from '../../esbuild.config.ts';
import {
  buildBrowserInMemory,
  measureFirstLoad,
  NO_FORM_PAGE_LIMIT_KB,
  type BrowserBuild,
  type PageWeight,
} from '#scripts/bundle-budget.ts';

// One build in memory for every test here.
let build: BrowserBuild;
beforeAll(async () => {
  build = await buildBrowserInMemory();
}, 60_000);

describe('first-load JS of every page', () => {
  let weights: PageWeight[];
  beforeAll(async () => {
    weights = await measureFirstLoad(build);
  });

  it('is weighed for the public pages and the cabinet', () => {
    const ids = weights.map((weight) => weight.pageId);
    for (const id of ['home', 'news-list', 'news-post', 'event', 'about', 'cabinet/profile']) expect(ids).toContain(id);
  });

  it('has a budget for every page', () => {
    expect(weights.filter((weight) => weight.budgetKb === undefined).map((weight) => weight.pageId)).toEqual([]);
  });

  /** The pages that show a form when they load; every other page must not carry its libraries. */
  const FORM_PAGES = [
    'consultation',
    'project-application',
    'cabinet/profile',
    'cabinet/contest-application',
    'cabinet/project-application',
    'ai/idea-contest',
    'ai/neuro-art',
    'ai/hackathon',
    'ai/ted',
    'ai/forum',
  ];
  const FORM_LIBRARIES = ['zod', 'react-hook-form', '@hookform/resolvers', 'imask', 'react-imask', '@yandex/smart-captcha'];

  it('loads the form libraries only on the pages with a form', () => {
    const carriers = weights
      .filter((weight) => !FORM_PAGES.includes(weight.pageId))
      .flatMap((weight) => weight.packages.filter((name) => FORM_LIBRARIES.includes(name)).map((name) => `${weight.pageId}: ${name}`));
    expect(carriers).toEqual([]);
    for (const pageId of FORM_PAGES) {
      // The same zod schema validates in the browser as in the API.
      expect(weights.find((weight) => weight.pageId === pageId)?.packages, pageId).toEqual(
        expect.arrayContaining(['zod', 'react-hook-form', 'react-imask']),
      );
    }
  });

  it("validates with zod/mini in the browser, never zod's classic API (27 KB of gzip against 8 for a form)", () => {
    const inputs = Object.values(build.result.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs.filter((input) => input.includes('node_modules/zod/v4/classic/'))).toEqual([]);
    expect(inputs.some((input) => input.includes('node_modules/zod/v4/mini/'))).toBe(true);
  });

  it('loads only the pattern kind of IMask mask, the one the phone field uses', () => {
    const inputs = Object.values(build.result.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs.some((input) => input.endsWith('node_modules/imask/esm/masked/pattern.js'))).toBe(true);
    const otherKinds = ['date', 'number', 'dynamic', 'enum', 'range', 'function', 'repeat'];
    expect(inputs.filter((input) => otherKinds.some((kind) => input.endsWith(`node_modules/imask/esm/masked/${kind}.js`)))).toEqual([]);
  });

  it('loads Floating UI only with the first tooltip or popover that opens', () => {
    const carriers = weights
      .filter((weight) => weight.packages.some((name) => name.startsWith('@floating-ui/')))
      .map((weight) => weight.pageId);
    expect(carriers).toEqual([]);
  });

  it("carries no prop filter for Linaria's styled elements (they forward their props)", () => {
    const carriers = weights.filter((weight) => weight.packages.includes('@emotion/is-prop-valid')).map((weight) => weight.pageId);
    expect(carriers).toEqual([]);
    expect(weights.find((weight) => weight.pageId === 'home')?.modules).toContain('client/lib/styled-props.ts');
  });

  it('loads the contact dialog only when it opens', () => {
    // The consultation page shows the lead form itself, so the module names are what this test expects.
    expect(weights.find((weight) => weight.pageId === 'consultation')?.modules).toContain(
      'client/features/lead-form/components/lead-form.tsx',
    );
    const carriers = weights
      .filter((weight) => weight.modules.some((module) => module.endsWith('contact-us-dialog.tsx')))
      .map((weight) => weight.pageId);
    expect(carriers).toEqual([]);
  });

  it('keeps every page without a form within 10 KB of gzip over the news page the site began with', () => {
    const over = weights
      .filter((weight) => !FORM_PAGES.includes(weight.pageId) && weight.gzipBytes > NO_FORM_PAGE_LIMIT_KB * 1000)
      .map((weight) => `${weight.pageId}: ${(weight.gzipBytes / 1000).toFixed(1)} KB gzip > ${NO_FORM_PAGE_LIMIT_KB} KB`);
    expect(over).toEqual([]);
  });

  it('stays within each budget (gzip)', () => {
    const over = weights
      .filter((weight) => weight.budgetKb !== undefined && weight.gzipBytes > weight.budgetKb * 1000)
      .map((weight) => `${weight.pageId}: ${(weight.gzipBytes / 1000).toFixed(1)} KB gzip > budget ${weight.budgetKb} KB`);
    expect(over).toEqual([]);
  });
});

// React Router's production build is one flat file; esbuild.config.ts marks its component and context
// factories pure so that what the site does not use (its Link, NavLink, Form, ScrollRestoration and what
// they reach) is left out of the browser bundle.
describe("React Router's unused components", () => {
  const productionDir = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');

  it('are marked as removable in the build the bundle takes', () => {
    const source = readdirSync(productionDir)
      .filter((file) => /^chunk-[A-Z0-9]+\.mjs$/.test(file))
      .map((file) => readFileSync(path.join(productionDir, file), 'utf8'))
      .find((code) => code.includes('var Link = '));
    expect(source).toBeDefined();
    const shaken = shakeableReactRouter(source!);
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(shaken).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'));
      expect(shaken).not.toContain(`${name}.displayName`);
    }
    // Line for line: error stacks and source maps of the router still point at the right lines.
    expect(shaken.split('\n')).toHaveLength(source!.split('\n').length);
  });

  it('are not in any file the browser loads', () => {
    const scripts = build.result.outputFiles.filter((file) => file.path.endsWith('.js'));
    // `data-discover` is written only by React Router's own <Link> and <Form>.
    expect(scripts.filter((file) => file.text.includes('data-discover')).map((file) => path.basename(file.path))).toEqual([]);
    // The router itself is there: the browser's router takes the server's state from this global.
    expect(scripts.filter((file) => file.text.includes('__staticRouterHydrationData'))).not.toEqual([]);
  });
});

// V8 compiles a file marked this way eagerly while it downloads, off the main thread; unmarked, React
// DOM is compiled on the main thread when the page's modules run (esbuild.config.ts).
describe("V8's compile hint", () => {
  it('opens every script the browser loads, the largest (React DOM) included', () => {
    const scripts = [...build.result.outputFiles, ...build.boot.outputFiles].filter((file) => file.path.endsWith('.js'));
    expect(scripts.filter((file) => !file.text.startsWith(`${COMPILE_HINT}\n`)).map((file) => path.basename(file.path))).toEqual([]);
    const reactDom = Object.entries(build.result.metafile.outputs).find(([, output]) =>
      Object.keys(output.inputs).some((input) => input.endsWith('react-dom/cjs/react-dom-client.production.js')),
    )?.[0];
    expect(scripts.map((file) => path.relative(process.cwd(), file.path))).toContain(reactDom);
  });
});
