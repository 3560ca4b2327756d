// End-to-end tests in the system Chromium (Playwright cannot download its own browser here). The
// config builds nothing and starts the built server itself on a free data folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3147);
// One data folder for the server and every worker (they read the mail it writes): the runner makes it,
// the workers it starts inherit the variable.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'fund-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // page.route cannot see requests once the site's service worker controls the page (its fetch
    // handler sits in between), and many tests stand in for the API with page.route. The worker's own
    // test (prefetch.spec.ts) allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: {
    command: 'node --enable-source-maps dist/server/main.js',
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // One browser sends every test's leads from one address: more a minute than a visitor's limit allows.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      LEADS_PER_MINUTE: '60',
    },
  },
});
