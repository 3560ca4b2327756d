import { chromium } from '@playwright/test';
const [base, out, width, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(width) > 800 ? 900 : 844 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
await context.addInitScript(() => localStorage.setItem('cookie-notice-seen', '1'));
const page = await context.newPage();
for (const p of paths) {
  await page.goto(base + p, { waitUntil: 'networkidle' });
  const file = `${out}/${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
