// Shared pieces of the lead API tests: a valid lead form, a config with a temporary DATA_DIR, reading
// what was stored, and waiting for the outbox worker.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';

export const validLead = {
  fullName: 'Иванова Мария',
  phone: '+7 (921) 123-45-67',
  question: 'Как подать заявку на конкурс идей?',
  landing: 'konkurs-idej',
  consent: true,
};

export interface TempDir {
  dir: string;
  remove(): Promise<void>;
}

export async function tempDataDir(): Promise<TempDir> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lead-api-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The lead API's config in tests: mail never lands in the repository's ./data. */
export function leadTestConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, LEADS_PER_MINUTE: '1000', ...env });
}

export interface StoredLead {
  id: string;
  form: string;
  landing: string;
  full_name: string;
  phone: string;
  email: string | null;
  question: string;
  captcha_status: string;
  consent_form: string;
  consent_policy_version: string;
  consent_given_at: Date;
  consent_ip: string;
  consent_user_agent: string;
}

export interface StoredMail {
  id: string;
  lead_id: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
}

export async function storedLeads(db: Database): Promise<StoredLead[]> {
  const { rows } = await db.query<StoredLead>(
    `select id, form, landing, full_name, phone, email, question, captcha_status, consent_form, consent_policy_version,
            consent_given_at, host(consent_ip) as consent_ip, consent_user_agent
     from leads order by created_at, id`,
  );
  return rows;
}

export async function storedMails(db: Database): Promise<StoredMail[]> {
  const { rows } = await db.query<StoredMail>(
    `select id::text as id, lead_id, recipient, subject, body_text, body_html, status, attempts, last_error, sent_at
     from mail_outbox order by mail_outbox.id`,
  );
  return rows;
}

export async function clearLeads(db: Database): Promise<void> {
  await db.query('delete from mail_outbox');
  await db.query('delete from leads');
}

/** Polls `check` until it returns something truthy, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
