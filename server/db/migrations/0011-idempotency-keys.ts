// A form sent again after an answer that never came (the site's proxy gave up at its deadline while the
// API went on and stored it: QA) carries the same Idempotency-Key and the same body: the API answers
// with what it stored the first time instead of storing it twice. The same key with another body (the
// visitor corrected a field before sending again) is a new request. server/common/idempotency.ts.
export default /* sql */ `
alter table leads
  add column idempotency_key text check (length(idempotency_key) <= 64),
  add column request_fingerprint text;
create unique index leads_idempotency_idx on leads (idempotency_key, request_fingerprint) where idempotency_key is not null;

alter table project_applications
  add column idempotency_key text check (length(idempotency_key) <= 64),
  add column request_fingerprint text;
create unique index project_applications_idempotency_idx on project_applications (idempotency_key, request_fingerprint)
  where idempotency_key is not null;

alter table contest_applications
  add column idempotency_key text check (length(idempotency_key) <= 64),
  add column request_fingerprint text;
create unique index contest_applications_idempotency_idx on contest_applications (idempotency_key, request_fingerprint)
  where idempotency_key is not null;
`;
