// The fund's content pages as a CDN and a crawler see them: status, public cache headers, one <h1>,
// title and canonical in <head>, their data embedded for hydration, no inline script; unknown slugs and
// pages past the end are real, uncached 404s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventKeys } from '#client/features/events/api/keys.ts';
import { EVENTS_PER_PAGE } from '#shared/limits.ts';
import type { EventDetails, EventList } from '#shared/schemas/event.ts';
import type { PersonList } from '#shared/schemas/person.ts';
import { appDataOf, headOf, inlineExecutableScripts } from '../helpers/html.ts';
import { startSiteStack, type SiteStack } from '../helpers/site-stack.ts';

let stack: SiteStack;
let events: EventList;
let persons: PersonList;

const api = async <T>(path: string) => (await (await fetch(`${stack.mainApiUrl}${path}`)).json()) as T;

beforeAll(async () => {
  stack = await startSiteStack();
  events = await api<EventList>(`/api/events?page=1&per_page=${EVENTS_PER_PAGE}`);
  persons = await api<PersonList>('/api/persons');
});
afterAll(() => stack.close());

const get = (url: string) => stack.site.inject({ method: 'GET', url });
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';

describe('the public content pages', () => {
  const pages: Array<[path: string, title: string]> = [
    ['/o-fonde', 'О фонде'],
    ['/programy', 'Программы'],
    ['/startapam', 'Стартапам'],
    ['/events', 'Мероприятия'],
    ['/events?page=2', 'Мероприятия — страница 2'],
    ['/p/terms-of-use', 'Пользовательское соглашение'],
    ['/p/processing-of-personal-data', 'Согласие на обработку персональных данных'],
    ['/p/support-program', 'Программы поддержки фонда'],
  ];

  it.each(pages)('%s is public, cacheable, titled, with one <h1> and no inline script', async (path, title) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
    const head = headOf(response.body);
    // A one-letter word in a title is bound to the next by a non-breaking space («О\u00a0фонде»).
    expect(head.replaceAll('\u00a0', ' ')).toContain(`<title>${title} — Венчурный фонд Карелии</title>`);
    expect(head).toContain(`<link rel="canonical" href="http://site.test${path}"`);
    expect(head).toMatch(/<meta name="description" content="[^"]+"/);
    expect(response.body.match(/<h1[ >]/g)).toHaveLength(1);
    expect(inlineExecutableScripts(response.body)).toEqual([]);
  });

  it('describes each page by its own text, and each list page by its number', async () => {
    const descriptionOf = async (path: string) => /<meta name="description" content="([^"]*)"/.exec(headOf((await get(path)).body))?.[1];
    const descriptions = await Promise.all(
      ['/p/terms-of-use', '/p/processing-of-personal-data', '/p/support-program', '/news', '/news?page=2', '/events', '/events?page=2'].map(
        descriptionOf,
      ),
    );
    expect(descriptions.every(Boolean)).toBe(true);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(descriptions[0]).not.toContain('Демонстрационный текст');
    // The first paragraph's words, not the heading above it or the clause's number.
    expect(descriptions[0]).toMatch(/^Соглашение регулирует отношения между Венчурным фондом/);
  });

  it('the home page embeds the next events for hydration and links the ways to apply', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
    const cached = appDataOf(response.body).query.queries.map((query) => JSON.stringify(query.queryKey));
    expect(cached).toContain(JSON.stringify(eventKeys.list(1, 3)));
    expect(response.body).toContain('href="/zayavka-na-rassmotrenie-investicionnogo-proekta"');
    expect(response.body).toContain('href="/zayavka-na-konsultaciyu-dlya-investorov"');
    expect(response.body).toContain('href="/startapam"');
    expect(response.body).toContain('href="/programy"');
  });

  it('the About page links every person and every document with its extension', async () => {
    const body = (await get('/o-fonde')).body;
    for (const person of persons.items) expect(body).toContain(`href="/person/${person.slug}"`);
    expect(body).toMatch(/<a href="\/api\/media\/documents\/[^"]+\.pdf" download=""/);
    expect(body).toContain('>PDF<');
  });

  it('the About page tells search engines whose site it is (schema.org Organization)', async () => {
    const structured = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec((await get('/o-fonde')).body)?.[1];
    const organization = JSON.parse(structured ?? 'null') as Record<string, string>;
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Венчурный фонд Республики Карелия', url: 'http://site.test/' });
    expect(organization.telephone).toMatch(/^\+7 /);
    expect(organization.email).toContain('@');
    expect(organization.address).toContain('Петрозаводск');
  });

  it('the events list shows the first page and embeds it for hydration', async () => {
    const response = await get('/events');
    for (const event of events.items) expect(response.body).toContain(`href="/events/${event.slug}"`);
    const cached = appDataOf(response.body).query.queries.find(
      (query) => JSON.stringify(query.queryKey) === JSON.stringify(eventKeys.list(1, EVENTS_PER_PAGE)),
    );
    expect(cached?.state.data).toEqual(events);
  });

  it('an event page carries schema.org Event data with its dates and place', async () => {
    const slug = events.items[0]!.slug;
    const event = await api<EventDetails>(`/api/events/${slug}`);
    const response = await get(`/events/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(headOf(response.body)).toContain(`<link rel="canonical" href="http://site.test/events/${slug}"`);
    const structured = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(response.body)?.[1];
    expect(JSON.parse(structured ?? 'null')).toMatchObject({
      '@type': 'Event',
      name: event.title,
      startDate: event.startAt,
      endDate: event.endAt,
      url: `http://site.test/events/${slug}`,
    });
  });

  it('a person page is public and names the person in its title', async () => {
    const person = persons.items[0]!;
    const response = await get(`/person/${person.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(headOf(response.body)).toContain(`<title>${person.name} — Венчурный фонд Карелии</title>`);
    // The position, written as a heading, starts small after the dash of the search snippet (QA).
    const position = person.position.charAt(0).toLowerCase() + person.position.slice(1);
    expect(person.position).toMatch(/^\p{Lu}\p{Ll}/u);
    expect(headOf(response.body)).toContain(`<meta name="description" content="${person.name} — ${position}, Венчурный фонд`);
    // …and tells search engines who they are at the fund (schema.org Person).
    const structured = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(response.body)?.[1];
    expect(JSON.parse(structured ?? 'null')).toMatchObject({
      '@type': 'Person',
      name: person.name,
      jobTitle: person.position,
      url: `http://site.test/person/${person.slug}`,
      worksFor: { '@type': 'Organization', name: 'Венчурный фонд Республики Карелия' },
    });
  });

  it.each(['/events/no-such-event', '/person/no-such-person', '/p/no-such-page', '/events?page=99', '/events?page=2147483647'])(
    '%s is a real 404 that no cache keeps',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('Возникла ошибка, возможно 404');
      // The error the browser's router revives is labelled as what it is.
      expect(Object.values(appDataOf(response.body).router.errors ?? {})).toMatchObject([{ status: 404, statusText: 'Not Found' }]);
    },
  );

  it('answers 400 for an events page number that is not a positive integer', async () => {
    const response = await get('/events?page=abc');
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Номер страницы должен быть целым положительным числом.');
    expect(Object.values(appDataOf(response.body).router.errors ?? {})).toMatchObject([{ status: 400, statusText: 'Bad Request' }]);
  });
});
