// Sign-in (DESIGN §4): the VK ID code flow with PKCE end to end against a fake VK ID on loopback, the
// local sign-in page that stands in for it outside production, and the token guarding the profile.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/common.ts';
import { loadConfig } from '#server/config.ts';
import { buildMainApi } from '#server/main-api/app.ts';
import { nextClientAddress, startAccountsApi, TEST_PUBLIC_URL, type AccountsApi } from '../helpers/accounts.ts';
import { testBackends } from '../helpers/api-db.ts';
import { FAKE_VK_CLIENT_ID, FAKE_VK_CLIENT_SECRET, startFakeVkId, type FakeVkId } from '../helpers/fake-vk-id.ts';

const ROUTE = JSON.stringify({ path: '/cabinet', query: { tab: 'applications' } });
const REDIRECT_URL = `${TEST_PUBLIC_URL}/auth/${encodeURIComponent(ROUTE)}`;
const CALLBACK_URL = `${TEST_PUBLIC_URL}/api/auth/oauth/vkontakte/callback`;

function startUrl(redirectUrl = REDIRECT_URL) {
  return `/api/auth/oauth/vkontakte?return_jwt=1&redirect_url=${encodeURIComponent(redirectUrl)}`;
}

function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** `name=value` of the sign-in cookie the response set, for the next request of the same browser. */
function signInCookie(response: LightMyRequestResponse): string {
  const cookie = cookieOf(response, 'sign-in');
  expect(cookie, 'the sign-in cookie').toBeDefined();
  return `sign-in=${cookie!.value}`;
}

function tokenOf(location: string | undefined): string {
  const url = new URL(location ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URL.replace(/\?.*/, ''));
  const token = url.searchParams.get('access_token');
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  return token!;
}

describe.each(testBackends)('VK ID sign-in on $name', (backend) => {
  let vk: FakeVkId;
  let api: AccountsApi;

  beforeAll(async () => {
    vk = await startFakeVkId();
    api = await startAccountsApi(backend, vk.env);
  });
  afterAll(async () => {
    await api?.close();
    await vk?.close();
  });

  async function startSignIn(redirectUrl = REDIRECT_URL) {
    const response = await api.app.inject({ url: startUrl(redirectUrl), remoteAddress: nextClientAddress() });
    expect(response.statusCode).toBe(302);
    return { response, cookie: signInCookie(response), authorizeUrl: String(response.headers.location) };
  }

  /** The person allows access at VK ID, which sends the browser back to our callback. */
  async function allowAtVk(authorizeUrl: string): Promise<URL> {
    const answer = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK_URL);
    return back;
  }

  function callback(back: URL, cookie?: string) {
    return api.app.inject({ url: `${back.pathname}${back.search}`, headers: cookie ? { cookie } : {}, remoteAddress: nextClientAddress() });
  }

  it('starts at VK ID with PKCE (S256), state and our callback, keeping the verifier in a browser-bound cookie', async () => {
    const { response, authorizeUrl } = await startSignIn();
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(vk.env.VK_AUTHORIZE_URL);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: FAKE_VK_CLIENT_ID,
      redirect_uri: CALLBACK_URL,
      code_challenge_method: 'S256',
      scope: 'vkid.personal_info email phone',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const cookie = cookieOf(response, 'sign-in')!;
    expect(cookie).toMatchObject({ path: '/api/auth/oauth', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.maxAge).toBeLessThanOrEqual(600);
    // The verifier travels in the cookie only, never in the URL.
    expect(authorizeUrl).not.toContain(Buffer.from(cookie.value).toString());
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('signs the person in end to end and sends them to the site with a token', async () => {
    vk.signInAs({ user_id: '2000001', first_name: 'Пётр', last_name: 'Ковалёв', phone: '79210001001', email: 'p.kovalev@example.org' });
    const { cookie, authorizeUrl } = await startSignIn();
    const back = await allowAtVk(authorizeUrl);
    const requestsBefore = vk.tokenRequests.length;

    const landed = await callback(back, cookie);
    expect(landed.statusCode).toBe(302);
    const token = tokenOf(landed.headers.location);
    // The redirect keeps the route description the site needs.
    expect(new URL(String(landed.headers.location)).pathname).toBe(new URL(REDIRECT_URL).pathname);
    // The sign-in state is used up.
    expect(cookieOf(landed, 'sign-in')?.value).toBe('');

    const exchange = vk.tokenRequests.slice(requestsBefore);
    expect(exchange).toHaveLength(1);
    expect(exchange[0]).toMatchObject({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code'),
      device_id: back.searchParams.get('device_id'),
      redirect_uri: CALLBACK_URL,
      client_id: FAKE_VK_CLIENT_ID,
      client_secret: FAKE_VK_CLIENT_SECRET,
    });
    expect(exchange[0]!.code_verifier).toMatch(/^[\w-]{43,128}$/);

    const me = await api.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(authUserSchema.parse(me.json())).toMatchObject({
      name: 'Пётр Ковалёв',
      phoneNumber: '79210001001',
      email: 'p.kovalev@example.org',
    });
  });

  it('finds the same account at the next sign-in and keeps what the person changed', async () => {
    vk.signInAs({ user_id: '2000002', first_name: 'Ольга', last_name: 'Лебедева' });
    const first = await startSignIn();
    const token = tokenOf((await callback(await allowAtVk(first.authorizeUrl), first.cookie)).headers.location);
    const auth = { authorization: `Bearer ${token}` };
    const edited = await api.app.inject({
      method: 'POST',
      url: '/api/auth/user',
      headers: auth,
      payload: { name: 'Ольга Лебедева-Иванова', phoneNumber: '+7 (911) 222-33-44', email: 'olga@example.org' },
    });
    expect(edited.statusCode).toBe(200);

    const second = await startSignIn();
    const again = tokenOf((await callback(await allowAtVk(second.authorizeUrl), second.cookie)).headers.location);
    const me = authUserSchema.parse(
      (await api.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${again}` } })).json(),
    );
    expect(me).toEqual({ ...authUserSchema.parse(edited.json()), phoneNumber: '79112223344' });
    const { rows } = await api.db.query<{ count: number }>("select count(*)::int as count from users where vk_id = '2000002'");
    expect(rows[0]?.count).toBe(1);
  });

  it('uses a code once: replaying it in a new sign-in is refused by VK ID and signs nobody in', async () => {
    const first = await startSignIn();
    const back = await allowAtVk(first.authorizeUrl);
    expect((await callback(back, first.cookie)).statusCode).toBe(302);

    // The attacker starts a sign-in of their own and slips in the used code with their state.
    const attacker = await startSignIn();
    const attackerState = new URL(attacker.authorizeUrl).searchParams.get('state')!;
    const replay = new URL(back);
    replay.searchParams.set('state', attackerState);
    const refused = await callback(replay, attacker.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('Вход через VK ID отменён или не выполнен');
    expect(refused.headers.location).toBeUndefined();
  });

  it('checks PKCE: a code issued for another sign-in does not go with this one’s verifier', async () => {
    const victim = await startSignIn();
    const other = await startSignIn();
    const otherBack = await allowAtVk(other.authorizeUrl);
    // The code of the other flow, presented with the victim's state and cookie (so the verifier is the victim's).
    const mixed = new URL(otherBack);
    mixed.searchParams.set('state', new URL(victim.authorizeUrl).searchParams.get('state')!);
    const refused = await callback(mixed, victim.cookie);
    expect(refused.statusCode).toBe(400);
    expect(vk.tokenRequests.at(-1)?.code).toBe(otherBack.searchParams.get('code'));
  });

  it.each([
    ['a state that does not match the cookie', (back: URL) => back.searchParams.set('state', 'x'.repeat(43)), true],
    ['no state at all', (back: URL) => back.searchParams.delete('state'), true],
    ['no sign-in cookie (another browser)', () => undefined, false],
  ])('refuses %s with a Russian page, without asking VK ID', async (_label, change, sendCookie) => {
    const { cookie, authorizeUrl } = await startSignIn();
    const back = await allowAtVk(authorizeUrl);
    change(back);
    const requestsBefore = vk.tokenRequests.length;
    const refused = await callback(back, sendCookie ? cookie : undefined);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(refused.body).toContain('Сессия входа устарела');
    expect(refused.headers['content-security-policy']).toContain("default-src 'none'");
    expect(vk.tokenRequests.length).toBe(requestsBefore);
  });

  it('refuses a sign-in cookie that was tampered with', async () => {
    const { cookie, authorizeUrl } = await startSignIn();
    const back = await allowAtVk(authorizeUrl);
    const [name, value] = cookie.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await callback(back, forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Сессия входа устарела');
  });

  it('shows a Russian page when the person cancels at VK ID', async () => {
    const { cookie, authorizeUrl } = await startSignIn();
    const state = new URL(authorizeUrl).searchParams.get('state')!;
    const refused = await api.app.inject({
      url: `/api/auth/oauth/vkontakte/callback?error=access_denied&error_description=User+denied&state=${state}`,
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Вход через VK ID отменён или не выполнен');
    expect(refused.body).toContain(`href="${TEST_PUBLIC_URL}/"`);
  });

  it.each([
    ['another site', 'https://evil.example/auth/%7B%7D'],
    ['a look-alike host', 'http://site.test.evil.example/auth/x'],
    ['another scheme', 'https://site.test/auth/x'],
    ['another port', 'http://site.test:8080/auth/x'],
    ['a page outside /auth/', `${TEST_PUBLIC_URL}/cabinet`],
    ['/auth/ with no route', `${TEST_PUBLIC_URL}/auth/`],
    ['credentials in the URL', 'http://user@site.test/auth/x'],
    ['a protocol-relative URL', '//evil.example/auth/x'],
    ['a script URL', 'javascript:alert(1)//site.test/auth/x'],
    ['a path only', '/auth/x'],
  ])('refuses a redirect_url to %s with a Russian 400', async (_label, redirectUrl) => {
    const response = await api.app.inject({ url: startUrl(redirectUrl), remoteAddress: nextClientAddress() });
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.fields).toEqual({ redirect_url: 'Адрес возврата должен вести на страницу /auth/ этого сайта' });
    expect(cookieOf(response, 'sign-in')).toBeUndefined();
  });

  it.each([
    ['no redirect_url', '/api/auth/oauth/vkontakte?return_jwt=1', 'redirect_url', 'Укажите адрес возврата redirect_url'],
    ['another return mode', `${startUrl()}&return_jwt=2`.replace('return_jwt=1&', ''), 'return_jwt', 'Поддерживается только return_jwt=1'],
    ['a too long redirect_url', startUrl(`${REDIRECT_URL}${'x'.repeat(5000)}`), 'redirect_url', 'Слишком длинный адрес возврата'],
  ])('refuses %s', async (_label, url, field, message) => {
    const response = await api.app.inject({ url, remoteAddress: nextClientAddress() });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({ [field]: message });
  });

  it('does not offer the local sign-in page when VK ID is configured', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/auth/oauth/vkontakte/local', payload: { name: 'Кто-то' } });
    expect(response.statusCode).toBe(404);
  });

  it('shows a Russian 502 page when VK ID does not answer', async () => {
    const unreachable = await startAccountsApi(backend, { ...vk.env, VK_TOKEN_URL: 'http://127.0.0.1:9/oauth2/auth' }, api.testDatabase);
    try {
      const start = await unreachable.app.inject({ url: startUrl() });
      const back = await allowAtVk(String(start.headers.location));
      const failed = await unreachable.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: signInCookie(start) } });
      expect(failed.statusCode).toBe(502);
      expect(failed.body).toContain('VK ID сейчас не отвечает');
    } finally {
      await unreachable.close();
    }
  });
});

describe.each(testBackends)('the local sign-in page without VK ID on $name', (backend) => {
  let api: AccountsApi;
  beforeAll(async () => {
    api = await startAccountsApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function openPage() {
    const response = await api.app.inject({ url: startUrl(), remoteAddress: nextClientAddress() });
    expect(response.statusCode).toBe(200);
    const formToken = /name="formToken" value="([^"]+)"/.exec(response.body)?.[1];
    expect(formToken).toBeDefined();
    return { response, cookie: signInCookie(response), formToken: formToken! };
  }

  function submit(form: Record<string, string>, cookie?: string) {
    return api.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/vkontakte/local',
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie && { cookie }) },
      payload: new URLSearchParams(form).toString(),
    });
  }

  it('serves a Russian form clearly marked for development, posting to itself', async () => {
    const { response } = await openPage();
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="ru">');
    expect(response.body).toContain('Вход для разработки');
    expect(response.body).toContain('method="post" action="/api/auth/oauth/vkontakte/local"');
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('creates nothing on GET', async () => {
    const count = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0]?.n;
    const before = await count();
    await openPage();
    expect(await count()).toBe(before);
  });

  it('signs in by name and redirects with a token, finding the same account next time', async () => {
    const page = await openPage();
    const done = await submit({ name: 'Мария Тестова', formToken: page.formToken }, page.cookie);
    expect(done.statusCode).toBe(303);
    const token = tokenOf(done.headers.location);
    const me = authUserSchema.parse(
      (await api.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } })).json(),
    );
    expect(me).toMatchObject({ name: 'Мария Тестова', phoneNumber: null, email: null });

    const again = await openPage();
    const secondToken = tokenOf((await submit({ name: 'мария тестова', formToken: again.formToken }, again.cookie)).headers.location);
    const second = authUserSchema.parse(
      (await api.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${secondToken}` } })).json(),
    );
    expect(second.id).toBe(me.id);
  });

  it.each([
    ['without the page’s cookie (a forged cross-site form)', false, (token: string) => token],
    ['with another form token', true, () => 'y'.repeat(43)],
    ['without a form token', true, () => ''],
  ])('refuses a post %s', async (_label, sendCookie, tokenFor) => {
    const page = await openPage();
    const refused = await submit({ name: 'Взломщик', formToken: tokenFor(page.formToken) }, sendCookie ? page.cookie : undefined);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Форма входа устарела');
    expect(refused.headers.location).toBeUndefined();
  });

  it.each([
    ['markup', '<script>alert(1)</script>', 'Имя может содержать только буквы, пробелы, дефисы и апострофы'],
    ['an empty name', '   ', 'Поле обязательно для заполнения'],
    ['a too long name', 'Я'.repeat(151), 'Не длиннее 150 символов'],
    // «İ» lower-cases to two characters (i and a combining dot): 150 of them are a 300-character login.
    ['a name that grows past the limit when lower-cased', 'İ'.repeat(150), 'Имя слишком длинное: сократите его'],
  ])('shows the form again with a Russian message for %s, escaping what was typed', async (_label, name, message) => {
    const page = await openPage();
    const shown = await submit({ name, formToken: page.formToken }, page.cookie);
    expect(shown.statusCode).toBe(400);
    expect(shown.body).toContain(message);
    expect(shown.body).not.toContain('<script>alert');
    // The same form token still works for the corrected name.
    const corrected = await submit({ name: 'Исправленное Имя', formToken: page.formToken }, page.cookie);
    expect(corrected.statusCode).toBe(303);
  });
});

async function unused(): Promise<never> {
  throw new Error('the database is not used here');
}

describe('sign-in where VK ID is missing in production', () => {
  it('answers 503 in Russian instead of offering the development page', async () => {
    // Production without VK refuses to start (server/config.ts) unless this process runs no main API;
    // a main API built from such a config must still never open the development page.
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: TEST_PUBLIC_URL,
      MAIN_API_URL: 'http://127.0.0.1:1',
      LEAD_API_URL: 'http://127.0.0.1:2',
      CAPTCHA_SITE_KEY: 'ysc1_key',
      LOG_LEVEL: 'silent',
    });
    // Nothing here reaches the database.
    const db = { query: unused, exec: unused, transaction: unused, close: async () => {} };
    const app = await buildMainApi({ db, config, logger: false });
    try {
      const response = await app.inject({ url: startUrl() });
      expect(response.statusCode).toBe(503);
      expect(apiErrorSchema.parse(response.json()).message).toBe('Вход временно недоступен');
      const post = await app.inject({ method: 'POST', url: '/api/auth/oauth/vkontakte/local', payload: { name: 'Анна' } });
      expect(post.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the main API’s request log', () => {
  it('keeps the OAuth callback’s code and state out of it, as the site keeps the token out of its own', async () => {
    const lines: string[] = [];
    const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent' });
    const db = { query: unused, exec: unused, transaction: unused, close: async () => {} };
    const app = await buildMainApi({ db, config, logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    try {
      await app.inject({ url: '/api/auth/oauth/vkontakte/callback?code=SECRETCODE123&state=SECRETSTATE456' });
    } finally {
      await app.close();
    }
    expect(lines.some((line) => line.includes('/api/auth/oauth/vkontakte/callback?code=[скрыто]&state=[скрыто]'))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/SECRETCODE123|SECRETSTATE456/);
  });
});
