// The worker that sends the mail outbox (DESIGN §5). Any number of them may run, in one process or many:
// a worker claims due messages with `for update skip locked` and pushes their next attempt past a lease,
// so no other worker sees them while it sends; then it marks each sent, or schedules a retry with
// exponential backoff and records the error. A worker that dies mid-send leaves its messages to be sent
// again once the lease is over: at least once, and once unless a process dies between sending and marking.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/database.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

export interface OutboxSettings {
  /** How often an idle worker looks for due messages. */
  intervalMs: number;
  /** How many messages one claim takes. */
  batchSize: number;
  /** The first retry waits this long; each next one twice as long, up to `maxRetryDelayMs`. */
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
  /** After this many failed attempts the message is marked failed and left alone. */
  maxAttempts: number;
  /** How long a claimed message stays hidden from other workers; far longer than one send may take. */
  leaseMs: number;
}

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = {
  intervalMs: 1_000,
  batchSize: 10,
  firstRetryDelayMs: 60_000,
  maxRetryDelayMs: 60 * 60_000,
  // About two days of hourly attempts after the first few quick ones.
  maxAttempts: 50,
  leaseMs: 5 * 60_000,
};

export interface OutboxWorker {
  start(): void;
  /** Stops looking for messages and waits for the sends in flight. */
  stop(): Promise<void>;
  /** One pass: claims and sends what is due now; returns how many messages it claimed. */
  runOnce(): Promise<number>;
}

interface ClaimedRow {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  /** The visitor's own address, when their lead gave one. */
  reply_to: string | null;
  attempts: number;
  created_at: Date;
}

/** Errors are stored for the operators; an SMTP answer is short, a stack trace is not needed. */
const MAX_ERROR_LENGTH = 1_000;

export function retryDelayMs(attempts: number, settings: Pick<OutboxSettings, 'firstRetryDelayMs' | 'maxRetryDelayMs'>): number {
  return Math.min(settings.maxRetryDelayMs, settings.firstRetryDelayMs * 2 ** Math.max(0, attempts - 1));
}

export function createOutboxWorker(options: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  settings?: Partial<OutboxSettings>;
}): OutboxWorker {
  const { db, mailer, log } = options;
  const settings = { ...DEFAULT_OUTBOX_SETTINGS, ...options.settings };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let databaseFailing = false;

  async function claim(): Promise<ClaimedRow[]> {
    const { rows } = await db.query<ClaimedRow>(
      `with due as (
         select id from mail_outbox
         where status = 'pending' and next_attempt_at <= now()
         order by next_attempt_at, id
         limit $1
         for update skip locked
       )
       update mail_outbox as message
       set attempts = message.attempts + 1,
           next_attempt_at = now() + $2::double precision * interval '1 millisecond'
       from due
       where message.id = due.id
       returning message.id::text as id, message.recipient, message.subject, message.body_text,
                 message.body_html, message.attempts, message.created_at,
                 (select lead.email from leads as lead where lead.id = message.lead_id) as reply_to`,
      [settings.batchSize, settings.leaseMs],
    );
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  }

  /**
   * Renews this worker's lease on one claimed message just before sending it, so a slow batch cannot
   * outlive its lease and let another worker send the same message. `attempts` identifies the claim:
   * a message another worker has claimed since has a higher count and is left to it.
   */
  async function renewLease(row: ClaimedRow): Promise<boolean> {
    const { rows } = await db.query(
      `update mail_outbox set next_attempt_at = now() + $3::double precision * interval '1 millisecond'
       where id = $1 and attempts = $2 and status = 'pending'
       returning id`,
      [row.id, row.attempts, settings.leaseMs],
    );
    return rows.length === 1;
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    if (!(await renewLease(row))) {
      log.warn({ outboxId: row.id }, 'outbox: the claim on a message was lost, leaving it to the other worker');
      return;
    }
    const mail: OutgoingMail = {
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.body_text,
      html: row.body_html,
      replyTo: row.reply_to,
      createdAt: new Date(row.created_at),
    };
    try {
      await mailer.send(mail);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const givingUp = row.attempts >= settings.maxAttempts;
      const delayMs = retryDelayMs(row.attempts, settings);
      await db.query(
        `update mail_outbox
         set status = $2, last_error = $3, next_attempt_at = now() + $4::double precision * interval '1 millisecond'
         where id = $1 and status = 'pending' and attempts = $5`,
        [row.id, givingUp ? 'failed' : 'pending', message, delayMs, row.attempts],
      );
      if (givingUp) log.error({ outboxId: row.id, attempts: row.attempts, err: error }, 'outbox: giving up on a message');
      else log.warn({ outboxId: row.id, attempts: row.attempts, retryInMs: delayMs, error: message }, 'outbox: sending failed, will retry');
      return;
    }
    await db.query(
      `update mail_outbox set status = 'sent', sent_at = now(), last_error = null where id = $1 and status = 'pending'`,
      // Whoever sent it, it is sent: even a worker whose claim was overtaken records that.
      [row.id],
    );
    log.info({ outboxId: row.id, destination: mailer.destination }, 'outbox: message sent');
  }

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    for (const row of claimed) await deliver(row);
    return claimed.length;
  }

  async function tick(): Promise<void> {
    let claimed = 0;
    try {
      claimed = await runOnce();
      if (databaseFailing) log.info('outbox: the database answers again');
      databaseFailing = false;
    } catch (error) {
      // Logged once per outage, not once a second.
      if (!databaseFailing) log.error({ err: error }, 'outbox: cannot read the outbox');
      databaseFailing = true;
    }
    if (stopped) return;
    // A full batch means more may be waiting: go on at once.
    timer = setTimeout(schedule, claimed === settings.batchSize ? 0 : settings.intervalMs);
    timer.unref();
  }

  function schedule(): void {
    running = tick().finally(() => {
      running = undefined;
    });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    runOnce,
  };
}
