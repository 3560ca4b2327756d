// Every migration of the schema, in order. A later change adds a new file and a line here and never
// edits an applied one. Migrations are TS modules exporting SQL so a server bundle needs no loose files.
import news from './0001-news.ts';
import contests from './0002-contests.ts';
import content from './0003-content.ts';
import accounts from './0004-accounts.ts';
import leads from './0005-leads.ts';
import sessionRevocation from './0006-session-revocation.ts';
import fileDeletionAttempts from './0007-file-deletion-attempts.ts';
import leadEmail from './0008-lead-email.ts';
import newsAuthorPerson from './0009-news-author-person.ts';
import contentUpdatedAt from './0010-content-updated-at.ts';
import idempotencyKeys from './0011-idempotency-keys.ts';
import nominationTouchOnChange from './0012-nomination-touch-on-change.ts';

export interface Migration {
  /** Unique and increasing; recorded in `schema_migrations` once applied. */
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  { version: 1, name: 'news', sql: news },
  { version: 2, name: 'contests', sql: contests },
  { version: 3, name: 'content', sql: content },
  { version: 4, name: 'accounts', sql: accounts },
  { version: 5, name: 'leads', sql: leads },
  { version: 6, name: 'session-revocation', sql: sessionRevocation },
  { version: 7, name: 'file-deletion-attempts', sql: fileDeletionAttempts },
  { version: 8, name: 'lead-email', sql: leadEmail },
  { version: 9, name: 'news-author-person', sql: newsAuthorPerson },
  { version: 10, name: 'content-updated-at', sql: contentUpdatedAt },
  { version: 11, name: 'idempotency-keys', sql: idempotencyKeys },
  { version: 12, name: 'nomination-touch-on-change', sql: nominationTouchOnChange },
];
