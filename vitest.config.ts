// Unit and integration tests (browser tests run in Playwright, see playwright.config.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linariaVite } from './scripts/linaria/vite-plugin.ts';
import { STYLED_PROPS_MODULE } from './esbuild.config.ts';

export default defineConfig({
  // The same Linaria compiler as the build, so components render with their real class names.
  plugins: [linariaVite({ root: fileURLToPath(new URL('.', import.meta.url)) })],
  // Styled elements forward their props as in the builds (client/lib/styled-props.ts): @linaria/react
  // goes through Vite, not Node, so that the alias reaches its import.
  resolve: { alias: { '@emotion/is-prop-valid': STYLED_PROPS_MODULE } },
  test: {
    include: ['tests/**/*.test.ts', 'server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['tests/setup/fail-on-console.ts'],
    server: { deps: { inline: ['@linaria/react'] } },
    // PGlite takes a second or two to start a database on these machines.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
