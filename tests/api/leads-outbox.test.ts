// The outbox that e-mails each lead to the fund (DESIGN §5): through a fake SMTP server on loopback, a
// mail outage keeps the lead and the mail goes out once SMTP is back, exactly once, also with two workers
// racing; without SMTP_URL the mail is an .eml file in DATA_DIR/mail.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_FORMS } from '#shared/schemas/leads.ts';
import { consentProof } from '#server/common/consent.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { buildLeadApi } from '#server/lead-api/app.ts';
import { storeLead } from '#server/lead-api/leads/lead-store.ts';
import { createMailer, type Mailer } from '#server/lead-api/mail/mailer.ts';
import { createOutboxWorker, retryDelayMs, type OutboxSettings } from '#server/lead-api/mail/outbox-worker.ts';
import { openSeededDatabase, testBackends, type TestDatabase } from '../helpers/api-db.ts';
import { createFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp.ts';
import { clearLeads, leadTestConfig, storedMails, tempDataDir, validLead, waitFor, type TempDir } from '../helpers/leads.ts';

/** Quick retries so an outage of a few hundred milliseconds is over within a test. */
const QUICK: Partial<OutboxSettings> = { intervalMs: 20, firstRetryDelayMs: 50, maxRetryDelayMs: 200 };

const silentLog = { info() {}, warn() {}, error() {}, child: () => silentLog } as unknown as Parameters<
  typeof createOutboxWorker
>[0]['log'];

function messageIdsOf(fake: FakeSmtp): string[] {
  return fake.received.map((mail) => /^Message-ID: (.+)$/im.exec(mail.raw)?.[1]?.trim() ?? '');
}

describe('retry delays', () => {
  it('double from the first up to the cap', () => {
    const settings = { firstRetryDelayMs: 60_000, maxRetryDelayMs: 3_600_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((attempts) => retryDelayMs(attempts, settings))).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe.each(testBackends)('mail outbox on $name', (backend) => {
  let testDatabase: TestDatabase;
  let dataDir: TempDir;
  let smtp: FakeSmtp;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    testDatabase = await openSeededDatabase(backend);
    dataDir = await tempDataDir();
    smtp = await createFakeSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
    await testDatabase?.dispose();
    await dataDir?.remove();
  });
  beforeEach(async () => {
    await clearLeads(testDatabase.db);
    smtp.received.length = 0;
    smtp.refusing = false;
    await smtp.start();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function startLeadApi(settings: Partial<OutboxSettings> = QUICK, env: Record<string, string> = { SMTP_URL: smtp.url }) {
    app = await buildLeadApi({ db: testDatabase.db, config: leadTestConfig(dataDir.dir, env), logger: false, outbox: settings });
    await app.ready();
    return app;
  }

  async function postLead(api: FastifyInstance): Promise<string> {
    const response = await api.inject({ method: 'POST', url: LEAD_FORMS.IdeaContest.path, payload: validLead });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  it('sends the e-mail of a new lead to MAIL_TO from MAIL_FROM and marks it sent', async () => {
    const api = await startLeadApi();
    const leadId = await postLead(api);
    await waitFor('the mail', () => smtp.received.length === 1);
    const [received] = smtp.received;
    expect(received!.to).toEqual([api.config.MAIL_TO]);
    expect(received!.from).toBe('noreply@venture-karelia.example');
    expect(received!.raw).toMatch(/^Subject: =\?UTF-8\?/im);
    expect(received!.raw).toMatch(/^Content-Type: multipart\/alternative/im);

    const [mail] = await waitFor('the mail marked sent', async () => {
      const mails = await storedMails(testDatabase.db);
      return mails[0]?.status === 'sent' && mails;
    });
    expect(mail).toMatchObject({ lead_id: leadId, status: 'sent', attempts: 1, last_error: null });
    expect(mail!.sent_at).not.toBeNull();
    expect(messageIdsOf(smtp)).toEqual([`<outbox-${mail!.id}@venture-karelia.example>`]);
  });

  it("answers to the visitor: Reply-To is the lead's e-mail when it gave one, and absent when not", async () => {
    const api = await startLeadApi();
    const withEmail = await api.inject({
      method: 'POST',
      url: LEAD_FORMS.askQuestion.path,
      payload: { ...validLead, email: 'investor@example.com' },
    });
    expect(withEmail.statusCode).toBe(201);
    await waitFor('the mail', () => smtp.received.length === 1);
    expect(smtp.received[0]!.raw).toMatch(/^Reply-To: investor@example\.com$/m);

    await postLead(api);
    await waitFor('the second mail', () => smtp.received.length === 2);
    expect(smtp.received[1]!.raw).not.toMatch(/^Reply-To:/im);
  });

  it('SMTP down: the lead is kept, the error recorded, and the mail goes out once SMTP is back, exactly once', async () => {
    await smtp.stop();
    const api = await startLeadApi();
    await postLead(api);

    const [failing] = await waitFor('a failed attempt', async () => {
      const mails = await storedMails(testDatabase.db);
      return (mails[0]?.attempts ?? 0) >= 2 && mails;
    });
    expect(failing).toMatchObject({ status: 'pending' });
    expect(failing!.last_error).toMatch(/ECONNREFUSED/);
    expect(smtp.received).toEqual([]);

    await smtp.start();
    await waitFor('the mail after the outage', () => smtp.received.length === 1);
    await waitFor('the mail marked sent', async () => (await storedMails(testDatabase.db))[0]?.status === 'sent');
    // A few more passes of the worker: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
  });

  it('SMTP refusing with a temporary error: retried until accepted, exactly once', async () => {
    smtp.refusing = true;
    const api = await startLeadApi();
    await postLead(api);
    await waitFor('a refused attempt', async () => (await storedMails(testDatabase.db))[0]?.last_error?.includes('451'));
    smtp.refusing = false;
    await waitFor('the mail marked sent', async () => (await storedMails(testDatabase.db))[0]?.status === 'sent');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
  });

  it('gives up after maxAttempts and marks the message failed', async () => {
    smtp.refusing = true;
    const api = await startLeadApi({ ...QUICK, maxAttempts: 2 });
    await postLead(api);
    const [failed] = await waitFor('the message given up', async () => {
      const mails = await storedMails(testDatabase.db);
      return mails[0]?.status === 'failed' && mails;
    });
    expect(failed).toMatchObject({ attempts: 2, sent_at: null });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await storedMails(testDatabase.db))[0]!.attempts).toBe(2);
  });

  /** Two workers (the second on its own connection on PostgreSQL, as a second process) until all is sent. */
  async function runTwoWorkersUntilAllSent(
    config: Config,
    otherDb: Database,
    settings: Partial<OutboxSettings>,
    wrap: (mailer: Mailer, worker: number) => Mailer,
  ): Promise<void> {
    const mailers = [createMailer(config), createMailer(config)];
    const workers = [testDatabase.db, otherDb].map((db, index) =>
      createOutboxWorker({ db, mailer: wrap(mailers[index]!, index), log: silentLog, settings }),
    );
    try {
      for (const worker of workers) worker.start();
      await waitFor('every message sent', async () => {
        const mails = await storedMails(testDatabase.db);
        return mails.every((mail) => mail.status === 'sent') && mails;
      });
    } finally {
      for (const worker of workers) await worker.stop();
      for (const mailer of mailers) mailer.close();
    }
  }

  it('two workers racing over the same outbox send every message exactly once', async () => {
    const config = leadTestConfig(dataDir.dir, { SMTP_URL: smtp.url });
    const messages = 30;
    for (let index = 0; index < messages; index += 1) await insertLead(testDatabase.db, config.MAIL_TO);

    // On PostgreSQL the second worker has its own connection pool, as a second process would.
    const otherDb = testDatabase.openSecondConnection ? await testDatabase.openSecondConnection() : testDatabase.db;
    const sends = new Map<string, number>();
    const sendsByWorker = [0, 0];
    // A slow SMTP server, so both workers are busy at the same time.
    const counting = (mailer: Mailer, worker: number): Mailer => ({
      ...mailer,
      async send(mail) {
        sends.set(mail.id, (sends.get(mail.id) ?? 0) + 1);
        sendsByWorker[worker] = (sendsByWorker[worker] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        await mailer.send(mail);
      },
    });
    await runTwoWorkersUntilAllSent(config, otherDb, { ...QUICK, batchSize: 4 }, counting);

    expect(sends.size).toBe(messages);
    expect([...sends.values()].every((count) => count === 1)).toBe(true);
    expect(sendsByWorker.every((count) => count > 0)).toBe(true);
    expect(smtp.received).toHaveLength(messages);
    expect(new Set(messageIdsOf(smtp)).size).toBe(messages);
  });

  it('a batch slower than its lease is not sent twice: each message renews the claim before it goes', async () => {
    const config = leadTestConfig(dataDir.dir, { SMTP_URL: smtp.url });
    const messages = 8;
    for (let index = 0; index < messages; index += 1) await insertLead(testDatabase.db, config.MAIL_TO);
    const otherDb = testDatabase.openSecondConnection ? await testDatabase.openSecondConnection() : testDatabase.db;
    const sends = new Map<string, number>();
    // Each send takes 200 ms and a claim lasts 1 s: a whole batch of 8 outlives its lease, while one
    // send leaves its renewed claim 800 ms of slack for a busy machine.
    const slow = (mailer: Mailer): Mailer => ({
      ...mailer,
      async send(mail) {
        sends.set(mail.id, (sends.get(mail.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await mailer.send(mail);
      },
    });
    await runTwoWorkersUntilAllSent(config, otherDb, { ...QUICK, batchSize: messages, leaseMs: 1000 }, slow);
    expect([...sends.entries()].filter(([, count]) => count > 1)).toEqual([]);
    expect(sends.size).toBe(messages);
  });

  it('a message claimed by one worker is invisible to another until its lease ends', async () => {
    const config = leadTestConfig(dataDir.dir, { SMTP_URL: smtp.url });
    await insertLead(testDatabase.db, config.MAIL_TO);
    const realMailer = createMailer(config);
    let sendStarted!: () => void;
    const started = new Promise<void>((resolve) => (sendStarted = resolve));
    let releaseSend!: () => void;
    const held = new Promise<void>((resolve) => (releaseSend = resolve));
    const stuckMailer: Mailer = {
      ...realMailer,
      async send(mail) {
        sendStarted();
        await held;
        await realMailer.send(mail);
      },
    };
    const otherDb = testDatabase.openSecondConnection ? await testDatabase.openSecondConnection() : testDatabase.db;
    const first = createOutboxWorker({ db: testDatabase.db, mailer: stuckMailer, log: silentLog, settings: QUICK });
    const second = createOutboxWorker({ db: otherDb, mailer: realMailer, log: silentLog, settings: QUICK });
    try {
      const firstPass = first.runOnce();
      await started;
      expect(await second.runOnce()).toBe(0);
      releaseSend();
      expect(await firstPass).toBe(1);
      expect(await second.runOnce()).toBe(0);
    } finally {
      releaseSend();
      realMailer.close();
    }
    expect(smtp.received).toHaveLength(1);
  });

  it('stops with the app: no sending after close', async () => {
    const api = await startLeadApi({ ...QUICK, intervalMs: 50 });
    await api.close();
    app = undefined;
    await insertLead(testDatabase.db, 'info@venture-karelia.example');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toEqual([]);
    expect((await storedMails(testDatabase.db))[0]!.status).toBe('pending');
  });

  it('without SMTP_URL writes each mail as an .eml file in DATA_DIR/mail', async () => {
    const api = await startLeadApi(QUICK, {});
    await postLead(api);
    const mailDir = path.join(dataDir.dir, 'mail');
    const [file] = await waitFor('the .eml file', async () => {
      const files = await readdir(mailDir).catch(() => []);
      return files.filter((name) => name.endsWith('.eml')).length > 0 && files;
    });
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-\d+\.eml$/);
    const eml = await readFile(path.join(mailDir, file!), 'utf8');
    expect(eml).toMatch(/^To: info@venture-karelia\.example$/m);
    expect(eml).toMatch(/^Message-ID: <outbox-\d+@venture-karelia\.example>$/m);
    await waitFor('the mail marked sent', async () => (await storedMails(testDatabase.db))[0]?.status === 'sent');
    expect(smtp.received).toEqual([]);
  });
});

/** A lead stored as the API stores one, with its e-mail queued. */
async function insertLead(db: Database, mailTo: string): Promise<string> {
  const request = { ip: '127.0.0.1', headers: { 'user-agent': 'test' } } as Parameters<typeof consentProof>[0];
  return storeLead(
    db,
    {
      form: 'contactUs',
      landing: 'kareliya-protiv-ii',
      fullName: validLead.fullName,
      phone: validLead.phone,
      email: null,
      question: validLead.question,
      captchaStatus: 'disabled',
      consent: consentProof(request, 'lead:contactUs', 'test'),
    },
    mailTo,
  );
}
