// Unit and integration tests (browser tests run in Playwright, see playwright.config.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linariaVite } from './scripts/linaria/vite-plugin.ts';

export default defineConfig({
  // The same Linaria compiler as the build, so components render with their real class names.
  plugins: [linariaVite({ root: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    include: ['tests/**/*.test.ts', 'server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['tests/setup/fail-on-console.ts'],
    // PGlite takes a second or two to start a database on these machines.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
