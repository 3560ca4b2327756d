// Storing a lead: the lead, its proof of consent and its e-mail to the fund in one transaction, so a
// 2xx means both are kept, and the outbox worker (../mail/outbox-worker.ts) sends the e-mail later.
import { randomUUID } from 'node:crypto';
import { phoneDigits } from '#shared/lead-forms.ts';
import { CONSENT_COLUMN_NAMES, consentColumnValues } from '#server/common/consent.ts';
import type { Database } from '#server/db/database.ts';
import { idempotencyColumns, ON_REPEAT_DO_NOTHING, storedIdOf, type Idempotency } from '#server/common/idempotency.ts';
import { composeLeadMail, type LeadForMail } from './lead-mail.ts';

/** A lead to store: what the mail shows, before it has an id. The phone is stored as digits. */
export type NewLead = Omit<LeadForMail, 'id'>;

/**
 * Stores the lead and queues its e-mail to `mailTo`; returns the lead's id. A repeat of a lead stored
 * by the same key and body (server/common/idempotency.ts) stores and mails nothing: its id is returned.
 */
export async function storeLead(db: Database, lead: NewLead, mailTo: string, idempotency: Idempotency | null = null): Promise<string> {
  const id = randomUUID();
  const mail = composeLeadMail({ id, ...lead });
  const repeat = idempotencyColumns(idempotency);
  const columns = [
    'id',
    'form',
    'landing',
    'full_name',
    'phone',
    'email',
    'question',
    'captcha_status',
    ...CONSENT_COLUMN_NAMES,
    ...repeat.names,
  ];
  const values = [
    id,
    lead.form,
    lead.landing,
    lead.fullName,
    phoneDigits(lead.phone),
    lead.email,
    lead.question,
    lead.captchaStatus,
    ...consentColumnValues(lead.consent),
    ...repeat.values,
  ];

  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into leads (${columns.join(', ')}) values (${values.map((_, index) => `$${index + 1}`).join(', ')}) ${ON_REPEAT_DO_NOTHING} returning id`,
      values,
    );
    // The same send stored meanwhile (its insert held this one until it committed).
    if (inserted.rows.length === 0 && idempotency) {
      const stored = await storedIdOf<string>(tx, 'leads', idempotency);
      if (stored !== undefined) return stored;
    }
    await tx.query(`insert into mail_outbox (lead_id, recipient, subject, body_text, body_html) values ($1, $2, $3, $4, $5)`, [
      id,
      mailTo,
      mail.subject,
      mail.text,
      mail.html,
    ]);
    return id;
  });
}
