// Vite plugin over the same Linaria compiler, for vitest: tests import components that use `css`
// and `styled` and render them in Node. It keeps the class names and drops the CSS.

import type { Plugin } from 'vitest/config';
import { createLinariaCompiler, isProjectSource, mentionsLinaria } from './transform.ts';
import type { LinariaOptions } from './transform.ts';

export function linariaVite(options: LinariaOptions): Plugin {
  const compiler = createLinariaCompiler(options);
  return {
    name: 'linaria',
    // Before Vite's own TypeScript transform, so the compiler sees the same source as in the
    // esbuild builds.
    enforce: 'pre',
    async transform(code, id) {
      const filename = id.split('?', 1)[0] ?? id;
      if (!isProjectSource(filename) || !mentionsLinaria(code)) return null;
      const result = await compiler.transform(filename, code, async (specifier, importer) => {
        const resolved = await this.resolve(specifier, importer, { skipSelf: true });
        return resolved?.external ? null : resolved?.id.split('?', 1)[0];
      });
      if (!result) return null;
      for (const warning of result.warnings) this.warn(warning);
      for (const file of result.evaluatedFiles) this.addWatchFile(file);
      return { code: result.code, map: result.sourceMap };
    },
    watchChange(id) {
      compiler.invalidate(id);
    },
    // The evaluator runs in a child process that would keep Node alive.
    buildEnd() {
      compiler.dispose();
    },
  };
}
