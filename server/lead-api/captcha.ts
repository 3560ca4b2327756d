// The captcha check of a lead (DESIGN §5): the token goes to Yandex SmartCaptcha's `validate` endpoint.
// `failed` refuses the lead; a provider that cannot be asked (down, 5xx, slow, nonsense answer) lets it
// through marked unverified, as Yandex advises, so an outage of theirs loses no leads.
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod';
import type { Config } from '../config.ts';

/** What is stored with the lead. */
export type CaptchaStatus = 'verified' | 'unverified' | 'disabled';

export type CaptchaOutcome = { accepted: true; status: CaptchaStatus } | { accepted: false; reason: 'missing' | 'failed' };

/** SmartCaptcha tokens are a few hundred characters; anything much longer is not one. */
const MAX_TOKEN_LENGTH = 4096;

const validateAnswerSchema = z.object({
  status: z.enum(['ok', 'failed']),
  message: z.string().optional(),
});

export interface CaptchaCheck {
  token: string | undefined;
  /** The visitor's address: Yandex asks for it, it improves their verdict. */
  ip: string;
}

export async function checkCaptcha(
  config: Pick<Config, 'CAPTCHA_SERVER_KEY' | 'CAPTCHA_VALIDATE_URL' | 'CAPTCHA_TIMEOUT_MS'>,
  { token, ip }: CaptchaCheck,
  log: FastifyBaseLogger,
): Promise<CaptchaOutcome> {
  const secret = config.CAPTCHA_SERVER_KEY;
  // Without a key the captcha is off; the config allows that outside production only.
  if (!secret) return { accepted: true, status: 'disabled' };
  if (!token) return { accepted: false, reason: 'missing' };
  if (token.length > MAX_TOKEN_LENGTH) return { accepted: false, reason: 'failed' };

  let response: Response;
  try {
    response = await fetch(config.CAPTCHA_VALIDATE_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, token, ip }),
      signal: AbortSignal.timeout(config.CAPTCHA_TIMEOUT_MS),
    });
  } catch (error) {
    log.warn({ err: error }, 'captcha: the provider could not be asked; the lead is accepted unverified');
    return { accepted: true, status: 'unverified' };
  }

  const answer = validateAnswerSchema.safeParse(await readJson(response));
  if (!response.ok || !answer.success) {
    log.warn({ statusCode: response.status }, 'captcha: the provider gave no usable answer; the lead is accepted unverified');
    return { accepted: true, status: 'unverified' };
  }
  if (answer.data.status === 'ok') return { accepted: true, status: 'verified' };
  // Yandex also says `failed` to a wrong secret, so its message goes to the log for the operators.
  log.info({ captchaMessage: answer.data.message }, 'captcha: failed; the lead is refused');
  return { accepted: false, reason: 'failed' };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
