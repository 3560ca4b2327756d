// /api/persons: the team list and a person's page with the phone normalised (spec §3).
import { describe, expect, it } from 'vitest';
import { normalizePhone } from '#shared/phone.ts';
import { personListSchema, personSchema } from '#shared/schemas/person.ts';
import { DEMO_PERSONS } from '#server/db/seed/demo-content/persons.ts';
import { DEMO_AUTHORS } from '#server/db/seed/demo-news/types.ts';
import { testBackends } from '../helpers/api-db.ts';
import { useContentApi } from '../helpers/content-api.ts';

describe.each(testBackends)('persons API on $name', (backend) => {
  const api = useContentApi(backend, async (db) => {
    await db.query(
      `insert into persons (slug, name, position, phone_number, sort_order, is_published)
       values ('skrytyj-chelovek', 'Скрытый Человек', 'Стажёр', '+7 921 000-00-00', 1, false),
              ('chelovek-s-nomerom', 'Номер Неправильный', 'Эксперт', '12-34', 1000, true)`,
    );
  });

  it('lists the published people in the fund order', async () => {
    const list = await api.getPublic('/api/persons', personListSchema);
    expect(list.items.map((person) => person.slug)).toEqual([...DEMO_PERSONS.map((person) => person.slug), 'chelovek-s-nomerom']);
    expect(list.items.map((person) => person.slug)).not.toContain('skrytyj-chelovek');
    expect(list.items.length).toBeGreaterThanOrEqual(6);
  });

  it('gives each person with their photo, biography and normalised contacts', async () => {
    const list = await api.getPublic('/api/persons', personListSchema);
    for (const demo of DEMO_PERSONS) {
      const person = await api.getPublic(`/api/persons/${demo.slug}`, personSchema);
      expect(person).toMatchObject(list.items.find((item) => item.slug === demo.slug)!);
      expect(person.name).toBe(demo.name);
      expect(person.biography).toContain('Демо: это вымышленный человек');
      expect(person.contacts).toEqual({ phoneNumber: normalizePhone(demo.phone), email: demo.email });

      const photo = await api.get(person.photo!);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
  });

  it('normalises every way an editor types a phone, and hides a number it cannot read', async () => {
    const phones = await Promise.all(
      DEMO_PERSONS.map(async (demo) => (await api.getPublic(`/api/persons/${demo.slug}`, personSchema)).contacts.phoneNumber),
    );
    expect(phones.every((phone) => phone === null || /^7\d{10}$/.test(phone))).toBe(true);
    expect(phones).toContain(null);
    expect(phones).toContain('79210001004'); // typed as 9210001004
    expect(phones).toContain('79210001002'); // typed as 8 (921) 000-10-02

    const broken = await api.getPublic('/api/persons/chelovek-s-nomerom', personSchema);
    expect(broken.contacts).toEqual({ phoneNumber: null, email: null });
  });

  it.each([
    ['an unknown slug', 'net-takogo-cheloveka'],
    ['an unpublished person', 'skrytyj-chelovek'],
    ['a slug that breaks the slug rules', 'Иван Иванов'],
  ])('answers 404 in Russian for %s', async (_label, slug) => {
    const error = await api.getError(`/api/persons/${encodeURIComponent(slug)}`, 404);
    expect(error).toEqual({ statusCode: 404, error: 'Not Found', message: 'Персона не найдена' });
  });
});

describe('the demo team and the demo news authors', () => {
  it('give a person who is both the same picture on their page and under their articles', () => {
    const authors = Object.values(DEMO_AUTHORS);
    const onTheTeam = authors.filter((author) => DEMO_PERSONS.some((person) => person.name === author.name));
    expect(onTheTeam.length).toBeGreaterThan(0);
    for (const author of onTheTeam) {
      const person = DEMO_PERSONS.find((candidate) => candidate.name === author.name)!;
      expect({ name: author.name, palette: author.palette }).toEqual({ name: person.name, palette: person.palette });
    }
  });
});
