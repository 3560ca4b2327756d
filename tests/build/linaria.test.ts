// Builds a small fixture with our Linaria plugin the way esbuild.config.ts does (client: CSS in the
// entry's cssBundle; server: packages external, no CSS) and checks that every runner agrees.

import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { BuildOptions, BuildResult, OutputFile } from 'esbuild';
import { createViteServer } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { assertNoUntransformedLinaria, findUntransformedLinaria } from '#scripts/linaria/check.ts';
import { linaria } from '#scripts/linaria/esbuild-plugin.ts';
import { linariaVite } from '#scripts/linaria/vite-plugin.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = path.join(root, 'tests/build/fixtures');

type InMemoryBuild = BuildResult<{ metafile: true; write: false }>;

const shared: BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  jsx: 'automatic',
  logLevel: 'silent',
  metafile: true,
  write: false,
};

function buildClient(options: { plugins?: esbuild.Plugin[] } = {}): Promise<InMemoryBuild> {
  return esbuild.build({
    ...shared,
    entryPoints: [path.join(fixtures, 'entry.tsx')],
    outdir: 'dist/linaria-test/client',
    platform: 'browser',
    splitting: true,
    plugins: options.plugins ?? [linaria({ root, emitCss: true })],
  });
}

function buildServer(options: { plugins?: esbuild.Plugin[] } = {}): Promise<InMemoryBuild> {
  return esbuild.build({
    ...shared,
    entryPoints: [path.join(fixtures, 'entry.tsx')],
    outdir: 'dist/linaria-test/server',
    packages: 'external',
    platform: 'node',
    plugins: options.plugins ?? [linaria({ root, emitCss: false })],
  });
}

const javascriptOf = (build: InMemoryBuild): OutputFile[] => build.outputFiles.filter((file) => file.path.endsWith('.js'));

// The stylesheet esbuild gathers for the entry, lazy chunks included (the one the site links).
function cssBundleOf(build: InMemoryBuild, workingDir = root): string {
  const cssBundle = Object.values(build.metafile.outputs).find((output) => output.entryPoint)?.cssBundle;
  if (!cssBundle) throw new Error('the client entry has no cssBundle');
  const file = build.outputFiles.find((output) => output.path === path.join(workingDir, cssBundle));
  if (!file) throw new Error(`${cssBundle} is not among the output files`);
  return file.text;
}

// Class names the stylesheet defines, e.g. `.c2gao5q` in `.c2gao5q {` or `.n1hj0zp4 .notftdp + …`;
// esbuild's comments name the virtual stylesheets (`…/app.tsx.css`) and must not count.
const classNamesIn = (css: string): string[] => [...new Set(css.replace(/\/\*[\s\S]*?\*\//g, '').match(/(?<=\.)[A-Za-z_][\w-]*/g) ?? [])];

describe('linaria esbuild plugin', () => {
  it('puts the CSS of the eager and the lazy component into the client cssBundle', async () => {
    const client = await buildClient();
    expect(client.warnings).toEqual([]);
    const css = cssBundleOf(client);
    expect(css).toContain('font-size: 32px'); // app.tsx, css``
    expect(css).toContain('padding: 16px'); // app.tsx, styled.section``
    expect(css).toContain('text-decoration: none'); // app.tsx, styled(Link)``
    expect(css).toContain('border-radius: 8px'); // app.tsx, evaluated from theme.ts
    expect(css).toContain('width: var(--'); // lazy-panel.tsx, a prop turned into a variable
    // The lazy component really sits in a chunk of its own, not in the entry.
    const lazyChunk = javascriptOf(client).find((file) => file.text.includes('"Lazy"'));
    expect(lazyChunk?.path).not.toMatch(/entry\.js$/);
  });

  it('leaves no Linaria template or runtime `css` in the output', async () => {
    for (const build of [await buildClient(), await buildServer()]) {
      expect(() => assertNoUntransformedLinaria(build)).not.toThrow();
      for (const file of javascriptOf(build)) {
        expect(file.text).not.toMatch(/\bcss`|styled\.\w+`|styled\([^)]*\)`/);
        expect(file.text).not.toContain('Using the "css" tag in runtime is not supported');
        expect(file.text).not.toMatch(/import\s*\{[^}]*\bcss\b[^}]*\}\s*from\s*["']@linaria\/core["']/);
      }
    }
  });

  it('gives the server and the client the same class names, and the server no CSS', async () => {
    const [client, server] = await Promise.all([buildClient(), buildServer()]);
    const classNames = classNamesIn(cssBundleOf(client));
    expect(classNames.length).toBeGreaterThanOrEqual(5);
    const clientCode = javascriptOf(client)
      .map((file) => file.text)
      .join('\n');
    const serverCode = javascriptOf(server)
      .map((file) => file.text)
      .join('\n');
    for (const className of classNames) {
      expect(clientCode).toContain(`"${className}"`);
      expect(serverCode).toContain(`"${className}"`);
    }
    expect(server.warnings).toEqual([]);
    expect(server.outputFiles.filter((file) => file.path.endsWith('.css'))).toEqual([]);
    expect(Object.values(server.metafile.outputs).some((output) => output.cssBundle)).toBe(false);
    // Packages stay external: the fix for eval-time resolution must not bundle them.
    expect(serverCode).toMatch(/from "react"/);
  });

  it('gives readable class names on request, the same in both builds', async () => {
    const readable = { root, readableClassNames: true };
    const [client, server] = await Promise.all([
      buildClient({ plugins: [linaria({ ...readable, emitCss: true })] }),
      buildServer({ plugins: [linaria({ ...readable, emitCss: false })] }),
    ]);
    expect(cssBundleOf(client)).toMatch(/\.Card_c[\w-]+/);
    const className = /\.(Card_c[\w-]+)/.exec(cssBundleOf(client))?.[1];
    expect(
      javascriptOf(server)
        .map((file) => file.text)
        .join('\n'),
    ).toContain(`"${className}"`);
  });

  it('fails the build when wyw hands a file back with its templates', async () => {
    // `ignore` makes wyw hand lazy-panel.tsx back untouched: the case the compiler's guard is for.
    const skipping = linaria({ root, emitCss: false, wywOptions: { ignore: /lazy-panel/ } });
    await expect(buildServer({ plugins: [skipping] })).rejects.toThrow(/lazy-panel\.tsx: styled\.tag`…` template/);
  });

  it('rebuilds in watch mode when a file read only by the styles changes', async () => {
    // A copy of the fixture, so that the test can edit theme.ts; packages resolve through a link.
    const project = await mkdtemp(path.join(tmpdir(), 'linaria-watch-'));
    let onBuilt: (build: InMemoryBuild) => void = () => {};
    const nextBuild = () => new Promise<InMemoryBuild>((resolve) => (onBuilt = resolve));
    try {
      await cp(fixtures, project, { recursive: true });
      await symlink(path.join(root, 'node_modules'), path.join(project, 'node_modules'), 'dir');
      const context = await esbuild.context({
        ...shared,
        absWorkingDir: project,
        entryPoints: [path.join(project, 'entry.tsx')],
        outdir: 'out',
        splitting: true,
        plugins: [linaria({ root: project, emitCss: true }), { name: 'built', setup: (build) => build.onEnd((result) => onBuilt(result)) }],
      });
      try {
        let built = nextBuild();
        await context.watch();
        const first = await built;
        // The output no longer imports theme.ts: only the plugin's watchFiles make esbuild watch it.
        expect(Object.keys(first.metafile.inputs)).not.toContain('theme.ts');
        expect(cssBundleOf(first, project)).toContain('#1b1b1f');

        built = nextBuild();
        const theme = path.join(project, 'theme.ts');
        await writeFile(theme, (await readFile(theme, 'utf8')).replace('#1b1b1f', '#102030'));
        const second = await built;
        expect(cssBundleOf(second, project)).toContain('#102030');
        expect(cssBundleOf(second, project)).not.toContain('#1b1b1f');
      } finally {
        await context.dispose();
      }
    } finally {
      await rm(project, { recursive: true, force: true });
    }
  });
});

describe('assertNoUntransformedLinaria', () => {
  it('fails a build made without the plugin', async () => {
    const [client, server] = await Promise.all([buildClient({ plugins: [] }), buildServer({ plugins: [] })]);
    expect(() => assertNoUntransformedLinaria(client)).toThrow(/css`…` template/);
    expect(() => assertNoUntransformedLinaria(server)).toThrow(/import of @linaria\/core's runtime `css`/);
  });

  it('reads the files of a build written to disk from its metafile', async () => {
    const outdir = await mkdtemp(path.join(tmpdir(), 'linaria-out-'));
    try {
      const written = (withPlugin: boolean) =>
        esbuild.build({
          ...shared,
          write: true,
          entryPoints: [path.join(fixtures, 'entry.tsx')],
          outdir,
          packages: 'external',
          platform: 'node',
          plugins: withPlugin ? [linaria({ root, emitCss: false })] : [],
        });
      const untransformed = await written(false);
      expect(() => assertNoUntransformedLinaria(untransformed, { cwd: root })).toThrow(/entry\.js:\d+: css`…` template/);
      const transformed = await written(true);
      expect(() => assertNoUntransformedLinaria(transformed, { cwd: root })).not.toThrow();
    } finally {
      await rm(outdir, { recursive: true, force: true });
    }
  });

  it('finds templates, renamed tags and the bundled runtime `css` in a sample', () => {
    const sample = [
      'const title = css2`color: red;`;',
      'const Card = (0, import_react.styled).section`padding: 0;`;',
      'const Wide = styled(Card)<{ wide: boolean }>`width: 100%;`;',
      'throw new Error(\'Using the "css" tag in runtime is not supported.\');',
      'const fine = styled("section")({ name: "Card", class: "c2gao5q", propsAsIs: false });',
    ].join('\n');
    expect(findUntransformedLinaria(sample).map((leak) => leak.line)).toEqual([1, 2, 3, 4]);
    expect(() => assertNoUntransformedLinaria([{ path: '/tmp/out/app.js', text: sample }])).toThrow(/app\.js:1: css`…` template/);
    expect(() => assertNoUntransformedLinaria([{ path: '/tmp/out/app.css', text: sample }])).not.toThrow();
  });
});

describe('linaria vite plugin (for vitest)', () => {
  it('renders components with the class names of the esbuild builds', async () => {
    const server = await createViteServer({
      root,
      configFile: false,
      appType: 'custom',
      logLevel: 'silent',
      plugins: [linariaVite({ root })],
      server: { middlewareMode: true, hmr: false, watch: null },
    });
    try {
      const { renderFixture } = (await server.ssrLoadModule(path.join(fixtures, 'render.tsx'))) as {
        renderFixture: () => string;
      };
      const html = renderFixture();
      const client = await buildClient();
      for (const className of classNamesIn(cssBundleOf(client))) expect(html).toContain(className);
      expect(html).toContain('Lazy');
    } finally {
      await server.close();
    }
  });
});
