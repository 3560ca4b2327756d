// Storing a lead: the lead, its proof of consent and its e-mail to the fund in one transaction, so a
// 2xx means both are kept, and the outbox worker (../mail/outbox-worker.ts) sends the e-mail later.
import { randomUUID } from 'node:crypto';
import { phoneDigits } from '#shared/lead-forms.ts';
import { CONSENT_COLUMN_NAMES, consentColumnValues } from '#server/common/consent.ts';
import type { Database } from '#server/db/database.ts';
import { composeLeadMail, type LeadForMail } from './lead-mail.ts';

/** A lead to store: what the mail shows, before it has an id. The phone is stored as digits. */
export type NewLead = Omit<LeadForMail, 'id'>;

/** Stores the lead and queues its e-mail to `mailTo`; returns the lead's id. */
export async function storeLead(db: Database, lead: NewLead, mailTo: string): Promise<string> {
  const id = randomUUID();
  const mail = composeLeadMail({ id, ...lead });
  const columns = ['id', 'form', 'landing', 'full_name', 'phone', 'email', 'question', 'captcha_status', ...CONSENT_COLUMN_NAMES];
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
  ];

  await db.transaction(async (tx) => {
    await tx.query(`insert into leads (${columns.join(', ')}) values (${values.map((_, index) => `$${index + 1}`).join(', ')})`, values);
    await tx.query(`insert into mail_outbox (lead_id, recipient, subject, body_text, body_html) values ($1, $2, $3, $4, $5)`, [
      id,
      mailTo,
      mail.subject,
      mail.text,
      mail.html,
    ]);
  });
  return id;
}
