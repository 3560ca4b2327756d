// A visitor reads the news: the list arrives with its data, hydrates without a console
// complaint and without asking the API again, an article opens by client navigation, Back returns.
import { expect, test } from '@playwright/test';
import { expectAccessible, hydrated, VIEWPORTS, watch } from './fixtures.ts';

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test('the news list arrives with its data, hydrates without refetching, opens an article and goes back', async ({ page }) => {
      const seen = watch(page);

      const response = await page.goto('/news');
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<script type="application/json" id="app-data">');
      const firstLink = page.locator('main article h2 a').first();
      const title = (await firstLink.textContent())?.trim() ?? '';
      expect(title.length).toBeGreaterThan(0);
      expect(html).toContain(`id="app-data"`);

      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      expect(seen.apiCalls, 'hydration must reuse the embedded data').toEqual([]);
      await expectAccessible(page, 'the news list');

      const href = (await firstLink.getAttribute('href')) ?? '';
      await firstLink.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      // One canonical link, the article's: a phone's browser shares the page by it.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));
      expect(seen.apiCalls).toContain(`/api${href.replace('/news/', '/news-posts/')}`);
      expect(seen.documents, 'the article opens by client navigation').toEqual(['/news']);
      await expectAccessible(page, 'an article');

      await page.goBack();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.locator('h1')).toHaveText('Новости');
      await expect(page.locator('main article h2 a').first()).toHaveText(title);
      expect(seen.documents).toEqual(['/news']);
      expect(seen.problems).toEqual([]);
    });

    test('the page links fit one row: numbers on a wide screen, «2 из 3» between the arrows on a phone', async ({ page }) => {
      await page.goto('/news?page=2');
      const pages = page.getByRole('navigation', { name: 'Страницы' });
      const numbers = pages.getByRole('link', { name: /^Страница \d+$/ });
      if (viewport.width < 768) {
        // QA at 390 px: three rows of buttons for a long archive.
        await expect(numbers).toHaveCount(1);
        await expect(numbers).toHaveText('2 из 3', { useInnerText: true });
      } else {
        await expect(numbers).toHaveText(['1', '2', '3'], { useInnerText: true });
      }
      await expect(pages.locator('[aria-current="page"]')).toHaveAttribute('aria-label', 'Страница 2');
      const box = await pages.boundingBox();
      expect(box!.height).toBeLessThan(60);
    });

    test('an unknown article shows the error page with a real 404 and hydrates cleanly', async ({ page }) => {
      const seen = watch(page);
      const response = await page.goto('/news/no-such-news-post');
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Возникла ошибка, возможно 404');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expectAccessible(page, 'the 404 page');
      await page.getByRole('link', { name: 'Вернуться на главную' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Венчурный фонд Республики Карелия');
      // Chromium reports the 404 document itself as a failed resource; nothing else may complain.
      expect(seen.problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    });
  });
}

// The service worker is blocked in these tests (playwright.config.ts): with it, a visitor after a deploy
// would get the old chunk from its cache instead.
test.describe(() => {
  test('a route chunk that fails to load reloads once, onto the page the visitor asked for', async ({ page }) => {
    const seen = watch(page);
    await page.route('**/assets/news-post-*.js', (route) => route.abort());
    await page.goto('/news');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const firstLink = page.locator('main article h2 a').first();
    const href = (await firstLink.getAttribute('href')) ?? '';
    const title = (await firstLink.textContent())?.trim() ?? '';

    await firstLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // The full load renders the article on the server even though its chunk still cannot load.
    await expect(page.locator('h1')).toHaveText(title);
    await page.waitForTimeout(1500);
    expect(seen.documents, 'exactly one reload, no loop').toEqual(['/news', href]);
  });

  test('a component chunk that fails to load (the share popover) reloads the page once instead of breaking it', async ({ page }) => {
    const seen = watch(page);
    let refused = 0;
    // The popover's chunk is gone once (a deploy replaced the files), then back.
    await page.route('**/assets/share-popover-*.js', (route) => (refused++ === 0 ? route.abort() : route.continue()));
    await page.goto('/news');
    const href = (await page.locator('main article h2 a').first().getAttribute('href')) ?? '';
    await page.goto(href);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const title = (await page.locator('h1').textContent()) ?? '';

    await page.getByRole('button', { name: 'Поделиться' }).click();
    await expect.poll(() => seen.documents).toEqual(['/news', href, href]);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('h1')).toHaveText(title);
    // After the reload the popover loads as it should.
    await page.getByRole('button', { name: 'Поделиться' }).click();
    await expect(page.getByRole('link', { name: /ВКонтакте/ })).toBeVisible();
  });
});

test('an article opened directly hydrates without a complaint and without asking the API again', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/news');
  const href = (await page.locator('main article h2 a').first().getAttribute('href')) ?? '';
  const articlePage = await page.context().newPage();
  const direct = watch(articlePage);
  const response = await articlePage.goto(href);
  expect(response?.status()).toBe(200);
  await expect(articlePage.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(articlePage.getByRole('heading', { name: 'Похожие новости' })).toBeVisible();
  expect(direct.apiCalls).toEqual([]);
  expect([...seen.problems, ...direct.problems]).toEqual([]);
});

test("the site's links follow the browser's rules: a modified click is the browser's, a link to the open page adds no history entry", async ({
  page,
  context,
}) => {
  const seen = watch(page);
  await page.goto('/news');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const firstLink = page.locator('main article h2 a').first();
  const href = (await firstLink.getAttribute('href')) ?? '';

  // Ctrl+click (Cmd on a Mac) opens the article in a new tab and leaves this page where it is.
  const [opened] = await Promise.all([context.waitForEvent('page'), firstLink.click({ modifiers: ['ControlOrMeta'] })]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe(href);
  await opened.close();
  await expect(page).toHaveURL(/\/news$/);

  // «Новости» in the menu while the news are open: nothing to go back to afterwards.
  const historyLength = await page.evaluate(() => window.history.length);
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Новости' }).click();
  await expect(page).toHaveURL(/\/news$/);
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  await expect(page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Новости' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A plain click stays in the page (client navigation) and adds one entry.
  await firstLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength + 1);
  // On an article «Новости» leads to the section it is in, not to the page open.
  await expect(page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Новости' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(seen.documents).toEqual(['/news']);
  expect(seen.problems).toEqual([]);
});

test('Back to the list puts focus on the card that was opened, in view, not on the heading far above it', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  const seen = watch(page);
  await page.goto('/news');
  await hydrated(page);
  // The last card of the page, opened by keyboard: well below the heading on a phone.
  const card = page.locator('main article h2 a').last();
  const title = (await card.textContent())?.trim() ?? '';
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('h1')).toHaveText(title);

  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  await expect(page.locator('h1')).not.toBeInViewport();

  // So with a link of the footer (QA: focus went to the heading, some 5,000 px above).
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Мероприятия' });
  await footerLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(footerLink).toBeFocused();
  await expect(footerLink).toBeInViewport();
  expect(seen.problems).toEqual([]);
});

test('home whose events list fails shows the rest, says the list is coming, then offers «Повторить», which brings it', async ({ page }) => {
  // QA: one list that could not be had made all of home the 503 page.
  await page.goto('/news');
  await hydrated(page);
  let failing = true;
  await page.route('**/api/events?*', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"statusCode":500,"error":"Internal Server Error","message":"Сбой"}',
        })
      : route.continue(),
  );
  await page
    .getByRole('banner')
    .getByRole('link', { name: /на главную/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Венчурный фонд Республики Карелия');
  await expect(page.getByRole('heading', { name: 'Новости', exact: true })).toBeVisible();
  const events = page.locator('section', { has: page.getByRole('heading', { name: 'Ближайшие мероприятия' }) });
  await expect(events.getByRole('alert')).toContainText('Этот раздел сейчас не\u00a0загрузился.');
  failing = false;
  await events.getByRole('button', { name: 'Повторить' }).click();
  await expect(events.getByRole('alert')).toHaveCount(0);
  await expect(events.getByRole('article').first()).toBeVisible();
});
