// The Linaria compiler shared by our esbuild and vite plugins: one place that calls
// @wyw-in-js/transform, so the server bundle, the client bundle and the tests agree on class names.

import { createRequire } from 'node:module';
import path from 'node:path';
import type { ImportOverrides } from '@wyw-in-js/shared';
import { disposeEvalBroker, transform, TransformCacheCollection } from '@wyw-in-js/transform';
import type { PluginOptions, Result } from '@wyw-in-js/transform';
import { transform as compileWithEsbuild } from 'esbuild';
import type { Loader } from 'esbuild';
import { findUntransformedLinaria } from './check.ts';

export interface LinariaOptions {
  /**
   * Project root. Class names hash the source path relative to it, so every build that renders
   * the same component (server, client, tests) must pass the same root.
   */
  root: string;
  /** `Card_c2gao5q` rather than `c2gao5q`: easier to read in development, longer in production. */
  readableClassNames?: boolean;
  /**
   * Vendor prefixes from stylis (`-webkit-box`, `-ms-flexbox`…). Off by default: esbuild adds the
   * prefixes that the build's `target` needs when it bundles the CSS.
   */
  prefixer?: boolean;
  /** More @wyw-in-js options (importOverrides, eval, …), merged over ours. */
  wywOptions?: Partial<PluginOptions>;
}

/** Where an import points to, as an absolute file path; null when it cannot be resolved. */
export type ResolveImport = (specifier: string, importer: string) => Promise<string | null | undefined>;

export interface LinariaResult {
  code: string;
  /** Extracted CSS; empty when the file holds no styles. */
  cssText: string;
  sourceMap: Result['sourceMap'];
  /** Files read while evaluating the styles (outside node_modules), to watch for changes. */
  evaluatedFiles: string[];
  warnings: string[];
}

export interface LinariaCompiler {
  /** Compiles one module; null when it does not use Linaria and is left as it is. */
  transform(filename: string, source: string, resolveImport?: ResolveImport): Promise<LinariaResult | null>;
  /** Forgets what is cached for a file that changed (the cache also notices changes by itself). */
  invalidate(filename: string): void;
  /** Stops the process in which @wyw-in-js evaluates styles; a later transform starts a new one. */
  dispose(): void;
}

export const sourceFilePattern = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const nodeModulesPattern = /[\\/]node_modules[\\/]/;

/** The esbuild loader for a source file of ours; plain JavaScript may hold JSX too. */
export function loaderFor(filename: string): Loader {
  if (filename.endsWith('.tsx')) return 'tsx';
  return /\.[cm]?ts$/.test(filename) ? 'ts' : 'jsx';
}

/** A source of ours (not a package) that a Linaria plugin should look at. */
export function isProjectSource(filename: string): boolean {
  return sourceFilePattern.test(filename) && !nodeModulesPattern.test(filename);
}

/** The fast path: only modules that import Linaria are handed to the (slow) transform. */
export function mentionsLinaria(source: string): boolean {
  // An import statement, not just the name in a comment or a string (the checker itself names it).
  return LINARIA_IMPORT.test(source);
}

const LINARIA_IMPORT = /\bfrom\s*['"]@linaria\/[\w-]+['"]/;

// Components evaluated for their styles pull these in at module level (`lazy()`, `styled(Link)`, an
// endpoint's `queryOptions`); running them in Node is safe, so wyw's warning about each such import would
// only be noise.
const runtimePackagesSafeToEvaluate: ImportOverrides = {
  react: { unknown: 'allow' },
  'react-dom': { unknown: 'allow' },
  '@tanstack/react-query': { unknown: 'allow' },
};

/**
 * React Router is evaluated from its ES module builds. Resolved for `require`, react-router-dom is a
 * CommonJS file that require()s react-router, whose `module-sync` export is an ES module: Node 20 then
 * loads it through require(esm), and when another file's evaluation is importing react-router at the
 * same moment, Node fails with "Cannot read properties of undefined (reading 'getStatus')" and the
 * file's transform with it (a route module came out of the test server broken, and its page answered
 * 500). Their ES module builds import each other, so every load goes one way.
 */
function reactRouterAsModules(root: string): ImportOverrides {
  const require = createRequire(path.join(root, 'package.json'));
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  return {
    'react-router': { mock: path.join(packageDir('react-router'), 'dist', 'development', 'index.mjs') },
    'react-router-dom': { mock: path.join(packageDir('react-router-dom'), 'dist', 'index.mjs') },
  };
}

/**
 * Resolves with `resolveImport` first (the bundler's own rules: tsconfig paths, conditions), then
 * with Node. The fallback matters when the bundler marks packages external and answers with a bare
 * name such as `react`, which the evaluator cannot load.
 */
async function resolveToFile(specifier: string, importer: string, resolveImport?: ResolveImport): Promise<string> {
  const resolved = await resolveImport?.(specifier, importer);
  if (resolved && path.isAbsolute(resolved)) return resolved;
  return createRequire(importer).resolve(specifier);
}

export function createLinariaCompiler(options: LinariaOptions): LinariaCompiler {
  const root = path.resolve(options.root);
  // One cache for every file of a build (and across watch rebuilds): shared modules such as a
  // theme are shaken and evaluated once.
  const cache = new TransformCacheCollection();
  const { importOverrides, ...wywOptions } = options.wywOptions ?? {};
  const pluginOptions: Partial<PluginOptions> = {
    displayName: options.readableClassNames ?? false,
    // Settings come from here only, never from a stray wyw-in-js.config.js.
    configFile: false,
    ...wywOptions,
    importOverrides: { ...runtimePackagesSafeToEvaluate, ...reactRouterAsModules(root), ...importOverrides },
  };

  // The set of files evaluated for `filename`, followed through wyw's cache of entrypoints.
  function evaluatedFilesOf(filename: string): string[] {
    const seen = new Set<string>();
    const queue = [filename];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      for (const { resolved } of cache.get('entrypoints', file)?.dependencies.values() ?? []) {
        if (resolved && !seen.has(resolved) && !nodeModulesPattern.test(resolved)) {
          seen.add(resolved);
          queue.push(resolved);
        }
      }
    }
    seen.delete(filename);
    return [...seen];
  }

  return {
    async transform(filename, source, resolveImport) {
      if (!isProjectSource(filename) || !mentionsLinaria(source)) return null;
      const warnings: string[] = [];
      const result = await transform(
        {
          options: { filename, root, pluginOptions, prefixer: options.prefixer ?? false },
          cache,
          emitWarning: (message) => warnings.push(message),
        },
        source,
        (specifier, importer) => resolveToFile(specifier, importer, resolveImport),
      );
      // wyw hands back the source untouched when it skips a file; shipping that would throw at
      // runtime, so say so here, where the file name is still known. Comments go first: they may
      // well quote a template.
      const { code: withoutComments } = await compileWithEsbuild(result.code, {
        loader: loaderFor(filename),
        jsx: 'preserve',
        legalComments: 'none',
      });
      const leaks = findUntransformedLinaria(withoutComments, path.relative(root, filename));
      if (leaks.length > 0) {
        const list = leaks.map((leak) => `${leak.file}: ${leak.reason}: ${leak.snippet.trim()}`).join('\n');
        throw new Error(`Linaria left templates untransformed:\n${list}`);
      }
      return {
        code: result.code,
        cssText: result.cssText ?? '',
        sourceMap: result.sourceMap ?? null,
        evaluatedFiles: evaluatedFilesOf(filename),
        warnings,
      };
    },
    invalidate(filename) {
      cache.invalidateForFile(filename);
    },
    dispose() {
      disposeEvalBroker(cache);
    },
  };
}
