// The build: the browser bundle (ESM, a chunk per route, hashed names, one CSS bundle from Linaria,
// and a manifest the server reads) and the server bundle. `--watch` rebuilds and restarts the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { assertNoUntransformedLinaria } from './scripts/linaria/check.ts';
import { linaria } from './scripts/linaria/esbuild-plugin.ts';
import type { AssetManifest } from './server/site/assets.ts';

export const projectRoot = path.dirname(fileURLToPath(import.meta.url));
export const distDir = path.join(projectRoot, 'dist');
export const clientDir = path.join(distDir, 'client');
export const serverEntryOut = path.join(distDir, 'server', 'main.js');
export const buildStampFile = path.join(distDir, 'build-info.json');

const CLIENT_ENTRY = 'client/entry.client.tsx';
const BOOT_ENTRY = 'client/boot.ts';
const ROUTE_MODULE = /^client\/routes\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)\.tsx$/;

type Mode = 'production' | 'development';

/**
 * React Router's package exports point at its development build for every environment (it ships the
 * production one beside it): production bundles take that one, in the browser and on the server, where
 * the router is bundled instead of loaded from node_modules for it.
 */
function reactRouterBuild(mode: Mode): esbuild.Plugin {
  const require = createRequire(import.meta.url);
  const routerDir = path.dirname(require.resolve('react-router/package.json'));
  const routerDomDir = path.dirname(require.resolve('react-router-dom/package.json'));
  const builds: Record<string, string> = {
    'react-router': path.join(routerDir, 'dist', mode, 'index.mjs'),
    'react-router/dom': path.join(routerDir, 'dist', mode, 'dom-export.mjs'),
    'react-router-dom': path.join(routerDomDir, 'dist', 'index.mjs'),
  };
  return {
    name: 'react-router-build',
    setup(buildApi) {
      buildApi.onResolve({ filter: /^react-router(-dom|\/dom)?$/ }, (args) => ({ path: builds[args.path] }));
    },
  };
}

/**
 * Lets the browser bundle drop the parts of React Router the site does not use. Its production build is
 * one flat file whose components are made at the top level (`var Link = React.forwardRef(…)`, then
 * `Link.displayName = "Link"`): a bundler must assume a call or an assignment there has side effects, so
 * Link, NavLink, Form, ScrollRestoration and everything they reach (framework-mode prefetching, fetchers)
 * stayed in every page's first load though nothing calls them. The same fix is proposed upstream
 * (remix-run/react-router#15299): here the calls that only make a component or a context are marked
 * `@__PURE__` and the `displayName` lines (names for React DevTools) are left out, line for line, so
 * esbuild keeps what is used. 5.5 KB of gzip less on every page (27.6 instead of 33.2 KB for the
 * router's chunk, 25.11.2026); tests/build/bundle-budget.test.ts checks that Link's code stays out.
 */
export function shakeableReactRouter(code: string): string {
  return code
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^(var objectProtoNames\d* = )(Object\.getOwnPropertyNames\()/gm, '$1/* @__PURE__ */ $2');
}

function reactRouterTreeShaking(): esbuild.Plugin {
  return {
    name: 'react-router-tree-shaking',
    setup(buildApi) {
      buildApi.onLoad({ filter: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/ }, async (args) => ({
        contents: shakeableReactRouter(await readFile(args.path, 'utf8')),
        loader: 'js',
      }));
    },
  };
}

/** V8's magic comment that asks for every function of a script to be compiled eagerly (v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The module that takes @emotion/is-prop-valid's place (see it for why); vitest.config.ts uses it too. */
export const STYLED_PROPS_MODULE = path.join(projectRoot, 'client', 'lib', 'styled-props.ts');

/** Our class-name join, which Linaria's `styled` gets in place of @linaria/core's `cx` (see it for why). */
const CLASS_NAMES_MODULE = path.join(projectRoot, 'client', 'lib', 'class-names.ts');

/**
 * Linaria's `styled` forwards every prop of a styled DOM element (client/lib/styled-props.ts) and joins
 * its class names with client/lib/class-names.ts. On the server, where packages load from node_modules,
 * @linaria/react is bundled so that it gets the same stand-ins and renders what the browser hydrates.
 */
function styledRuntime(): esbuild.Plugin {
  const require = createRequire(import.meta.url);
  const linariaReact = path.join(path.dirname(require.resolve('@linaria/react/package.json')), 'dist', 'index.mjs');
  return {
    name: 'styled-runtime',
    setup(buildApi) {
      buildApi.onResolve({ filter: /^@emotion\/is-prop-valid$/ }, () => ({ path: STYLED_PROPS_MODULE }));
      buildApi.onResolve({ filter: /^@linaria\/react$/ }, () => ({ path: linariaReact }));
      // Only @linaria/react's import: class-names.ts itself imports the real `cx` for atomic classes.
      buildApi.onResolve({ filter: /^@linaria\/core$/ }, (resolved) =>
        resolved.importer === linariaReact ? { path: CLASS_NAMES_MODULE } : undefined,
      );
    },
  };
}

export function clientOptions(mode: Mode): esbuild.BuildOptions {
  return {
    absWorkingDir: projectRoot,
    entryPoints: [CLIENT_ENTRY],
    outdir: path.join(clientDir, 'assets'),
    publicPath: '/assets/',
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome109', 'firefox115', 'safari16'],
    jsx: 'automatic',
    minify: mode === 'production',
    // Maps are written beside the files (`*.js.map`, served like them) but not named at the end of each
    // file: the comment cost every page about 1 KB of gzip across its ~30 files, for a link only a
    // developer's tools follow (DevTools takes a map added by hand; error tooling gets the files).
    sourcemap: 'external',
    metafile: true,
    legalComments: 'linked',
    // V8's explicit compile hint (Chrome 136 on; other engines read a comment): compile every function of
    // the file eagerly, while it streams in, off the main thread. Without it React DOM's 200 KB were parsed
    // on the main thread when the page's modules ran, one task of 50–57 ms on this machine (12–15 ms with
    // it, in a trace of home's load; README › Lighthouse). Each file pays 20 bytes of gzip for it.
    banner: { js: COMPILE_HINT },
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    plugins: [
      reactRouterBuild(mode),
      ...(mode === 'production' ? [reactRouterTreeShaking()] : []),
      styledRuntime(),
      linaria({ root: projectRoot, emitCss: true, readableClassNames: mode === 'development' }),
    ],
    logLevel: 'warning',
  };
}

export function serverOptions(mode: Mode): esbuild.BuildOptions {
  return {
    absWorkingDir: projectRoot,
    entryPoints: ['server/main.ts'],
    outfile: serverEntryOut,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'linked',
    metafile: true,
    minify: false,
    plugins: [
      reactRouterBuild(mode),
      styledRuntime(),
      linaria({ root: projectRoot, emitCss: false, readableClassNames: mode === 'development' }),
    ],
    logLevel: 'warning',
  };
}

/**
 * client/boot.ts, built on its own: one small file without imports (in the split build, esbuild's shared
 * runtime chunk would be imported first, a round trip in front of everything else).
 */
export function bootOptions(mode: Mode): esbuild.BuildOptions {
  return { ...clientOptions(mode), entryPoints: [BOOT_ENTRY], splitting: false, plugins: [] };
}

function bootFileOf(metafile: esbuild.Metafile): string {
  const output = Object.keys(metafile.outputs).find((file) => file.endsWith('.js'));
  if (!output) throw new Error(`The boot build has no output for ${BOOT_ENTRY}`);
  return `/assets/${path.basename(output)}`;
}

/** Reads the client metafile into the manifest of server/site/assets.ts. */
export function manifestFromMetafile(metafile: esbuild.Metafile, boot = ''): AssetManifest {
  const publicUrlOf = (outputPath: string) => `/assets/${path.basename(outputPath)}`;
  const staticImports = (output: esbuild.Metafile['outputs'][string]) =>
    output.imports.filter((entry) => entry.kind === 'import-statement' && !entry.external).map((entry) => publicUrlOf(entry.path));

  const manifest: AssetManifest = { boot, entry: { file: '', imports: [], css: [] }, routes: {} };
  for (const [outputPath, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || !outputPath.endsWith('.js')) continue;
    if (output.entryPoint === CLIENT_ENTRY) {
      manifest.entry = {
        file: publicUrlOf(outputPath),
        imports: staticImports(output),
        css: output.cssBundle ? [publicUrlOf(output.cssBundle)] : [],
      };
      continue;
    }
    const routeId = ROUTE_MODULE.exec(output.entryPoint)?.[1];
    if (routeId) manifest.routes[routeId] = { file: publicUrlOf(outputPath), imports: staticImports(output) };
  }
  if (!manifest.entry.file) throw new Error(`The client build has no output for ${CLIENT_ENTRY}`);
  return manifest;
}

/**
 * Each page's JS files beyond the entry's (its chunk and the chunks it imports), as a content-hashed
 * asset: link prefetch in the browser preloads them for links in view without running them.
 */
async function writeRouteChunks(manifest: AssetManifest): Promise<string> {
  const loadedWithEntry = new Set([manifest.entry.file, ...manifest.entry.imports]);
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, chunk]) => [id, [chunk.file, ...chunk.imports].filter((file) => !loadedWithEntry.has(file))]),
  );
  const json = JSON.stringify(routes);
  const name = `route-chunks-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
  await writeFile(path.join(clientDir, 'assets', name), json);
  return `/assets/${name}`;
}

/**
 * The CSS files esbuild writes beside the route chunks that import styles. The Linaria plugin gathers
 * every module's CSS, lazy chunks included, into the entry's cssBundle, the one stylesheet pages link
 * (server/site/assets.ts), so these copies are never requested: the build deletes them rather than ship
 * ~35 dead files (300 KB) to the static host or CDN.
 */
export function unusedStylesheets(metafile: esbuild.Metafile): string[] {
  const linked = new Set(
    Object.values(metafile.outputs)
      .filter((output) => output.entryPoint === CLIENT_ENTRY && output.cssBundle)
      .map((output) => output.cssBundle!),
  );
  return Object.keys(metafile.outputs).filter((file) => file.endsWith('.css') && !linked.has(file));
}

async function writeClientExtras(metafile: esbuild.Metafile, boot: string): Promise<void> {
  await Promise.all(
    unusedStylesheets(metafile).flatMap((file) =>
      [file, `${file}.map`].map((name) => rm(path.resolve(projectRoot, name), { force: true })),
    ),
  );
  const manifest = manifestFromMetafile(metafile, boot);
  manifest.routeChunks = await writeRouteChunks(manifest);
  await writeFile(path.join(clientDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  await cp(path.join(projectRoot, 'client', 'public'), path.join(clientDir, 'public'), { recursive: true });
}

export async function build(mode: Mode = 'production'): Promise<void> {
  await rm(distDir, { recursive: true, force: true });
  await mkdir(clientDir, { recursive: true });
  const [client, boot, server] = await Promise.all([
    esbuild.build(clientOptions(mode)),
    esbuild.build(bootOptions(mode)),
    esbuild.build(serverOptions(mode)),
  ]);
  // A css/styled template left in the output would throw in the browser: fail the build instead.
  assertNoUntransformedLinaria(client, { cwd: projectRoot });
  assertNoUntransformedLinaria(server, { cwd: projectRoot });
  await writeClientExtras(client.metafile!, bootFileOf(boot.metafile!));
  await writeFile(buildStampFile, JSON.stringify({ mode, builtAt: new Date().toISOString() }));
}

/** `npm run dev`: rebuild on change; restart the server after each server rebuild. */
async function watch(): Promise<void> {
  await rm(distDir, { recursive: true, force: true });
  await mkdir(clientDir, { recursive: true });
  let server: ChildProcess | undefined;
  const restart = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    server = spawn(process.execPath, ['--enable-source-maps', serverEntryOut], { stdio: 'inherit' });
  };
  const onEnd = (name: string, after: (result: esbuild.BuildResult) => Promise<void>): esbuild.Plugin => ({
    name,
    setup(buildApi) {
      buildApi.onEnd(async (result) => {
        if (result.errors.length === 0) await after(result).catch((error: unknown) => console.error(error));
      });
    },
  });
  const boot = bootFileOf((await esbuild.build(bootOptions('development'))).metafile!);
  const client = await esbuild.context({
    ...clientOptions('development'),
    plugins: [...clientOptions('development').plugins!, onEnd('manifest', (result) => writeClientExtras(result.metafile!, boot))],
  });
  const serverContext = await esbuild.context({
    ...serverOptions('development'),
    plugins: [...serverOptions('development').plugins!, onEnd('restart', restart)],
  });
  await client.rebuild();
  await Promise.all([client.watch(), serverContext.watch()]);
  console.log('Watching for changes…');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const task = process.argv.includes('--watch') ? watch() : build(process.env.NODE_ENV === 'development' ? 'development' : 'production');
  task.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
