// Screenshots of pages as a visitor sees them, at the two widths the issues check (1440 and 390 px):
//   npx tsx scripts/screenshots.ts http://localhost:3000 /tmp/shots / /news /o-fonde
// Uses the system Chromium (CHROMIUM_PATH or /usr/bin/chromium). `--full` takes the whole page.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots', ...rest] = process.argv.slice(2);
const fullPage = rest.includes('--full');
const pagePaths = rest.filter((arg) => !arg.startsWith('--'));
const widths = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } };

/** Scrolls through the page so that its lazy images load (a full-page shot does not), then back up. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // A lazy image that is not displayed (a desktop-only picture on a phone) never loads: wait 5 s at most.
    const decoded = Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))]);
    window.scrollTo(0, 0);
  });
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const [name, viewport] of Object.entries(widths)) {
    const context = await browser.newContext({ viewport, locale: 'ru-RU', timezoneId: 'Europe/Moscow', deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const pagePath of pagePaths.length > 0 ? pagePaths : ['/']) {
      await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: 'networkidle' });
      if (fullPage) await loadLazyImages(page);
      const file = path.join(outDir, `${pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${name}.png`);
      await page.screenshot({ path: file, fullPage });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
