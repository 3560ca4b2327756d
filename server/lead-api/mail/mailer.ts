// How e-mail leaves the lead API (nodemailer): over SMTP when SMTP_URL is set, otherwise, in the
// embedded default, as .eml files in DATA_DIR/mail, one per outbox message, so a developer can open them.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '#server/config.ts';

export interface OutgoingMail {
  /** The outbox id: it names the file and the Message-ID, so sending one message twice is visible. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** The visitor's address when the lead gave one: «Ответить» in the fund's mail client writes to them. */
  replyTo?: string | null;
  createdAt: Date;
}

export interface Mailer {
  /** Where mail goes, for the log: `smtp://host:port` or the folder. */
  readonly destination: string;
  /** Resolves once the message is accepted by the SMTP server or written; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP timeouts well under the outbox lease, so a hung server cannot make two workers send one message. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  const from = config.MAIL_FROM;
  const messageIdDomain = /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
  const message = (mail: OutgoingMail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html && { html: mail.html }),
    ...(mail.replyTo && { replyTo: mail.replyTo }),
    messageId: `<outbox-${mail.id}@${messageIdDomain}>`,
    date: mail.createdAt,
  });

  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS });
    const smtpUrl = new URL(config.SMTP_URL);
    return {
      destination: `${smtpUrl.protocol}//${smtpUrl.host}`,
      async send(mail) {
        await transport.sendMail(message(mail));
      },
      close: () => transport.close(),
    };
  }

  const folder = path.resolve(config.DATA_DIR, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: folder,
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      // Written whole or not at all: a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
