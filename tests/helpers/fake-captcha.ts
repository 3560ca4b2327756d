// A fake Yandex SmartCaptcha `validate` endpoint on loopback: answers as told, records what it was
// asked, and can play the provider being broken (5xx, a slow answer, nonsense).
import formBody from '@fastify/formbody';
import Fastify from 'fastify';

export const FAKE_CAPTCHA_SECRET = 'ysc2_test-server-key';

/** `ok`/`failed`: Yandex's verdicts; the rest: the provider misbehaving. */
export type FakeCaptchaMode = 'ok' | 'failed' | 'server-error' | 'slow' | 'not-json';

export interface ValidateCall {
  secret: string;
  token: string;
  ip: string;
}

export interface FakeCaptcha {
  url: string;
  mode: FakeCaptchaMode;
  calls: ValidateCall[];
  close(): Promise<void>;
}

export async function startFakeCaptcha(options: { slowMs?: number } = {}): Promise<FakeCaptcha> {
  const app = Fastify({ logger: false });
  await app.register(formBody);
  const fake: FakeCaptcha = {
    url: '',
    mode: 'ok',
    calls: [],
    close: async () => {
      app.server.closeAllConnections();
      await app.close();
    },
  };

  app.post<{ Body: ValidateCall }>('/validate', async (request, reply) => {
    fake.calls.push({ ...request.body });
    if (request.body.secret !== FAKE_CAPTCHA_SECRET) {
      return { status: 'failed', message: 'Authentication failed. Secret has not provided.' };
    }
    switch (fake.mode) {
      case 'ok':
        return { status: 'ok', message: '', host: 'site.test' };
      case 'failed':
        return { status: 'failed', message: 'Invalid or expired Token.' };
      case 'server-error':
        return reply.code(503).send({ message: 'Service Unavailable' });
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 2_000));
        return { status: 'ok', message: '' };
      case 'not-json':
        return reply.type('text/html').send('<html>Bad gateway</html>');
    }
  });

  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  fake.url = `${base}/validate`;
  return fake;
}
