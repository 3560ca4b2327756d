// VK ID, OAuth 2.1 authorization code flow with PKCE (DESIGN §4): the authorize URL, the code exchange
// and the profile. Every URL and credential comes from the config, so tests run it against a fake.
import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { Config } from '#server/config.ts';
import { normalizePhone } from '#shared/phone.ts';
import type { VkProfile } from './user-queries.ts';

/** What the fund asks of the person's VK profile: the name, and e-mail and phone for the forms. */
export const VK_SCOPE = 'vkid.personal_info email phone';
const VK_TIMEOUT_MS = 10_000;

export interface VkIdSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** Our callback, `${PUBLIC_URL}/api/auth/oauth/vkontakte/callback`; VK ID checks it against the app's settings. */
  redirectUri: string;
}

export const VK_CALLBACK_PATH = '/api/auth/oauth/vkontakte/callback';

/** The VK ID settings, or null when VK ID is not configured (the local sign-in page then stands in). */
export function vkIdSettings(config: Config): VkIdSettings | null {
  if (!config.VK_CLIENT_ID || !config.VK_CLIENT_SECRET) return null;
  return {
    clientId: config.VK_CLIENT_ID,
    clientSecret: config.VK_CLIENT_SECRET,
    authorizeUrl: config.VK_AUTHORIZE_URL,
    tokenUrl: config.VK_TOKEN_URL,
    userInfoUrl: config.VK_USER_INFO_URL,
    redirectUri: `${config.PUBLIC_URL}${VK_CALLBACK_PATH}`,
  };
}

/** A fresh random `state` or PKCE verifier: 43–128 characters of [A-Za-z0-9_-] (RFC 7636). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function vkAuthorizeUrl(settings: VkIdSettings, { state, codeVerifier }: { state: string; codeVerifier: string }): string {
  const url = new URL(settings.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    state,
    code_challenge: pkceChallenge(codeVerifier),
    code_challenge_method: 'S256',
    scope: VK_SCOPE,
  }).toString();
  return url.toString();
}

/**
 * VK ID did not give us the user: `refused` when it answered with an error (a used or foreign code,
 * a wrong verifier), `unavailable` when it did not answer usefully at all.
 */
export class VkIdError extends Error {
  override name = 'VkIdError';
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const tokenResponseSchema = z.object({ access_token: z.string().min(1) });
const userInfoResponseSchema = z.object({
  user: z.object({
    user_id: z.union([z.string(), z.number()]).transform(String),
    first_name: z.string().optional().default(''),
    last_name: z.string().optional().default(''),
    phone: z.string().nullish(),
    email: z.string().nullish(),
  }),
});

async function postForm(url: string, form: Record<string, string>): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(VK_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw new VkIdError('unavailable', `VK ID is unreachable at ${url}`, { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || (body && typeof body === 'object' && 'error' in body)) {
    const { error, error_description: description } = (body ?? {}) as { error?: unknown; error_description?: unknown };
    const kind = response.status >= 500 || typeof error !== 'string' ? 'unavailable' : 'refused';
    const detail = [error, description].filter((part) => typeof part === 'string').join(': ');
    throw new VkIdError(kind, `VK ID answered ${response.status} at ${url}${detail && ` (${detail})`}`);
  }
  return body;
}

/** Exchanges the callback's code for an access token (the verifier proves we started this flow). */
export async function exchangeCode(
  settings: VkIdSettings,
  callback: { code: string; deviceId: string; state: string; codeVerifier: string },
): Promise<string> {
  const body = await postForm(settings.tokenUrl, {
    grant_type: 'authorization_code',
    code: callback.code,
    code_verifier: callback.codeVerifier,
    device_id: callback.deviceId,
    state: callback.state,
    redirect_uri: settings.redirectUri,
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
  });
  const parsed = tokenResponseSchema.safeParse(body);
  if (!parsed.success) throw new VkIdError('unavailable', 'VK ID token answer without access_token');
  return parsed.data.access_token;
}

export async function fetchVkProfile(settings: VkIdSettings, accessToken: string): Promise<VkProfile> {
  const body = await postForm(settings.userInfoUrl, { client_id: settings.clientId, access_token: accessToken });
  const parsed = userInfoResponseSchema.safeParse(body);
  if (!parsed.success || !/^\d{1,20}$/.test(parsed.data.user.user_id)) {
    throw new VkIdError('unavailable', 'VK ID user_info answer without a user');
  }
  const { user } = parsed.data;
  const email = user.email?.trim();
  return {
    vkId: user.user_id,
    name: `${user.first_name} ${user.last_name}`.trim().slice(0, 200),
    phoneNumber: normalizePhone(user.phone),
    email: email && email.length <= 254 && z.email().safeParse(email).success ? email : null,
  };
}
