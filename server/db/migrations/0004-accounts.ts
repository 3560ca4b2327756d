// Accounts and what people send the fund: users (VK ID sign-in), uploaded files, project and contest
// applications with their attachments and proof of consent (DESIGN §4–§6, docs/decisions/007).

const STATUS_COLUMN = /* sql */ `
  status text not null default 'new' check (status in ('new', 'in_review', 'accepted', 'rejected'))`;
const PHONE_CHECK = `~ '^7[0-9]{10}$'`;

export default /* sql */ `
create table users (
  id integer generated always as identity primary key,
  -- The VK ID user id; null for accounts of the local sign-in page (development only).
  vk_id text unique check (vk_id ~ '^[0-9]{1,20}$'),
  -- The name typed on the local sign-in page, lowercased: finds that account again. Never set in production.
  dev_login text unique check (length(dev_login) <= 150),
  name text not null check (length(name) <= 200),
  phone_number text check (phone_number ${PHONE_CHECK}),
  email text check (length(email) <= 254),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- An upload belongs to a signed-in user, or, anonymous, to the browser holding the uploader key
-- (only its SHA-256 is kept). The client's name is for display only: the bytes live under storage_key.
create table files (
  id uuid primary key,
  owner_user_id integer references users (id) on delete cascade,
  uploader_key_hash text check (uploader_key_hash ~ '^[0-9a-f]{64}$'),
  storage_key text not null unique check (storage_key ~ '^[0-9a-f-]{36}$'),
  file_name text not null check (length(file_name) between 1 and 255),
  mime_type text not null,
  extension text not null check (extension ~ '^[a-z0-9]{1,10}$'),
  size_bytes bigint not null check (size_bytes > 0),
  created_at timestamptz not null default now(),
  check ((owner_user_id is null) <> (uploader_key_hash is null))
);
create index files_owner_idx on files (owner_user_id);
create index files_uploader_idx on files (uploader_key_hash);
create index files_created_idx on files (created_at);

-- Stored objects whose rows are gone (a deleted account, a detached attachment): removed from the
-- storage after the transaction commits, and retried by the sweeper until the storage confirms.
create table file_deletions (
  storage_key text primary key,
  requested_at timestamptz not null default now(),
  attempts integer not null default 0
);

create table project_applications (
  id integer generated always as identity primary key,
  -- Null when sent by a visitor who was not signed in (DESIGN §6: the form is open to visitors).
  user_id integer references users (id) on delete cascade,
  name text not null check (length(name) between 1 and 150),
  phone_number text not null check (phone_number ${PHONE_CHECK}),
  email text not null check (length(email) between 3 and 254),
  project_name text not null check (length(project_name) between 1 and 200),
  project_sphere text not null check (length(project_sphere) <= 200),
  about_project text not null check (length(about_project) <= 5000),
  ${STATUS_COLUMN},
  -- Proof of consent to the personal-data policy (server/common/consent.ts).
  consent_form text not null,
  consent_policy_version text not null,
  consent_given_at timestamptz not null,
  consent_ip inet not null,
  consent_user_agent text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index project_applications_user_idx on project_applications (user_id, created_at desc, id desc);

-- A nomination is chosen within its contest: the pair is what a contest application refers to.
alter table contest_nominations add constraint contest_nominations_id_contest_key unique (id, contest_id);

create table contest_applications (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  contest_id integer not null references contests (id),
  nomination_id integer not null,
  name text not null check (length(name) between 1 and 150),
  phone_number text not null check (phone_number ${PHONE_CHECK}),
  email text not null check (length(email) between 3 and 254),
  contest_participants text not null default '' check (length(contest_participants) <= 2000),
  project_name text not null check (length(project_name) between 1 and 200),
  project_short_description text not null check (length(project_short_description) <= 500),
  project_sphere text not null check (length(project_sphere) <= 200),
  registration_address text not null default '' check (length(registration_address) <= 500),
  project_relevance text not null default '' check (length(project_relevance) <= 5000),
  about_project text not null default '' check (length(about_project) <= 5000),
  ${STATUS_COLUMN},
  -- Proof of consent to the personal-data policy (server/common/consent.ts).
  consent_form text not null,
  consent_policy_version text not null,
  consent_given_at timestamptz not null,
  consent_ip inet not null,
  consent_user_agent text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (nomination_id, contest_id) references contest_nominations (id, contest_id)
);
create index contest_applications_user_idx on contest_applications (user_id, created_at desc, id desc);
create index contest_applications_public_idx on contest_applications (contest_id, status, created_at, id);

-- A file is attached to one application at most; deleting the application detaches it.
create table project_application_files (
  application_id integer not null references project_applications (id) on delete cascade,
  file_id uuid not null unique references files (id) on delete cascade,
  position integer not null,
  primary key (application_id, file_id)
);

create table contest_application_files (
  application_id integer not null references contest_applications (id) on delete cascade,
  file_id uuid not null unique references files (id) on delete cascade,
  position integer not null,
  primary key (application_id, file_id)
);
`;
