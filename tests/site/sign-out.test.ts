// Signing out ends the session for real (DESIGN §4): after POST /auth/logout the cookie is gone and
// the token itself no longer works, even if someone kept a copy; a new sign-in works again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET } from '../../server/config.ts';
import { createAccessTokens } from '../../server/main-api/auth/access-token.ts';
import { startSiteStack, type SiteStack } from '../helpers/site-stack.ts';

let stack: SiteStack;
beforeAll(async () => {
  stack = await startSiteStack();
});
afterAll(() => stack.close());

describe('POST /auth/logout', () => {
  it('revokes the token at the main API, not only the cookie', async () => {
    const { rows } = await stack.db.query<{ id: number }>(
      `insert into users (vk_id, name) values ($1, 'Ольга Выходящая') returning id`,
      [String(Date.now())],
    );
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

describe('POST /api/auth/delete-account through the site', () => {
  it('clears the session cookie in its own answer', async () => {
    const { rows } = await stack.db.query<{ id: number }>(
      `insert into users (vk_id, name) values ($1, 'Павел Уходящий') returning id`,
      [String(Date.now() + 1)],
    );
    const token = await createAccessTokens(DEV_JWT_SECRET, 3600).sign(rows[0]!.id);
    const deleted = await stack.site.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: { cookie: `session=${token}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    const cleared = deleted.cookies.find((cookie) => cookie.name === 'session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });
});
