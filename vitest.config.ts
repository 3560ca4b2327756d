// Unit and integration tests (browser tests run in Playwright, see playwright.config.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['tests/setup/fail-on-console.ts'],
    // PGlite takes a second or two to start a database on these machines.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
