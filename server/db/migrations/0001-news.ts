// News: themes, authors and posts (spec §3 "News article"). Column names follow SQL habit
// (snake_case); the API maps them to the spec's camelCase fields.
export default /* sql */ `
create table news_themes (
  id integer generated always as identity primary key,
  name text not null unique check (length(name) between 1 and 100),
  created_at timestamptz not null default now()
);

create table news_authors (
  id integer generated always as identity primary key,
  name text not null check (length(name) between 1 and 200),
  avatar_url text,
  created_at timestamptz not null default now()
);

create table news_posts (
  id integer generated always as identity primary key,
  -- The same rule as the shared slugSchema; 'all' and 'slider' are taken by routes of /api/news-posts.
  slug text not null unique
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200 and slug not in ('all', 'slider')),
  title text not null check (length(title) between 1 and 300),
  short_description text not null,
  -- Trusted HTML written by the fund's editors.
  content text not null,
  cover_small_url text not null,
  cover_medium_url text not null,
  cover_large_url text not null,
  theme_id integer not null references news_themes (id),
  author_id integer references news_authors (id) on delete set null,
  -- A post is public once it is published and this moment has come, so a post can be scheduled.
  publish_utc_date_time timestamptz not null,
  is_published boolean not null default false,
  -- Featured posts fill the home page slider.
  is_featured boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The feeds read public posts newest first; "similar" reads them by theme.
create index news_posts_public_feed_idx
  on news_posts (publish_utc_date_time desc, id desc) where is_published;
create index news_posts_public_theme_idx
  on news_posts (theme_id, publish_utc_date_time desc, id desc) where is_published;
create index news_posts_author_idx on news_posts (author_id);
`;
