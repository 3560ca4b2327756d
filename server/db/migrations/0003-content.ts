// The content of the public pages (spec §3): events, persons, documents in categories, links, partner
// programmes and single pages; contests came in 0002. Rows are public once `is_published`, so editors
// can prepare them first. `sort_order` is the fund's own order of a list.
export default /* sql */ `
create table events (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  title text not null check (length(title) between 1 and 300),
  short_description text not null default '',
  -- Trusted HTML written by the fund's editors.
  content text not null default '',
  cover_small_url text not null,
  cover_medium_url text not null,
  cover_large_url text not null,
  -- The kind of event shown on its card (spec's "group"): «Форум», «Вебинар», «Акселератор»…
  group_name text not null check (length(group_name) between 1 and 100),
  -- For people: a street address or «Онлайн»; address_link is a map of it.
  address text not null check (length(address) between 1 and 300),
  address_link text,
  registration_link text,
  start_at timestamptz not null,
  end_at timestamptz not null,
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at >= start_at)
);
-- The list splits on end_at (upcoming or past) and orders by start_at.
create index events_public_idx on events (end_at, start_at) where is_published;

create table persons (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  name text not null check (length(name) between 1 and 200),
  -- The person's job («Генеральный директор»).
  position text not null default '',
  photo_url text,
  -- Trusted HTML written by the fund's editors.
  biography text not null default '',
  -- As the editor typed it; the API serves it normalised (spec §3, shared/phone.ts).
  phone_number text,
  email text,
  sort_order integer not null default 0,
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index persons_public_idx on persons (sort_order, id) where is_published;

create table document_categories (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  name text not null unique check (length(name) between 1 and 200),
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

create table documents (
  id integer generated always as identity primary key,
  -- A document may stand alone (the rules a landing links to) and still be in /api/documents.
  category_id integer references document_categories (id) on delete set null,
  title text not null check (length(title) between 1 and 300),
  -- The file's name, which gives the extension (spec §3); never a path.
  file_name text not null check (length(file_name) between 1 and 255 and file_name !~ '[/\\\\]'),
  url text not null,
  sort_order integer not null default 0,
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index documents_public_idx on documents (category_id, sort_order, id) where is_published;

create table links (
  id integer generated always as identity primary key,
  title text not null check (length(title) between 1 and 300),
  url text not null,
  sort_order integer not null default 0,
  is_published boolean not null default false,
  created_at timestamptz not null default now()
);

create table partner_programs (
  id integer generated always as identity primary key,
  name text not null check (length(name) between 1 and 300),
  logo_url text not null,
  description text not null default '',
  url text,
  sort_order integer not null default 0,
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table single_pages (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  title text not null check (length(title) between 1 and 300),
  -- Trusted HTML written by the fund's editors.
  content text not null,
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- /api/contests/{slugOrId} reads digits as an id, so a slug of digits alone could never be reached.
alter table contests add constraint contests_slug_not_a_number check (slug !~ '^[0-9]+$');
`;
