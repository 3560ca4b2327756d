// Finds Linaria templates that reached built code untransformed. At runtime `css` throws and a
// `styled` template renders without styles, so a build that holds one must fail, not ship.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildResult } from 'esbuild';

export interface LinariaLeak {
  file: string;
  line: number;
  reason: string;
  snippet: string;
}

/** What esbuild gives back with `write: false`; any `{ path, text }` works. */
export interface CodeFile {
  path: string;
  text: string;
}

// esbuild renames imports when it bundles (`css_default`, `styled2`, `(0, import_react.styled)`),
// and source that is not compiled yet may carry a type argument (`styled.div<Props>`).
const tag = (name: string): string => String.raw`\b${name}(?:_default)?\d*\)?\s*`;
const typeArgument = String.raw`(?:<[^\`;]*>)?\s*`;
const identifier = String.raw`[A-Za-z_$][\w$]*\s*`;
const callArguments = String.raw`\((?:[^()\`]|\([^()\`]*\))*\)\s*`;
const leakPatterns: ReadonlyArray<{ reason: string; pattern: RegExp }> = [
  { reason: 'css`…` template', pattern: new RegExp(`${tag('css')}\``) },
  {
    reason: 'styled.tag`…` template',
    pattern: new RegExp(`${tag('styled')}\\.\\s*${identifier}${typeArgument}\``),
  },
  {
    reason: 'styled(Component)`…` template',
    pattern: new RegExp(`${tag('styled')}${callArguments}${typeArgument}\``),
  },
  {
    reason: "import of @linaria/core's runtime `css`, which throws",
    pattern: /\bimport\s*\{[^}]*\bcss\b[^}]*\}\s*from\s*["']@linaria\/core["']/,
  },
  {
    // A bundle holds this message only when something still calls the runtime `css`; it survives
    // minification, where renamed identifiers would slip past the patterns above.
    reason: 'bundled @linaria/core runtime `css`, which throws',
    pattern: /Using the "css" tag in runtime is not supported/,
  },
];

const isScript = (file: string): boolean => /\.[cm]?[jt]sx?$/.test(file);

/** Every untransformed Linaria template or runtime `css` in one piece of code. */
export function findUntransformedLinaria(code: string, file = '<code>'): LinariaLeak[] {
  const leaks: LinariaLeak[] = [];
  for (const { reason, pattern } of leakPatterns) {
    const global = new RegExp(pattern.source, 'g');
    for (const match of code.matchAll(global)) {
      const offset = match.index;
      const lineStart = code.lastIndexOf('\n', offset) + 1;
      leaks.push({
        file,
        line: code.slice(0, offset).split('\n').length,
        reason,
        snippet: code.slice(lineStart, lineStart + 160).split('\n')[0] ?? '',
      });
    }
  }
  return leaks.sort((a, b) => a.line - b.line);
}

function isCodeFileList(outputs: BuildResult | readonly CodeFile[]): outputs is readonly CodeFile[] {
  return Array.isArray(outputs);
}

function codeFilesOf(outputs: BuildResult | readonly CodeFile[], cwd: string): CodeFile[] {
  if (isCodeFileList(outputs)) return outputs.filter((output) => isScript(output.path));
  const result = outputs;
  if (result.outputFiles) return result.outputFiles.filter((output) => isScript(output.path));
  if (result.metafile) {
    return Object.keys(result.metafile.outputs)
      .filter(isScript)
      .map((file) => ({ path: file, text: readFileSync(path.resolve(cwd, file), 'utf8') }));
  }
  throw new Error('assertNoUntransformedLinaria needs outputFiles (write: false) or a metafile');
}

/**
 * Throws, listing every leak, when built JavaScript still holds a Linaria template or the runtime
 * `css`. Takes esbuild's result (`write: false`, or `metafile: true` with files on disk under
 * `cwd`, esbuild's `absWorkingDir`) or a list of `{ path, text }`.
 */
export function assertNoUntransformedLinaria(outputs: BuildResult | readonly CodeFile[], options: { cwd?: string } = {}): void {
  const cwd = options.cwd ?? process.cwd();
  const leaks = codeFilesOf(outputs, cwd).flatMap((output) =>
    findUntransformedLinaria(output.text, path.relative(cwd, output.path) || output.path),
  );
  if (leaks.length === 0) return;
  const list = leaks.map((leak) => `  ${leak.file}:${leak.line}: ${leak.reason}\n    ${leak.snippet.trim()}`);
  const hint = 'is the linaria() esbuild plugin in this build?';
  throw new Error(`Untransformed Linaria in the build output (${hint}):\n${list.join('\n')}`);
}
