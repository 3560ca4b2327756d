// Contests and their nominations (spec §3 "Contest"): the content pages list them, contest
// applications refer to them. A contest takes applications until `end_at`.
export default /* sql */ `
create table contests (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  name text not null check (length(name) between 1 and 300),
  short_description text not null default '',
  -- Trusted HTML written by the fund's editors.
  content text not null default '',
  start_at timestamptz not null default now(),
  end_at timestamptz not null,
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at)
);

create table contest_nominations (
  id integer generated always as identity primary key,
  contest_id integer not null references contests (id) on delete cascade,
  name text not null check (length(name) between 1 and 300),
  description text not null default '',
  position integer not null default 0,
  unique (contest_id, name)
);

create index contest_nominations_contest_idx on contest_nominations (contest_id, position, id);
create index contests_public_idx on contests (end_at desc, id desc) where is_published;
`;
