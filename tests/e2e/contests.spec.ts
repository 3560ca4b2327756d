// A visitor looks at the fund's contests at 1440 and 390 px: a contest's page with its nominations and
// the way to apply, its public list of participants (projects only, never a person's contacts), the
// Arctic contest's own page, and a real 404 for a contest that does not exist. Each page arrives
// server-rendered with its data, hydrates without asking the API again, and passes axe-core.
import { expect, test, type Page } from '@playwright/test';
import type { ContestParticipantList } from '#shared/schemas/applications.ts';
import type { Contest, ContestList } from '#shared/schemas/contest.ts';
import { expectAccessible, hydrated, VIEWPORTS, watch } from './fixtures.ts';

const ARCTIC = 'arctic';
const DATE = /\d{2}\.\d{2}\.\d{4}/;

async function visit(page: Page, path: string, h1: string) {
  const seen = watch(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  expect(seen.apiCalls, `${path}: hydration must reuse the embedded data`).toEqual([]);
  return seen;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`contests at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    test('a visitor finds the contests from the site: the open one on the home page, every one on /programy', async ({ page, request }) => {
      const { items } = (await (await request.get('/api/contests')).json()) as ContestList;
      const open = items.filter((contest) => contest.isOpen);
      expect(open.length, 'the demo content has an open contest').toBeGreaterThan(0);
      const seen = await visit(page, '/', 'Венчурный фонд Республики Карелия');
      for (const contest of open) {
        const teaser = page.getByRole('article', { name: contest.name });
        await expect(teaser.getByRole('link', { name: 'Подробнее о конкурсе' })).toHaveAttribute('href', `/contest/${contest.slug}`);
      }
      await expect(page.getByRole('article', { name: items.find((contest) => !contest.isOpen)!.name })).toHaveCount(0);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Конкурсы' }).click();
      await expect(page).toHaveURL(/\/programy#contests$/);
      await expect(page.getByRole('heading', { name: 'Конкурсы фонда' })).toBeInViewport();
      for (const contest of items) {
        await expect(page.getByRole('article', { name: contest.name }).getByRole('link', { name: 'Подробнее о конкурсе' })).toHaveAttribute(
          'href',
          `/contest/${contest.slug}`,
        );
      }
      await expectAccessible(page, 'the contests on /programy');
      expect(seen.problems).toEqual([]);
    });

    test('a contest page shows its rules, nominations and dates, and says when applications are closed', async ({ page, request }) => {
      const { items } = (await (await request.get('/api/contests')).json()) as ContestList;
      const listed = items.find((contest) => contest.slug !== ARCTIC);
      expect(listed, 'the demo content has a contest besides the Arctic one').toBeDefined();
      const contest = (await (await request.get(`/api/contests/${listed!.slug}`)).json()) as Contest;

      const seen = await visit(page, `/contest/${contest.slug}`, contest.name);
      await expect(page.getByRole('heading', { level: 2, name: 'О конкурсе' })).toBeVisible();
      const nominations = page.getByRole('region', { name: 'Номинации' });
      for (const nomination of contest.nominations) await expect(nominations.getByText(nomination.name, { exact: true })).toBeVisible();
      await expect(page.getByText(DATE).first()).toBeVisible();
      if (contest.isOpen) {
        await expect(page.getByRole('main').getByRole('link', { name: 'Подать заявку' }).first()).toHaveAttribute(
          'href',
          `/cabinet/zayavka-na-uchastie-v-konkurse/${contest.slug}`,
        );
      } else {
        await expect(page.getByRole('main').getByRole('link', { name: 'Подать заявку' })).toHaveCount(0);
      }
      await expect(page.getByRole('main').getByRole('link', { name: 'Участники конкурса' }).first()).toHaveAttribute(
        'href',
        `/contest/${contest.slug}/participants`,
      );
      await expectAccessible(page);
      expect(seen.problems).toEqual([]);
    });

    test('the participants page lists the projects by nomination and no personal data', async ({ page, request }) => {
      const { items } = (await (await request.get('/api/contests')).json()) as ContestList;
      let shown: { contest: ContestList['items'][number]; participants: ContestParticipantList } | undefined;
      for (const contest of items) {
        const participants = (await (
          await request.get(`/api/contests/${contest.slug}/applications?limit=100`)
        ).json()) as ContestParticipantList;
        if (participants.items.length > 0) {
          shown = { contest, participants };
          break;
        }
      }
      expect(shown, 'the demo content has a contest with published participants').toBeDefined();
      const { contest, participants } = shown!;

      const seen = await visit(page, `/contest/${contest.slug}/participants`, `Участники конкурса «${contest.name}»`);
      for (const participant of participants.items) {
        await expect(page.getByText(participant.projectName, { exact: true })).toBeVisible();
        await expect(page.getByText(participant.nomination.name).first()).toBeVisible();
      }
      const text = await page.locator('main').innerText();
      expect(text, 'no e-mail address').not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(text, 'no phone number').not.toMatch(/\+7\s?\(?\d{3}/);
      await expect(page.getByRole('link', { name: contest.name }).first()).toHaveAttribute('href', `/contest/${contest.slug}`);
      await expectAccessible(page);
      expect(seen.problems).toEqual([]);
    });

    test('the Arctic contest has its own page: audience, nominations, stages, prizes and questions', async ({ page, request }) => {
      const contest = (await (await request.get(`/api/contests/${ARCTIC}`)).json()) as Contest;
      const seen = await visit(page, `/contest/${ARCTIC}`, contest.name);
      for (const section of ['Кому подойдёт конкурс', 'Номинации', 'Этапы и сроки', 'Призы', 'Вопросы и ответы']) {
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      }
      for (const nomination of contest.nominations) await expect(page.getByText(nomination.name, { exact: true }).first()).toBeVisible();
      await expectAccessible(page);
      expect(seen.problems).toEqual([]);

      // «Подать заявку» leads to the cabinet's contest form; a visitor who is not signed in is asked to
      // sign in first, and would land on the form afterwards.
      expect(contest.isOpen, 'the demo Arctic contest takes applications').toBe(true);
      const apply = page.getByRole('main').getByRole('link', { name: 'Подать заявку' }).first();
      await expect(apply).toHaveAttribute('href', `/cabinet/zayavka-na-uchastie-v-konkurse/${ARCTIC}`);
      await apply.click();
      const dialog = page.getByRole('dialog', { name: 'Авторизуйтесь для начала работы с Фондом' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/contest/${ARCTIC}$`));
      // Signing in from here comes back to the contest form.
      const signIn = (await dialog.getByRole('link', { name: 'Войти через Вконтакте' }).getAttribute('href')) ?? '';
      // The return path rides in the redirect URL, encoded once more as part of it.
      expect(decodeURIComponent(decodeURIComponent(signIn))).toContain(`"path":"/cabinet/zayavka-na-uchastie-v-konkurse/${ARCTIC}"`);
      await expectAccessible(page, 'the sign-in dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(apply, 'focus goes back to what opened it').toBeFocused();
      await apply.click();
      await dialog.getByRole('button', { name: 'Отмена' }).click();
      await expect(dialog).toBeHidden();
      await apply.click();
      await dialog.getByRole('button', { name: 'Закрыть' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/contest/${ARCTIC}$`));
    });

    test('a contest that does not exist is a real 404, and so is its participants page', async ({ page }) => {
      for (const path of ['/contest/no-such-contest', '/contest/no-such-contest/participants']) {
        const seen = watch(page);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('h1')).toHaveText('Возникла ошибка, возможно 404');
        await hydrated(page);
        await expectAccessible(page);
        expect(seen.problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
      }
    });
  });
}
