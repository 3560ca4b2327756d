// esbuild plugin that compiles Linaria (`css`, `styled`) at build time over @wyw-in-js/transform 2.x:
// the client build gets the extracted CSS in its cssBundle, the server build only the class names.

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, PluginBuild } from 'esbuild';
import { createLinariaCompiler, isProjectSource, loaderFor, mentionsLinaria, sourceFilePattern } from './transform.ts';
import type { LinariaOptions } from './transform.ts';

export interface LinariaEsbuildOptions extends LinariaOptions {
  /**
   * true for the browser bundle: each module's CSS becomes a CSS import, which esbuild gathers into
   * the entry's cssBundle (lazy chunks included). false for the server bundle: no CSS at all.
   */
  emitCss: boolean;
}

// CSS modules of our own making: `import "virtual:linaria/<source path>.<hash>.css"` resolves into
// this namespace, where esbuild's CSS comments then read `linaria:<source path>.<hash>.css`.
const cssNamespace = 'linaria';
const cssPrefix = 'virtual:linaria/';
// The build's own resolver, so eval-time imports follow the same tsconfig paths and conditions as
// the bundle. The compiler falls back to Node when this answers with an external bare name.
function bundlerResolver(build: PluginBuild) {
  return async (specifier: string, importer: string) => {
    const result = await build.resolve(specifier, {
      importer,
      resolveDir: path.dirname(importer),
      kind: 'import-statement',
    });
    return result.errors.length > 0 || result.external ? null : result.path;
  };
}

export function linaria(options: LinariaEsbuildOptions): Plugin {
  return {
    name: 'linaria',
    setup(build) {
      const compiler = createLinariaCompiler(options);
      const root = path.resolve(options.root);
      const resolveImport = bundlerResolver(build);
      // Virtual stylesheet path → its CSS and the directory its url()s are relative to.
      const stylesheets = new Map<string, { css: string; resolveDir: string }>();
      // Source file → its current stylesheet, so that watch rebuilds drop the stale ones.
      const stylesheetOfSource = new Map<string, string>();

      build.onResolve({ filter: /^virtual:linaria\// }, (args) => ({
        path: args.path.slice(cssPrefix.length),
        namespace: cssNamespace,
      }));

      build.onLoad({ filter: /.*/, namespace: cssNamespace }, (args) => {
        const stylesheet = stylesheets.get(args.path);
        if (!stylesheet) return { errors: [{ text: `No Linaria CSS is known for ${args.path}` }] };
        return { contents: stylesheet.css, loader: 'css', resolveDir: stylesheet.resolveDir };
      });

      build.onLoad({ filter: sourceFilePattern, namespace: 'file' }, async (args) => {
        // Returning undefined lets esbuild load the file itself: packages, and modules without
        // Linaria, which are most of them.
        if (!isProjectSource(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!mentionsLinaria(source)) return undefined;

        const loader = build.initialOptions.loader?.[path.extname(args.path)] ?? loaderFor(args.path);
        const resolveDir = path.dirname(args.path);
        try {
          const result = await compiler.transform(args.path, source, resolveImport);
          if (!result) return undefined;
          let contents = result.code;
          if (options.emitCss && result.cssText) {
            // The import goes last so that this module's rules follow those of the modules it
            // imports: a `styled(Card)` then wins over Card's own rules.
            const hash = createHash('sha256').update(result.cssText).digest('hex').slice(0, 8);
            const stylesheet = `${path.relative(root, args.path).replaceAll('\\', '/')}.${hash}.css`;
            const previous = stylesheetOfSource.get(args.path);
            if (previous && previous !== stylesheet) stylesheets.delete(previous);
            stylesheetOfSource.set(args.path, stylesheet);
            stylesheets.set(stylesheet, { css: result.cssText, resolveDir });
            contents += `\nimport ${JSON.stringify(cssPrefix + stylesheet)};\n`;
          }
          if (build.initialOptions.sourcemap && result.sourceMap) {
            const map = Buffer.from(JSON.stringify(result.sourceMap)).toString('base64');
            contents += `\n//# sourceMappingURL=data:application/json;base64,${map}\n`;
          }
          return {
            contents,
            loader,
            resolveDir,
            // Styles may read files that the output no longer imports (a theme used only inside
            // templates); a watch rebuild must still follow them.
            watchFiles: result.evaluatedFiles,
            warnings: result.warnings.map((text) => ({ text })),
          };
        } catch (error) {
          // A failed run may leave half-built state for this file behind; start afresh next time.
          compiler.invalidate(args.path);
          const text = error instanceof Error ? error.message : String(error);
          return { errors: [{ text, location: { file: args.path } }] };
        }
      });

      // The evaluator runs in a child process: stop it when esbuild is done with this plugin
      // (after build(), or on context.dispose() in watch mode), or Node never exits.
      build.onDispose(() => compiler.dispose());
    },
  };
}
