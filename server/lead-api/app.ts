// The lead API (spec §7 "Second API host"): the lead forms of the site and the AI landing, with the
// captcha check, and the outbox worker that e-mails each lead to the fund. Built without listening;
// the worker starts when the app is ready and stops when it closes.
import type { FastifyInstance } from 'fastify';
import { createApiApp, type ApiAppOptions } from '../common/api-app.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createOutboxWorker, type OutboxSettings } from './mail/outbox-worker.ts';
import { leadRoutes } from './routes/leads.ts';

export interface LeadApiOptions extends ApiAppOptions {
  /** Outbox worker settings (tests make it quick); `false` runs no worker in this process. */
  outbox?: Partial<OutboxSettings> | false;
  /** Where mail goes; by default from the config (SMTP_URL, or files in DATA_DIR/mail). */
  mailer?: Mailer;
}

export async function buildLeadApi(options: LeadApiOptions): Promise<FastifyInstance> {
  const { outbox, mailer: givenMailer, ...apiOptions } = options;
  const app = await createApiApp({ title: 'API заявок фонда', ...apiOptions });
  await app.register(leadRoutes);

  if (outbox !== false) {
    const mailer = givenMailer ?? createMailer(app.config);
    const worker = createOutboxWorker({ db: app.db, mailer, log: app.log.child({ name: 'outbox' }), settings: outbox });
    app.addHook('onReady', async () => {
      worker.start();
      app.log.info({ destination: mailer.destination }, 'outbox: sending mail to the fund');
    });
    app.addHook('onClose', async () => {
      await worker.stop();
      if (!givenMailer) mailer.close();
    });
  }
  return app;
}
