// Leads of the lead forms (spec §7 "Second API host", DESIGN §5) with their proof of consent, and the
// outbox of e-mails to the fund: a lead and its e-mail are stored in one transaction, a worker sends
// the e-mail later, so a mail outage loses nothing.
export default /* sql */ `
create table leads (
  id uuid primary key,
  -- The endpoint that took the lead: IdeaContest, NeuroArt, Hackaton, Forum, Ted, askQuestion, contactUs.
  form text not null check (form in ('IdeaContest', 'NeuroArt', 'Hackaton', 'Forum', 'Ted', 'askQuestion', 'contactUs')),
  -- The page or form that sent it, e.g. konkurs-idej.
  landing text not null check (landing ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(landing) <= 100),
  full_name text not null check (length(full_name) between 1 and 200),
  -- Digits only, prefixed with 7 (spec §9).
  phone text not null check (phone ~ '^7[0-9]{10}$'),
  question text not null check (length(question) between 1 and 5000),
  -- verified: the captcha provider said ok; unverified: it could not be asked (DESIGN §5);
  -- disabled: the captcha is off (never in production).
  captcha_status text not null check (captcha_status in ('verified', 'unverified', 'disabled')),
  -- Proof of consent to the personal-data policy (server/common/consent.ts).
  consent_form text not null,
  consent_policy_version text not null,
  consent_given_at timestamptz not null,
  consent_ip inet not null,
  consent_user_agent text not null,
  created_at timestamptz not null default now()
);

create index leads_created_idx on leads (created_at desc);

create table mail_outbox (
  id bigint generated always as identity primary key,
  lead_id uuid references leads (id) on delete cascade,
  recipient text not null,
  subject text not null,
  body_text text not null,
  body_html text,
  -- pending: to be sent at next_attempt_at (also while a worker holds it); sent; failed: given up.
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

-- What the worker looks for: pending messages that are due.
create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where status = 'pending';
create index mail_outbox_lead_idx on mail_outbox (lead_id);
`;
