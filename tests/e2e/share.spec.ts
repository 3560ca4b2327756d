// The share popover of articles and events: opens by mouse and by keyboard, offers VK, Telegram and a
// copy of the page's canonical link, closes on Escape and on a click outside, and gives focus back.
import { expect, test } from '@playwright/test';
import { expectAccessible, hydrated, VIEWPORTS, watch } from './fixtures.ts';

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`an article's share popover works by mouse and keyboard at ${name} width`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(viewport);
    const seen = watch(page);
    await page.goto('/news');
    const href = (await page.locator('main article h2 a').first().getAttribute('href')) ?? '';
    await page.goto(href);
    await hydrated(page);

    const share = page.getByRole('button', { name: 'Поделиться' });
    // A screen reader hears that it opens a popup before the popup's code has loaded (it loads on the first press).
    await expect(share).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await share.click();
    const panel = page.getByRole('dialog', { name: 'Поделиться' });
    await expect(panel).toBeVisible();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const vk = panel.getByRole('link', { name: 'ВКонтакте' });
    // It opens a new tab, and says so to a screen reader as every such link does (QA).
    await expect(vk).toHaveAccessibleName('ВКонтакте (откроется в новой вкладке)');
    const vkUrl = new URL((await vk.getAttribute('href')) ?? '');
    expect(vkUrl.origin).toBe('https://vk.com');
    expect(new URL(vkUrl.searchParams.get('url') ?? '').pathname).toBe(href);
    await expectAccessible(page, 'the share popover');

    await panel.getByRole('button', { name: 'Скопировать ссылку' }).click();
    await expect(panel.getByRole('status')).toHaveText('Ссылка скопирована');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(href);

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(share).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Поделиться' })).toBeVisible();
    await page.mouse.click(5, viewport.height - 5);
    await expect(page.getByRole('dialog', { name: 'Поделиться' })).toHaveCount(0);
    expect(seen.problems).toEqual([]);
  });
}

test('an event page offers the same share popover', async ({ page }) => {
  await page.goto('/events');
  const href = (await page.locator('main article h3 a, main article h2 a').first().getAttribute('href')) ?? '';
  await page.goto(href);
  await hydrated(page);
  await page.getByRole('button', { name: 'Поделиться' }).click();
  const telegram = page.getByRole('dialog', { name: 'Поделиться' }).getByRole('link', { name: 'Telegram' });
  expect(new URL((await telegram.getAttribute('href')) ?? '').origin).toBe('https://t.me');
});
