// What the editors' content, at its edges, looks like to a visitor (QA with content extremes): the
// pages render it whole and in the page's own rules. The test changes the seeded content of its own
// database (one per test file), from the least to the most sweeping change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headOf } from '../helpers/html.ts';
import { startSiteStack, type SiteStack } from '../helpers/site-stack.ts';

let stack: SiteStack;
beforeAll(async () => {
  stack = await startSiteStack();
});
afterAll(() => stack.close());

const page = async (url: string) => {
  const response = await stack.site.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

/** The start tags of the body that carry a style attribute: the CSP (style-src 'self') drops them. */
const styledTags = (html: string) => (html.split('<body')[1] ?? '').match(/<[a-z][^>]*\sstyle=/gi) ?? [];

describe('content at its edges', () => {
  it('draws a person without a photo as initials in a circle sized by the page’s CSS, not by a style the CSP drops', async () => {
    await stack.db.query(
      'update persons set photo_url = null where slug = (select slug from persons where is_published order by sort_order, id limit 1)',
    );
    const { rows } = await stack.db.query<{ slug: string }>('select slug from persons where photo_url is null and is_published limit 1');
    const about = await page('/o-fonde');
    expect(about).toMatch(/<span aria-hidden="true" data-size="96" class="[^"]+">[А-ЯЁ]{1,2}<\/span>/);
    expect(styledTags(about)).toEqual([]);
    const person = await page(`/person/${rows[0]?.slug}`);
    expect(person).toMatch(/<span aria-hidden="true" data-size="200" class="[^"]+">[А-ЯЁ]{1,2}<\/span>/);
    expect(styledTags(person)).toEqual([]);
  });

  it('describes a single page in its own words, its character references read', async () => {
    await stack.db.query(
      `insert into single_pages (slug, title, content, is_published)
       values ('programma-pervyj-shag', 'Первый шаг',
         '<p>Программа &laquo;Первый шаг&raquo; &mdash; для R&amp;D-команд, <b>Tom</b>&nbsp;&amp;&nbsp;<i>Jerry</i>.</p>', true)`,
    );
    const head = headOf(await page('/p/programma-pervyj-shag'));
    expect(head).toContain('<meta name="description" content="Программа «Первый шаг» — для R&amp;D-команд, Tom\u00a0&amp;\u00a0Jerry."/>');
  });

  it('cuts a long description at a word near 160 characters, for search results and link previews', async () => {
    const long = 'Очень подробное описание новости, которое редактор написал целиком. '.repeat(8).trim();
    await stack.db.query(
      `update news_posts set short_description = $1
       where id = (select id from news_posts where is_published and publish_utc_date_time <= now() order by id limit 1)
       returning slug`,
      [long],
    );
    const { rows } = await stack.db.query<{ slug: string }>('select slug from news_posts where short_description = $1', [long]);
    const head = headOf(await page(`/news/${rows[0]?.slug}`));
    const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Очень подробное описание новости, .*[а-я]…$/);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(head).toContain(`<meta property="og:description" content="${description}"/>`);
  });

  it('cuts a description at a space, not a no-break one, and with no punctuation before «…»', async () => {
    const words = 'Фонд помогает командам, предпринимателям и\u00a0экспертам. '.repeat(6).trim();
    await stack.db.query(
      `update news_posts set short_description = $1
       where id = (select id from news_posts where is_published and publish_utc_date_time <= now() order by id desc limit 1)`,
      [words],
    );
    const { rows } = await stack.db.query<{ slug: string }>('select slug from news_posts where short_description = $1', [words]);
    const head = headOf(await page(`/news/${rows[0]?.slug}`));
    const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '';
    expect(description).toMatch(/[А-Яа-яё]…$/);
    expect(description).not.toMatch(/ и…$/);
  });

  it('offers no application to an open contest whose nominations are not announced, and says why', async () => {
    await stack.db.query(
      `insert into contests (slug, name, short_description, start_at, end_at, is_published)
       values ('bez-nominacij', 'Конкурс без номинаций', 'Кратко', now() - interval '1 day', now() + interval '30 days', true)`,
    );
    const html = await page('/contest/bez-nominacij');
    expect(html).toContain('Номинации конкурса ещё не\u00a0объявлены');
    expect(html).not.toContain('href="/cabinet/zayavka-na-uchastie-v-konkurse/bez-nominacij"');
    expect(html).not.toContain('0 номинаций');
    expect(html).not.toContain('выберите номинацию');
  });

  it('shows a post without a cover with a tinted panel, and never asks for an empty address', async () => {
    await stack.db.query(
      `update news_posts set cover_small_url = '', cover_medium_url = '', cover_large_url = ''
       where id = (select id from news_posts where is_published and publish_utc_date_time <= now() order by publish_utc_date_time desc, id desc limit 1)`,
    );
    const html = await page('/news');
    expect(html).not.toMatch(/\ssrc=""/);
    // No entry of a srcset without its address (« 480w, 960w»).
    expect(html).not.toMatch(/srcset="(?:[^"]*,)?\s*\d+w/i);
  });

  it('keeps the contests’ section the footer links to when no contest is published, and says so', async () => {
    await stack.db.query(
      "update contests set end_at = now() - interval '1 second', start_at = now() - interval '1 day' where slug = 'arctic'",
    );
    const arctic = await page('/contest/arctic');
    expect(arctic).not.toContain('выберите свою');
    await stack.db.query('update contests set is_published = false');
    const html = await page('/programy');
    expect(html).toContain('id="contests"');
    expect(html).toContain('Новые конкурсы фонда скоро будут объявлены');
  });

  it('tells a visitor where an event stands with its registration, and never guesses why there is no link', async () => {
    const { rows } = await stack.db.query<{ slug: string }>('select slug from events where is_published order by start_at desc limit 1');
    const slug = rows[0]!.slug;
    const eventAt = async (startInDays: number, endInDays: number, registrationLink: string | null) => {
      await stack.db.query(
        `update events set start_at = now() + $2 * interval '1 day', end_at = now() + $3 * interval '1 day', registration_link = $4
         where slug = $1`,
        [slug, startInDays, endInDays, registrationLink],
      );
      return (await page(`/events/${slug}`)).replaceAll('\u00a0', ' ');
    };
    const upcoming = await eventAt(10, 11, 'https://example.org/registration');
    expect(upcoming).toMatch(/<a [^>]*href="https:\/\/example\.org\/registration"[^>]*>Зарегистрироваться/);
    const withoutLink = await eventAt(10, 11, null);
    expect(withoutLink).toContain('Регистрация на сайте не проводится.');
    expect(withoutLink).not.toContain('Зарегистрироваться');
    expect(await eventAt(-1, 1, null)).toContain('Мероприятие уже идёт, регистрация закрыта.');
    expect(await eventAt(-3, -2, 'https://example.org/registration')).toContain('Мероприятие завершилось.');
  });

  it('says so on home when the fund has published no news and no events at all', async () => {
    await stack.db.query('update news_posts set is_published = false');
    await stack.db.query('update events set is_published = false');
    const html = await page('/');
    expect(html).toContain('Новости фонда скоро появятся.');
    // No archive to send anyone to.
    expect(html).toContain('Новые мероприятия скоро появятся.');
    expect(html).not.toContain('загляните в\u00a0архив прошедших');
  });
});
