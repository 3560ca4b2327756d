// Signing out ends the session for real (DESIGN §4): after POST /auth/logout the cookie is gone and
// the token itself no longer works, even if someone kept a copy; a new sign-in works again.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_MESSAGE } from '#shared/auth-messages.ts';
import { apiErrorSchema } from '#shared/schemas/common.ts';
import { DEV_JWT_SECRET } from '#server/config.ts';
import { createAccessTokens } from '#server/main-api/auth/access-token.ts';
import { buildSite } from '#server/site/app.ts';
import { startSiteStack, testConfig, type SiteStack } from '../helpers/site-stack.ts';

let stack: SiteStack;
beforeAll(async () => {
  stack = await startSiteStack();
});
afterAll(() => stack.close());

describe('POST /auth/logout', () => {
  it('revokes the token at the main API, not only the cookie', async () => {
    const { rows } = await stack.db.query<{ id: number }>(`insert into users (vk_id, name) values ($1, 'Ольга Выходящая') returning id`, [
      String(Date.now()),
    ]);
    const tokens = createAccessTokens(DEV_JWT_SECRET, 3600);
    const token = await tokens.sign(rows[0]!.id, new Date(Date.now() - 5000));
    const asUser = { cookie: `session=${token}` };

    expect((await stack.site.inject({ url: '/api/auth/user', headers: asUser })).statusCode).toBe(200);

    const signOut = await stack.site.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { ...asUser, 'sec-fetch-site': 'same-origin' },
    });
    expect(signOut.statusCode).toBe(204);
    expect(signOut.cookies.find((cookie) => cookie.name === 'session')?.value).toBe('');

    const copied = await stack.site.inject({ url: '/api/auth/user', headers: asUser });
    expect(copied.statusCode).toBe(401);
    const direct = await stack.mainApi.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    expect(direct.statusCode).toBe(401);

    const signedInAgain = await tokens.sign(rows[0]!.id, new Date(Date.now() + 1000));
    const fresh = await stack.site.inject({ url: '/api/auth/user', headers: { cookie: `session=${signedInAgain}` } });
    expect(fresh.statusCode).toBe(200);
  });
});

/** Resolves early in a wall-clock second, so a token signed now and a sign-out right after share it. */
async function earlyInASecond(): Promise<void> {
  while (Date.now() % 1000 > 200) await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
}

async function newUser(name: string): Promise<number> {
  const { rows } = await stack.db.query<{ id: number }>(`insert into users (vk_id, name) values ($1, $2) returning id`, [
    String(Date.now()) + String(Math.floor(Math.random() * 1000)),
    name,
  ]);
  return rows[0]!.id;
}

describe('sign-out revocation, to the millisecond', () => {
  it('refuses a token issued in the same second as the sign-out, and takes one issued right after it', async () => {
    const userId = await newUser('Вера Точная');
    const tokens = createAccessTokens(DEV_JWT_SECRET, 3600);
    await earlyInASecond();
    const token = await tokens.sign(userId);
    const signOut = await stack.site.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: `session=${token}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(signOut.statusCode).toBe(204);
    const copied = await stack.mainApi.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    expect(copied.statusCode).toBe(401);

    // A sign-in one millisecond after the sign-out is a new session that works.
    const { rows } = await stack.db.query<{ revoked: Date }>('select sessions_revoked_at as revoked from users where id = $1', [userId]);
    const next = await tokens.sign(userId, new Date(rows[0]!.revoked.getTime() + 1));
    const fresh = await stack.mainApi.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${next}` } });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('POST /auth/logout while the main API is down', () => {
  it('clears the cookie but says, with 503 and a Russian message, that the sign-out was not confirmed', async () => {
    // A port nothing listens on: the main API is unreachable.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const site = await buildSite({
      config: testConfig(),
      mainApiUrl: `http://127.0.0.1:${port}`,
      leadApiUrl: stack.leadApiUrl,
      clientDir: stack.client.dir,
      logger: false,
    });
    try {
      const token = await createAccessTokens(DEV_JWT_SECRET, 3600).sign(await newUser('Глеб Отрезанный'));
      const signOut = await site.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: { cookie: `session=${token}`, 'sec-fetch-site': 'same-origin' },
      });
      expect(signOut.statusCode).toBe(503);
      expect(signOut.headers['cache-control']).toContain('no-store');
      const cleared = signOut.cookies.find((cookie) => cookie.name === 'session');
      expect(cleared?.value).toBe('');
      const body = signOut.json<{ revoked: unknown }>();
      expect(apiErrorSchema.parse(body).message).toMatch(/^Вы вышли на\u00a0этом устройстве, но\u00a0сервер/);
      expect(body.revoked).toBe(false);
      // The token was not revoked: the API, when back, still takes it (which is why the visitor is told).
      expect((await stack.mainApi.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });
});

describe('POST /api/auth/delete-account through the site', () => {
  it('ends the session in its own answer, and the browser’s other tabs are told the account is gone', async () => {
    const { rows } = await stack.db.query<{ id: number }>(`insert into users (vk_id, name) values ($1, 'Павел Уходящий') returning id`, [
      String(Date.now() + 1),
    ]);
    const token = await createAccessTokens(DEV_JWT_SECRET, 3600).sign(rows[0]!.id);
    const deleted = await stack.site.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: { cookie: `session=${token}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    const mark = deleted.cookies.find((cookie) => cookie.name === 'session');
    // No token is left in the cookie: a mark the site reads, for a day.
    expect(mark?.value).toBe('account-deleted');
    expect(mark?.httpOnly).toBe(true);
    expect(mark?.maxAge).toBe(86_400);

    // This tab's next page asks who is signed in: nobody, and the mark stays for the other tabs.
    const session = await stack.site.inject({ url: '/auth/session', headers: { cookie: 'session=account-deleted' } });
    expect(session.json()).toEqual({ user: null });
    expect(session.cookies.find((cookie) => cookie.name === 'session')).toBeUndefined();
    // Another tab, still on the cabinet, asks for the profile: QA saw «Сессия завершилась» and a way back.
    const asked = await stack.site.inject({ url: '/api/auth/user', headers: { cookie: 'session=account-deleted' } });
    expect(asked.statusCode).toBe(401);
    expect(asked.headers['content-type']).toMatch(/^application\/json/);
    expect(asked.headers['content-length']).toBe(String(Buffer.byteLength(asked.body)));
    expect(apiErrorSchema.parse(asked.json()).message).toBe(ACCOUNT_DELETED_MESSAGE);
    const cleared = asked.cookies.find((cookie) => cookie.name === 'session');
    expect(cleared?.value).toBe('');
    // Public calls go on as a visitor's, and without the mark a 401 is the API's own.
    expect((await stack.site.inject({ url: '/api/news-posts', headers: { cookie: 'session=account-deleted' } })).statusCode).toBe(200);
    const plain = await stack.site.inject({ url: '/api/auth/user' });
    expect(apiErrorSchema.parse(plain.json()).message).toBe('Войдите, чтобы продолжить');
    // A cabinet page opened anew in that browser leads home, without an offer to sign in and come back to
    // a page of the account that is gone (QA); a visitor without the mark gets the offer.
    const reopened = await stack.site.inject({ url: '/cabinet/applications', headers: { cookie: 'session=account-deleted' } });
    expect([reopened.statusCode, reopened.headers.location]).toEqual([302, '/']);
    const visitor = await stack.site.inject({ url: '/cabinet/applications' });
    expect(visitor.headers.location).toBe('/?vhod=%2Fcabinet%2Fapplications');
  });
});
