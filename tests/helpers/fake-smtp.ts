// A fake SMTP server on a fixed loopback port (smtp-server): keeps every message it accepts, and can be
// stopped and started again on the same port to play an outage, or refuse messages with a 451.
import { SMTPServer } from 'smtp-server';
import { freePort } from '#scripts/free-port.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL; valid while stopped too. */
  url: string;
  received: ReceivedMail[];
  /** While true, every message is refused with a temporary 451. */
  refusing: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function createFakeSmtp(): Promise<FakeSmtp> {
  const port = await freePort();
  let server: SMTPServer | undefined;

  const fake: FakeSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    refusing: false,
    async start() {
      if (server) return;
      const smtp = new SMTPServer({
        logger: false,
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        disableReverseLookup: true,
        closeTimeout: 100,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            if (fake.refusing) {
              callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
              return;
            }
            fake.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        smtp.server.once('error', reject);
        smtp.listen(port, '127.0.0.1', () => resolve());
      });
      server = smtp;
    },
    async stop() {
      const smtp = server;
      server = undefined;
      if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
  return fake;
}
