// /api/events as the site sees it over the demo events, with a draft added that must never show:
// the contract, paging, the upcoming-then-past order, `dates`, and Russian errors.
import { describe, expect, it } from 'vitest';
import { MAX_PER_PAGE } from '#shared/schemas/common.ts';
import { EVENTS_PER_PAGE, eventListSchema, eventSchema, type EventListItem } from '#shared/schemas/event.ts';
import { DEMO_EVENTS } from '#server/db/seed/demo-content/events.ts';
import { moscowDate } from '#server/main-api/events/event-dates.ts';
import { testBackends } from '../helpers/api-db.ts';
import { useContentApi } from '../helpers/content-api.ts';

const DRAFT_SLUG = 'chernovik-meropriyatiya';

describe.each(testBackends)('events API on $name', (backend) => {
  const api = useContentApi(backend, async (db) => {
    await db.query(
      `insert into events (slug, title, cover_small_url, cover_medium_url, cover_large_url, group_name, address,
         start_at, end_at, is_published)
       values ($1, 'Черновик', '/s', '/m', '/l', 'Встреча', 'Онлайн', now() + interval '1 day', now() + interval '1 day', false)`,
      [DRAFT_SLUG],
    );
  });

  async function allEvents(): Promise<EventListItem[]> {
    const items: EventListItem[] = [];
    for (let page = 1; ; page += 1) {
      const list = await api.getPublic(`/api/events?page=${page}`, eventListSchema);
      items.push(...list.items);
      if (page >= list.meta.totalPages) return items;
    }
  }

  describe('GET /api/events', () => {
    it('gives 6 published events a page with the real meta', async () => {
      const list = await api.getPublic('/api/events', eventListSchema);
      expect(list.items).toHaveLength(EVENTS_PER_PAGE);
      expect(list.meta).toEqual({
        totalItems: DEMO_EVENTS.length,
        totalPages: Math.ceil(DEMO_EVENTS.length / EVENTS_PER_PAGE),
        currentPage: 1,
        itemsPerPage: EVENTS_PER_PAGE,
      });
      const everyEvent = await allEvents();
      expect(everyEvent.map((event) => event.slug).sort()).toEqual(DEMO_EVENTS.map((event) => event.slug).sort());
      expect(everyEvent.map((event) => event.slug)).not.toContain(DRAFT_SLUG);
    });

    it('puts upcoming events first, soonest first, then past ones, latest first', async () => {
      const now = new Date().toISOString();
      const everyEvent = await allEvents();
      const upcoming = everyEvent.filter((event) => event.endAt >= now);
      const past = everyEvent.filter((event) => event.endAt < now);
      expect(upcoming.length).toBeGreaterThan(0);
      expect(past.length).toBeGreaterThan(0);
      expect(everyEvent).toEqual([...upcoming, ...past]);
      expect(upcoming.map((event) => event.startAt)).toEqual(upcoming.map((event) => event.startAt).sort());
      expect(past.map((event) => event.startAt)).toEqual(
        past
          .map((event) => event.startAt)
          .sort()
          .reverse(),
      );
      // An event that has started and not ended yet is still upcoming: people may join it.
      expect(upcoming.some((event) => event.startAt < now)).toBe(true);
    });

    it('continues page 1 on page 2 and answers an empty page past the end', async () => {
      const first = await api.getPublic('/api/events?page=1&per_page=4', eventListSchema);
      const second = await api.getPublic('/api/events?page=2&per_page=4', eventListSchema);
      const whole = await api.getPublic('/api/events?per_page=8', eventListSchema);
      expect([...first.items, ...second.items]).toEqual(whole.items);
      expect(second.meta).toMatchObject({ currentPage: 2, itemsPerPage: 4, totalPages: Math.ceil(DEMO_EVENTS.length / 4) });

      const all = await api.getPublic(`/api/events?per_page=${MAX_PER_PAGE}`, eventListSchema);
      expect(all.items).toHaveLength(DEMO_EVENTS.length);
      const pastTheEnd = await api.getPublic('/api/events?page=50', eventListSchema);
      expect(pastTheEnd.items).toEqual([]);
      expect(pastTheEnd.meta).toMatchObject({ totalItems: DEMO_EVENTS.length, currentPage: 50 });
    });

    it('gives the days an event starts and ends on as `dates`', async () => {
      for (const event of await allEvents()) {
        const first = moscowDate(new Date(event.startAt));
        expect(event.dates[0], event.slug).toBe(first);
        const demo = DEMO_EVENTS.find((candidate) => candidate.slug === event.slug);
        expect(event.dates, event.slug).toHaveLength(demo?.lastsDays ? 2 : 1);
        expect(event.dates.at(-1)! >= first).toBe(true);
      }
    });

    it.each([
      ['page=0', 'page', 'Параметр «page» должен быть целым положительным числом'],
      ['page=two', 'page', 'Параметр «page» должен быть целым положительным числом'],
      ['per_page=0', 'per_page', 'Параметр «per_page» должен быть целым положительным числом'],
      ['per_page=2.5', 'per_page', 'Параметр «per_page» должен быть целым положительным числом'],
      ['per_page=51', 'per_page', 'Параметр «per_page» не может быть больше 50'],
    ])('refuses %s with a Russian message for the field', async (query, field, message) => {
      const error = await api.getError(`/api/events?${query}`, 400);
      expect(error).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Некорректные параметры запроса' });
      expect(error.fields).toEqual({ [field]: message });
    });
  });

  describe('GET /api/events/{slug}', () => {
    it('gives the full event: the list item plus content and links', async () => {
      const list = await api.getPublic('/api/events?per_page=50', eventListSchema);
      for (const listed of list.items) {
        const event = await api.getPublic(`/api/events/${listed.slug}`, eventSchema);
        expect(event).toMatchObject(listed);
        expect(event.content).toContain('<p>');
        expect(event.content).toContain('Демонстрационное мероприятие');

        const demo = DEMO_EVENTS.find((candidate) => candidate.slug === listed.slug)!;
        if (demo.onMap) expect(event.addressLink).toMatch(/^https:\/\/yandex\.ru\/maps\/\?text=/);
        else expect(event.addressLink).toBeNull();
        if (demo.registrationOpen) expect(event.registrationLink).toMatch(/^https:\/\//);
        else expect(event.registrationLink).toBeNull();
      }
    });

    it('has online events and events in Petrozavodsk, Sortavala and Kondopoga', async () => {
      const addresses = (await allEvents()).map((event) => event.address).join('\n');
      for (const place of ['Онлайн', 'Петрозаводск', 'Сортавала', 'Кондопога']) expect(addresses).toContain(place);
    });

    it.each([
      ['an unknown slug', 'net-takogo-meropriyatiya'],
      ['a draft', DRAFT_SLUG],
      ['a slug that breaks the slug rules', 'Не_слаг'],
    ])('answers 404 in Russian for %s', async (_label, slug) => {
      const error = await api.getError(`/api/events/${encodeURIComponent(slug)}`, 404);
      expect(error).toEqual({ statusCode: 404, error: 'Not Found', message: 'Мероприятие не найдено' });
    });
  });
});
