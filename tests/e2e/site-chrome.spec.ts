// What every page of the main site carries besides its content: the cookie notice (until dismissed,
// remembered across reloads, no hydration complaint), the mobile menu (full height, closed by Escape
// and by any route change), and the top progress bar that stays away on fast navigations.
import { expect, test } from '@playwright/test';
import { expectAccessible, hydrated, VIEWPORTS, watch } from './fixtures.ts';

test('the cookie notice shows until dismissed and stays dismissed across reloads', async ({ page, context }) => {
  const seen = watch(page);
  const response = await page.goto('/news');
  expect(await response?.text(), 'the server renders no notice: the browser decides').not.toContain('Уведомление о cookie');
  await hydrated(page);
  const notice = page.getByRole('region', { name: 'Уведомление о cookie' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCSS('width', '424px');
  await expectAccessible(page, 'a page with the cookie notice');
  await notice.getByRole('button', { name: 'Понятно' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('cookie-notice-seen'))).not.toBeNull();

  await page.reload();
  await hydrated(page);
  await page.waitForTimeout(300);
  await expect(notice).toBeHidden();

  const other = await context.browser()!.newContext();
  const fresh = await other.newPage();
  await fresh.goto('/');
  await hydrated(fresh);
  await expect(fresh.getByRole('region', { name: 'Уведомление о cookie' })).toBeVisible();
  await other.close();
  expect(seen.problems).toEqual([]);
});

test('from the keyboard on a phone, the cookie notice comes early, covers no focused link, and hands focus on to the content', async ({
  page,
}) => {
  // QA at 390 px: «Понятно» took 45 Tabs, ten links were focused under the notice, and dismissing it
  // left focus on the body.
  const seen = watch(page);
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/');
  await hydrated(page);
  const notice = page.getByRole('region', { name: 'Уведомление о cookie' });
  await expect(notice).toBeVisible();

  let tabs = 0;
  do {
    await page.keyboard.press('Tab');
    tabs += 1;
  } while (tabs < 60 && !(await notice.getByRole('button', { name: 'Понятно' }).evaluate((button) => button === document.activeElement)));
  expect(tabs, 'Tabs to reach «Понятно»').toBeLessThanOrEqual(8);

  // Back to the start, then through the content: no focused element that fits above the notice is under it.
  await page.keyboard.press('Shift+Tab');
  const covered: string[] = [];
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    // The notice moves the page in the frame after the focus (the browser's own scroll comes first).
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const hidden = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const notice = document.querySelector('[aria-label="Уведомление о\u00a0cookie"]');
      if (!focused || !notice || notice.contains(focused)) return null;
      const box = focused.getBoundingClientRect();
      const over = notice.getBoundingClientRect();
      const overlaps = box.bottom > over.top && box.top < over.bottom && box.right > over.left && box.left < over.right;
      // The slider's scrollable row (focusable for keyboard scrolling) is taller than the room above the notice.
      const fits = box.height <= over.top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      return overlaps && fits ? (focused.textContent ?? focused.tagName).trim().slice(0, 40) : null;
    });
    if (hidden) covered.push(hidden);
  }
  expect(covered, 'focused elements under the notice').toEqual([]);

  await notice.getByRole('button', { name: 'Понятно' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
  expect(seen.problems).toEqual([]);
});

test('while the cookie notice is up, the page scrolls far enough that no footer link stays under it', async ({ page }) => {
  // QA at 1440 px on the AI landing: the footer's last links, focused from the keyboard, stayed under the
  // notice, since the page could not scroll any further; at 390 px the landing's footer lost its room.
  for (const [path, viewport] of [
    ['/kareliya-protiv-ii/forum', VIEWPORTS.desktop],
    ['/', VIEWPORTS.desktop],
    ['/kareliya-protiv-ii/forum', VIEWPORTS.mobile],
    ['/', VIEWPORTS.mobile],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await hydrated(page);
    const notice = page.getByRole('region', { name: 'Уведомление о cookie' });
    await expect(notice).toBeVisible();
    const links = page.locator('footer a');
    // Keyboard focus from the element before the footer's first link.
    await links.first().focus();
    await page.keyboard.press('Shift+Tab');
    const covered: string[] = [];
    for (let index = 0; index < (await links.count()); index += 1) {
      await page.keyboard.press('Tab');
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        // The first line's box: a link of two lines has empty space in the middle of its bounding box.
        const box = focused.getClientRects()[0] ?? focused.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top && focused.contains(top) ? null : (focused.textContent ?? '').trim().slice(0, 40);
      });
      if (hidden) covered.push(hidden);
    }
    expect(covered, `${path} at ${viewport.width} px: focused footer links under the notice`).toEqual([]);
  }
});

test('the cookie notice and the widgets shift no content as the page loads and hydrates', async ({ page }) => {
  // Layout shifts as the browser reports them (the Cumulative Layout Shift that Lighthouse scores),
  // from the first paint on, for a first visit (notice shown) and a returning one (notice dismissed).
  // Each shift is kept with the elements that moved, so that a failure says what shifted.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    const describe = (node: Node | null | undefined) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (!entry.hadRecentInput)
          shifts.push(
            `${entry.value} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((source) => describe(source.node)).join(', ')}`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shiftsOf = () => page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
  for (const path of ['/', '/news']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Уведомление о cookie' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await shiftsOf(), `${path}, first visit`).toEqual([]);
  }
  await page.getByRole('button', { name: 'Понятно' }).click();
  await page.reload();
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(await shiftsOf(), 'a returning visit').toEqual([]);
});

test('the contact-us widget floats in the window over the page, stops above the footer, and is not on the pages that are forms', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.addInitScript(() => localStorage.setItem('cookie-notice-seen', '1'));
  const widget = page.getByRole('button', { name: 'Связаться с нами' });
  const footer = page.getByRole('contentinfo');
  const bottomOf = async (locator: typeof widget) => {
    const box = (await locator.boundingBox())!;
    return box.y + box.height;
  };
  // A long page: in the window's corner at the top, and still there halfway down.
  await page.goto('/');
  await hydrated(page);
  expect(await bottomOf(widget)).toBe(VIEWPORTS.desktop.height - 24);
  await page.mouse.wheel(0, 800);
  await expect.poll(() => bottomOf(widget)).toBe(VIEWPORTS.desktop.height - 24);
  // At the end it rests above the footer, off its contacts and links.
  await page.keyboard.press('End');
  await expect.poll(async () => (await footer.boundingBox())!.y - (await bottomOf(widget))).toBeGreaterThanOrEqual(24);
  // A short page shows the footer at once (QA: the widget sat on the footer's phone on a person's page).
  await page.goto('/person/anna-severova');
  await hydrated(page);
  await expect(footer).toBeInViewport();
  expect((await footer.boundingBox())!.y - (await bottomOf(widget))).toBeGreaterThanOrEqual(24);
  // A page that is itself a form to the fund has no widget over its fields.
  for (const path of ['/zayavka-na-konsultaciyu-dlya-investorov', '/zayavka-na-rassmotrenie-investicionnogo-proekta']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(widget, path).toHaveCount(0);
  }
  // …and a client navigation away from one brings it back.
  await footer.getByRole('link', { name: 'Новости' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(widget).toBeVisible();
});

test('on a phone, the contact-us widget rising with the end of the page passes under the top bar, not over it', async ({ page }) => {
  // Short enough that the page scrolls anywhere we ask (QA: at the end of an event, the widget sat over the «Меню» button).
  await page.setViewportSize({ width: VIEWPORTS.mobile.width, height: 600 });
  await page.addInitScript(() => localStorage.setItem('cookie-notice-seen', '1'));
  await page.goto('/events/akselerator-onego-start-tretij-nabor');
  await hydrated(page);
  const bar = (await page.getByRole('banner').boundingBox())!;
  const barBottom = bar.y + bar.height;
  // The footer's top 30 px under the bar: the widget, resting 24 px above it, reaches into the bar.
  await page.evaluate((gap) => {
    const footer = document.querySelector('footer')!;
    window.scrollTo(0, window.scrollY + footer.getBoundingClientRect().top - gap);
  }, barBottom + 30);
  const widget = (await page.getByRole('button', { name: 'Связаться с нами' }).boundingBox())!;
  expect(widget.y).toBeLessThan(barBottom - 10);
  const barOnTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('header') !== null,
    [widget.x + widget.width / 2, barBottom - 5],
  );
  expect(barOnTop).toBe(true);
});

test('while the cookie notice is up, the contact-us widget keeps to the corner below it, never under it', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const notice = page.getByRole('region', { name: 'Уведомление о cookie' });
  const widget = page.getByRole('button', { name: 'Связаться с нами' });
  const expectClear = async (where: string) => {
    const [over, under] = [(await notice.boundingBox())!, (await widget.boundingBox())!];
    expect(under.y + under.height, where).toBe(VIEWPORTS.desktop.height - 24);
    expect(under.y, where).toBeGreaterThanOrEqual(over.y + over.height);
  };
  // A short page, its footer in view at once (QA: the widget had risen with the footer, under the notice).
  await page.goto('/person/anna-severova');
  await hydrated(page);
  await expect(notice).toBeVisible();
  await expectClear('a short page');
  await page.goto('/news');
  await hydrated(page);
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expectClear('the end of a long page');
  // Dismissed, the notice gives the widget its place above the footer back.
  await notice.getByRole('button', { name: 'Понятно' }).click();
  await page.keyboard.press('End');
  const footer = page.getByRole('contentinfo');
  await expect.poll(async () => (await footer.boundingBox())!.y - (await widget.boundingBox())!.y).toBeGreaterThan(0);
});

test('with classic scrollbars, the page does not move sideways as a dialog opens and closes', async ({ playwright }) => {
  // Playwright hides scrollbars; Windows and most Linux desktops show ones that take room.
  const browser = await playwright.chromium.launch({ ...test.info().project.use.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] });
  try {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop, baseURL: test.info().project.use.baseURL });
    await page.addInitScript(() => localStorage.setItem('cookie-notice-seen', '1'));
    await page.goto('/news');
    await hydrated(page);
    const heading = page.getByRole('heading', { level: 1 });
    const left = async () => (await heading.boundingBox())!.x;
    const before = await left();
    await page.getByRole('button', { name: 'Личный кабинет' }).click();
    const dialog = page.getByRole('dialog', { name: 'Авторизуйтесь для начала работы с Фондом' });
    await expect(dialog).toBeVisible();
    expect(await left(), 'with the dialog open').toBe(before);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await left(), 'with the dialog closed').toBe(before);
  } finally {
    await browser.close();
  }
});

test('a dialog closed by Back does not open again on Forward; a control of the top bar takes focus where the page is', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.addInitScript(() => localStorage.setItem('cookie-notice-seen', '1'));
  await page.goto('/news');
  await hydrated(page);
  await page.locator('main a[href^="/news/"]').first().click();
  await expect(page).toHaveURL(/\/news\/.+/);
  await page.getByRole('button', { name: 'Связаться с нами' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(dialog).toBeHidden();
  await page.goForward();
  await expect(page).toHaveURL(/\/news\/.+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();

  // QA: with the top bar sticky, focus on one of its controls scrolled the page up by half a screen.
  await page.evaluate(() => window.scrollTo(0, 1000));
  await page.getByRole('banner').getByRole('link', { name: 'О фонде' }).focus();
  expect(await page.evaluate(() => window.scrollY)).toBe(1000);
});

test('a page paints from its HTML and CSS before it asks for any script but the small boot script', async ({ page }) => {
  // The page's ~30 files of script start after the first paint (client/boot.ts), so the stylesheet
  // has the connection to itself until then; the page still hydrates and works.
  const seen = watch(page);
  for (const path of ['/', '/news', '/kareliya-protiv-ii/']) {
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname) && !/\/boot-[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ file: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(timing.firstPaint, path).toBeGreaterThan(0);
    expect(timing.scripts.length, `${path}: the entry and its chunks`).toBeGreaterThan(5);
    for (const script of timing.scripts) expect(script.startTime, `${path}: ${script.file}`).toBeGreaterThanOrEqual(timing.firstPaint!);
    // Every chunk the server listed is preloaded (a few per task), none left to a round trip of its own.
    const listed = (await page.locator('meta[name="page-scripts"]').getAttribute('content'))!.split(' ').slice(1);
    expect(listed.length, path).toBeGreaterThan(5);
    // The boot script adds them two a task, and hydration can finish before its last tasks have run.
    const preloaded = () =>
      page.locator('head link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await expect
      .poll(
        async () => {
          const links = await preloaded();
          return listed.filter((href) => !links.includes(href));
        },
        { message: `${path}: chunks not preloaded` },
      )
      .toEqual([]);
  }
  expect(seen.problems).toEqual([]);
});

test('on the narrowest desktop the top bar keeps every link and button on one line', async ({ page }) => {
  const heights = async () => {
    const menu = page.getByRole('navigation', { name: 'Основное меню' });
    return menu.evaluate((nav) =>
      [...nav.children].map((item) => `${item.textContent}: ${Math.round(item.getBoundingClientRect().height)}`),
    );
  };
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await hydrated(page);
  const roomy = await heights();
  // At 1200 px (the first desktop width) «О фонде» and both buttons broke onto two lines.
  await page.setViewportSize({ width: 1200, height: 900 });
  expect(await heights()).toEqual(roomy);
});

test('on a phone the footer links and the breadcrumbs are at least 24 px tall to a finger', async ({ page }) => {
  // QA at 390 px: footer links and breadcrumbs were 16–17 px tall targets.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.addInitScript(() => window.localStorage.setItem('cookie-notice-seen', 'yes'));
  const missed: string[] = [];
  for (const path of ['/news/iz-kory-v-udobreniya-proekt-iz-segezhi', '/kareliya-protiv-ii/forum']) {
    await page.goto(path);
    await hydrated(page);
    const links = [
      ...(await page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link').all()),
      ...(await page.getByRole('contentinfo').getByRole('link').all()),
    ];
    expect(links.length, path).toBeGreaterThan(8);
    for (const link of links) {
      // A tap 11 px above and below the middle of the link's first line still lands on the link.
      const hits = await link.evaluate((element) => {
        element.scrollIntoView({ block: 'center' });
        const line = element.getClientRects()[0]!;
        const x = line.left + Math.min(line.width / 2, 20);
        const middle = line.top + line.height / 2;
        return [middle - 11, middle + 11].map((y) => element.contains(document.elementFromPoint(x, y)));
      });
      if (hits.includes(false)) missed.push(`${path} ${await link.textContent()}: ${hits.join(', ')}`);
    }
  }
  expect(missed).toEqual([]);
});

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`at ${name} width a page says what needs scripts and shows no control that would do nothing`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // Playwright's text and role queries do not look inside <noscript>: CSS finds the notice.
      const notice = page.locator('noscript p');
      const paths = [
        '/',
        '/news/iz-kory-v-udobreniya-proekt-iz-segezhi',
        '/zayavka-na-rassmotrenie-investicionnogo-proekta',
        '/kareliya-protiv-ii/',
        '/kareliya-protiv-ii/hakaton',
      ];
      for (const path of paths) {
        await page.goto(path);
        await expect(notice, path).toBeVisible();
        await expect(notice, path).toContainText('В браузере выключен JavaScript');
        // Nothing covers it: on the landing's main page the fixed bar sits over the top of the page.
        const bar = await page.getByRole('banner').boundingBox();
        expect((await notice.boundingBox())!.y, path).toBeGreaterThanOrEqual(bar!.y + bar!.height);
        await expect(page.locator('[data-needs-script]').first(), `${path}: the controls are in the page, hidden`).toBeAttached();
        // No form to fill in that could not be sent: the forms need scripts too.
        await expect(page.getByRole('textbox'), path).toHaveCount(0);
        for (const control of [
          'Смотреть ролик',
          'Смотреть запись',
          'Личный кабинет',
          'Связаться с нами',
          'Поделиться',
          'Меню',
          'Следующие новости',
          'Задать вопрос',
        ])
          await expect(page.getByRole('button', { name: control }), `${path}: ${control}`).toHaveCount(0);
      }
      // The pages are still reached by their links: the footer lists the sections, and on a phone the top
      // bar's «Меню» (a plain link there) leads to them.
      for (const path of ['/', '/kareliya-protiv-ii/']) {
        await page.goto(path);
        const menu = page.getByRole('banner').locator('noscript a');
        if (name === 'desktop') {
          await expect(menu, path).toBeHidden();
          continue;
        }
        await expect(menu, path).toHaveText('Меню');
        await menu.click();
        await expect(page.getByRole('contentinfo').getByRole('navigation'), path).toBeInViewport();
      }
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Новости' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости');
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('the menu opens to full height and closes on Escape and on every route change', async ({ page }) => {
    const seen = watch(page);
    await page.goto('/news');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Меню' });
    const menu = page.getByRole('navigation', { name: 'Основное меню' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(VIEWPORTS.mobile.height - 1);
    await expectAccessible(page, 'the open mobile menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Opened from down the page, the menu leaves the page where it was: pressing its toggle does not
    // scroll, nor does a wheel over the open menu, and closing it returns to the same place.
    await page.evaluate(() => window.scrollTo(0, 900));
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.move(200, 500);
    await page.mouse.wheel(0, 600);
    await page.getByRole('button', { name: 'Закрыть', exact: true }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(900);

    await toggle.click();
    await menu.getByRole('link', { name: 'Мероприятия' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(menu).toBeHidden();
    // Back returns to the page the menu was opened on, with the menu closed.
    await page.goBack();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(seen.problems).toEqual([]);
  });

  test('the page open chosen again from the menu opens at its top with focus on its heading; the skip link waits under the menu', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('cookie-notice-seen', '1'));
    await page.goto('/news');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.getByRole('button', { name: 'Меню' }).click();
    const menu = page.getByRole('navigation', { name: 'Основное меню' });
    // Under the open menu, like the content it leads to (QA: Tab from the menu reached it, and it led nowhere).
    expect(await page.locator('a[href="#content"]').evaluate((link) => (link as HTMLElement).inert)).toBe(true);
    await menu.getByRole('link', { name: 'Новости' }).press('Enter');
    await expect(menu).toBeHidden();
    // QA: focus fell to the body, and the next Tab went to the first news card.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('a[href="#content"]').evaluate((link) => (link as HTMLElement).inert)).toBe(false);
  });

  test('on a short phone the open menu is above the cookie notice and the widget, every button in reach', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await hydrated(page);
    const notice = page.getByRole('region', { name: 'Уведомление о cookie' });
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Меню' }).click();
    // The notice covered «Подать заявку» and «Личный кабинет» here: a click landed on the notice.
    const menu = page.getByRole('navigation', { name: 'Основное меню' });
    // Tab past the menu's last button does not land on what the menu covers (QA: focus went, unseen, to
    // the widget under it, and Enter opened the contact-us dialog over the menu).
    await menu.getByRole('button', { name: 'Личный кабинет' }).focus();
    await page.keyboard.press('Tab');
    const focusLeftTheBar = await page.evaluate(
      () => document.activeElement !== document.body && !document.activeElement?.closest('header'),
    );
    expect(focusLeftTheBar, 'focus stays in the bar and its menu').toBe(false);
    await menu.getByRole('button', { name: 'Личный кабинет' }).click({ timeout: 5000 });
    const dialog = page.getByRole('dialog', { name: 'Авторизуйтесь для начала работы с Фондом' });
    await expect(dialog).toBeVisible();
    // Escape closes the dialog, not the menu under it as well.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeVisible();
    // Closed, the menu gives the notice back: it is still there to be dismissed.
    await page.locator('button[aria-controls="main-menu"]').click();
    await expect(menu).toBeHidden();
    await notice.getByRole('button', { name: 'Понятно' }).click({ timeout: 5000 });
    await expect(notice).toBeHidden();
  });
});

test('a link low on a page opens the next page at its top with focus on its heading; Back and a reload return to where the visitor was', async ({
  page,
}) => {
  const seen = watch(page);
  await page.goto('/');
  await hydrated(page);
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Пользовательское соглашение' });
  // Hovered first: the pointer then rests where the click lands (the cookie notice covers part of the
  // footer, so the click may scroll a little to reach the link) and the position is the one clicked at.
  await footerLink.hover();
  const whereOnHome = await scrollY();
  expect(whereOnHome).toBeGreaterThan(500);
  // The agreement opened as far down as home had been scrolled, its title 1,188 px above the window.
  await footerLink.click();
  await expect(page).toHaveURL(/\/p\/terms-of-use$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY()).toBe(0);
  // Focus moves to the new page's heading (a screen reader names the page; Tab goes on from its top),
  // not left on the footer's link (lib/page-focus.tsx).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(scrollY).toBe(whereOnHome);
  // Focus is back on the footer's link the page was left by, which moves nothing: Back still returns to
  // the place (lib/page-focus.tsx).
  await expect(footerLink).toBeFocused();
  expect(await scrollY()).toBe(whereOnHome);
  // A reload keeps the place too (the router took scrolling over from the browser: lib/page-scroll.tsx).
  await page.reload();
  await hydrated(page);
  await expect.poll(scrollY).toBe(whereOnHome);
  expect(seen.problems).toEqual([]);
});

test('a fast client navigation shows no progress bar', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Новости' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('a slow client navigation shows the progress bar until the page arrives', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.route('**/api/news-posts/all*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Новости' }).click();
  await expect(page.getByRole('progressbar', { name: 'Загрузка страницы' })).toBeVisible();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

for (const [where, pagePath, firstInContent] of [
  ['the main site', '/', 'Подать заявку на инвестиции'],
  ['the AI landing', '/kareliya-protiv-ii/hakaton', 'Карелия против ИИ'],
] as const) {
  test(`the first Tab on ${where} offers to skip the top bar, and Enter takes focus into the page`, async ({ page }) => {
    const seen = watch(page);
    await page.goto(pagePath);
    await hydrated(page);
    const skip = page.getByRole('link', { name: 'Перейти к содержанию' });
    await expect(skip).not.toBeInViewport();
    // Nothing of it shows until then (its shadow once hung into the top of the window).
    await expect(skip).toHaveCSS('box-shadow', 'none');
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
    // The next Tab is the first control of the content, not the top bar's logo.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link', { name: firstInContent }).first()).toBeFocused();
    expect(seen.problems).toEqual([]);
  });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`at ${name} width the top bar is the design's height, border included, and the page starts right under it`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/o-fonde');
    const height = viewport.width >= 1200 ? 96 : 76;
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar?.height, 'DESIGN §6: 96 px on desktops, 76 px on phones (QA: 97 / 77)').toBe(height);
    const main = await page.getByRole('main').evaluate((element) => parseFloat(getComputedStyle(element).paddingTop));
    expect(main).toBe(height);
  });
}
