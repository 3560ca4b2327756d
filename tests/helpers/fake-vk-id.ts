// A fake VK ID on loopback (DESIGN §4) for the sign-in tests: `/authorize` stands for the person
// allowing access and redirects back with a code; `/oauth2/auth` exchanges a code only once and only
// with the verifier of its S256 challenge; `/oauth2/user_info` gives the profile of the token.
import { createHash, randomBytes } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import Fastify from 'fastify';

export interface FakeVkUser {
  user_id: string;
  first_name: string;
  last_name: string;
  phone?: string;
  email?: string;
}

interface IssuedCode {
  challenge: string;
  redirectUri: string;
  deviceId: string;
  user: FakeVkUser;
  used: boolean;
}

export interface FakeVkId {
  url: string;
  /** The config that points the main API at this fake. */
  env: Record<string, string>;
  /** The VK user the next `/authorize` signs in as. */
  signInAs(user: FakeVkUser): void;
  /** Every token request it received, for assertions. */
  tokenRequests: Record<string, string>[];
  close(): Promise<void>;
}

export const FAKE_VK_CLIENT_ID = '51234567';
export const FAKE_VK_CLIENT_SECRET = 'fake-vk-client-secret';

export async function startFakeVkId(): Promise<FakeVkId> {
  const app = Fastify();
  await app.register(fastifyFormbody);
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, FakeVkUser>();
  const tokenRequests: Record<string, string>[] = [];
  let nextUser: FakeVkUser = { user_id: '1000001', first_name: 'Ирина', last_name: 'Демидова' };
  const refuse = (description: string) => ({ error: 'invalid_grant', error_description: description });

  app.get<{ Querystring: Record<string, string> }>('/authorize', async (request, reply) => {
    const query = request.query;
    if (query.client_id !== FAKE_VK_CLIENT_ID || query.response_type !== 'code') return reply.code(400).send('bad client');
    if (query.code_challenge_method !== 'S256' || !query.code_challenge) return reply.code(400).send('PKCE required');
    if (!query.redirect_uri || !query.state) return reply.code(400).send('redirect_uri and state required');
    const code = randomBytes(16).toString('hex');
    const deviceId = randomBytes(8).toString('hex');
    codes.set(code, { challenge: query.code_challenge, redirectUri: query.redirect_uri, deviceId, user: nextUser, used: false });
    const back = new URL(query.redirect_uri);
    back.search = new URLSearchParams({
      code,
      state: query.state,
      device_id: deviceId,
      type: 'code_v2',
      expires_in: '600',
      ext_id: 'fake',
    }).toString();
    return reply.redirect(back.toString(), 302);
  });

  app.post<{ Body: Record<string, string> }>('/oauth2/auth', async (request, reply) => {
    const form = request.body;
    tokenRequests.push(form);
    const issued = form.code ? codes.get(form.code) : undefined;
    if (form.grant_type !== 'authorization_code' || form.client_id !== FAKE_VK_CLIENT_ID) {
      return reply.code(400).send({ error: 'invalid_client', error_description: 'unknown client' });
    }
    if (!issued) return reply.code(400).send(refuse('unknown code'));
    if (issued.used) return reply.code(400).send(refuse('code already used'));
    issued.used = true;
    const challenge = createHash('sha256')
      .update(form.code_verifier ?? '')
      .digest('base64url');
    if (challenge !== issued.challenge) return reply.code(400).send(refuse('code_verifier does not match'));
    if (form.redirect_uri !== issued.redirectUri) return reply.code(400).send(refuse('redirect_uri mismatch'));
    if (form.device_id !== issued.deviceId) return reply.code(400).send(refuse('device_id mismatch'));
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, issued.user);
    return {
      access_token: accessToken,
      refresh_token: randomBytes(16).toString('hex'),
      id_token: 'fake.id.token',
      token_type: 'Bearer',
      expires_in: 3600,
      user_id: Number(issued.user.user_id),
      state: form.state,
      scope: 'vkid.personal_info email phone',
    };
  });

  app.post<{ Body: Record<string, string> }>('/oauth2/user_info', async (request, reply) => {
    const user = tokens.get(request.body.access_token ?? '');
    if (!user || request.body.client_id !== FAKE_VK_CLIENT_ID) {
      return reply.code(401).send({ error: 'invalid_token', error_description: 'unknown token' });
    }
    return { user: { ...user, avatar: 'https://example.invalid/avatar.jpg', sex: 1, verified: false } };
  });

  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    env: {
      VK_CLIENT_ID: FAKE_VK_CLIENT_ID,
      VK_CLIENT_SECRET: FAKE_VK_CLIENT_SECRET,
      VK_AUTHORIZE_URL: `${url}/authorize`,
      VK_TOKEN_URL: `${url}/oauth2/auth`,
      VK_USER_INFO_URL: `${url}/oauth2/user_info`,
    },
    signInAs(user) {
      nextUser = user;
    },
    tokenRequests,
    close: () => app.close(),
  };
}
