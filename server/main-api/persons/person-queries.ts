// Reading the fund's people: the About page's team and a person's own page, with the phone normalised
// as the spec wants it (§3), whatever way an editor typed it.
import type { Queryable } from '#server/db/database.ts';
import { normalizePhone } from '#shared/phone.ts';
import type { Person, PersonListItem } from '#shared/schemas/person.ts';

const LIST_ITEM_COLUMNS = 'p.id, p.slug, p.name, p.position, p.photo_url';

interface PersonListRow {
  id: number;
  slug: string;
  name: string;
  position: string;
  photo_url: string | null;
}

interface PersonRow extends PersonListRow {
  biography: string;
  phone_number: string | null;
  email: string | null;
}

export async function listPersons(db: Queryable): Promise<PersonListItem[]> {
  const { rows } = await db.query<PersonListRow>(
    `select ${LIST_ITEM_COLUMNS} from persons p where p.is_published order by p.sort_order, p.id`,
  );
  return rows.map(toListItem);
}

export async function findPerson(db: Queryable, slug: string): Promise<Person | null> {
  const { rows } = await db.query<PersonRow>(
    `select ${LIST_ITEM_COLUMNS}, p.biography, p.phone_number, p.email
     from persons p
     where p.is_published and p.slug = $1`,
    [slug],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...toListItem(row),
    biography: row.biography,
    contacts: { phoneNumber: normalizePhone(row.phone_number), email: row.email?.trim() || null },
  };
}

function toListItem(row: PersonListRow): PersonListItem {
  return { id: row.id, slug: row.slug, name: row.name, position: row.position, photo: row.photo_url };
}
