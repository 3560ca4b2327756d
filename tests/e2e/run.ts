// `npm run test:e2e`: makes sure the build is current, finds the system Chromium, runs Playwright.
// Without Chromium the run fails on CI; on a laptop it says how to install it and skips, with reason.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuilt } from '#scripts/build-if-stale.ts';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const chromium = candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));

if (!chromium) {
  const advice = 'Chromium не найден: установите его (`sudo apt-get install -y chromium`) или укажите путь в CHROMIUM_PATH.';
  if (process.env.CI) {
    console.error(advice);
    process.exit(1);
  }
  console.warn(`\n⚠ Браузерные тесты пропущены. ${advice}\n`);
  process.exit(0);
}

await ensureBuilt();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
