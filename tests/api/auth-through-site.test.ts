// Sign-in and uploads as a browser goes through them: every request to the site, which proxies /api/*
// to the main API over the network, moves the token into its httpOnly cookie and sends it back as a
// bearer header (DESIGN §1, §4). VK ID is the fake on loopback.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '#shared/schemas/auth.ts';
import { uploadedFileSchema } from '#shared/schemas/files.ts';
import { buildSite } from '#server/site/app.ts';
import { startAccountsApi, TEST_PUBLIC_URL, type AccountsApi } from '../helpers/accounts.ts';
import { testBackends } from '../helpers/api-db.ts';
import { fakeClientBuild, type FakeClientBuild } from '../helpers/fake-client-build.ts';
import { startFakeVkId, type FakeVkId } from '../helpers/fake-vk-id.ts';
import { fileUpload } from '../helpers/multipart.ts';
import { PDF } from '../helpers/sample-files.ts';
import { testConfig } from '../helpers/site-stack.ts';

const ROUTE = JSON.stringify({ path: '/cabinet', query: { tab: 'applications' } });
const REDIRECT_URL = `${TEST_PUBLIC_URL}/auth/${encodeURIComponent(ROUTE)}`;
const START = `/api/auth/oauth/vkontakte?return_jwt=1&redirect_url=${encodeURIComponent(REDIRECT_URL)}`;
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: TEST_PUBLIC_URL };

/** The cookies a browser keeps for the site, by name (paths are not needed for these flows). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
  has(name: string): boolean {
    return this.cookies.has(name);
  }
  header(): Record<string, string> {
    return this.cookies.size === 0 ? {} : { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }
}

async function startSite(api: AccountsApi, client: FakeClientBuild): Promise<{ site: FastifyInstance; close: () => Promise<void> }> {
  const mainApiUrl = await api.app.listen({ host: '127.0.0.1', port: 0 });
  const site = await buildSite({ config: testConfig(), mainApiUrl, leadApiUrl: mainApiUrl, clientDir: client.dir, logger: false });
  return { site, close: () => site.close() };
}

describe.each(testBackends)('sign-in through the site on $name', (backend) => {
  let vk: FakeVkId;
  let api: AccountsApi;
  let client: FakeClientBuild;
  let site: FastifyInstance;
  let closeSite: () => Promise<void>;

  beforeAll(async () => {
    vk = await startFakeVkId();
    api = await startAccountsApi(backend, vk.env);
    client = await fakeClientBuild();
    ({ site, close: closeSite } = await startSite(api, client));
  });
  afterAll(async () => {
    await closeSite?.();
    await api?.close();
    await vk?.close();
    await client?.remove();
  });

  it('takes the browser from «Войти через Вконтакте» to a signed-in cabinet, the token never in its JavaScript', async () => {
    vk.signInAs({ user_id: '3000001', first_name: 'Светлана', last_name: 'Озерова', email: 'svetlana@example.org' });
    const jar = new CookieJar();

    const start = await site.inject({ url: START });
    expect(start.statusCode).toBe(302);
    jar.take(start);
    expect(jar.has('sign-in')).toBe(true);

    const atVk = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(atVk.headers.get('location') ?? '');
    expect(callback.origin).toBe(TEST_PUBLIC_URL);

    // VK ID sends the browser back: a top-level navigation from another site.
    const landed = await site.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { ...jar.header(), 'sec-fetch-site': 'cross-site' },
    });
    expect(landed.statusCode).toBe(302);
    jar.take(landed);
    expect(jar.has('sign-in')).toBe(false);
    const back = new URL(landed.headers.location as string);
    expect(back.origin).toBe(TEST_PUBLIC_URL);

    const auth = await site.inject({ url: `${back.pathname}${back.search}`, headers: jar.header() });
    expect(auth.statusCode).toBe(303);
    expect(auth.headers.location).toBe('/cabinet?tab=applications');
    jar.take(auth);
    const session = auth.cookies.find((cookie) => cookie.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await site.inject({ url: '/api/auth/user', headers: jar.header() });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-store');
    expect(authUserSchema.parse(me.json())).toMatchObject({ name: 'Светлана Озерова', email: 'svetlana@example.org' });

    // An upload and its download through the proxy, as the cabinet's forms make them.
    const body = fileUpload('Презентация.pdf', PDF);
    const uploaded = await site.inject({
      method: 'POST',
      url: '/api/files',
      payload: body.payload,
      headers: { ...body.headers, ...jar.header(), ...SAME_ORIGIN },
    });
    expect(uploaded.statusCode).toBe(201);
    const file = uploadedFileSchema.parse(uploaded.json());
    const download = await site.inject({ url: file.downloadLink, headers: jar.header() });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // Another browser, with no session, gets nothing.
    expect((await site.inject({ url: file.downloadLink })).statusCode).toBe(404);
  });

  it('lets an anonymous visitor download their own upload through the proxy, by the uploader cookie', async () => {
    const jar = new CookieJar();
    const body = fileUpload('Идея.pdf', PDF);
    const uploaded = await site.inject({
      method: 'POST',
      url: '/api/files',
      payload: body.payload,
      headers: { ...body.headers, ...SAME_ORIGIN },
    });
    expect(uploaded.statusCode).toBe(201);
    jar.take(uploaded);
    expect(jar.has('uploader')).toBe(true);
    const file = uploadedFileSchema.parse(uploaded.json());
    expect((await site.inject({ url: file.downloadLink, headers: jar.header() })).statusCode).toBe(200);
    expect((await site.inject({ url: file.downloadLink })).statusCode).toBe(404);
  });

  it('refuses a cross-site upload at the proxy', async () => {
    const body = fileUpload('x.pdf', PDF);
    const response = await site.inject({
      method: 'POST',
      url: '/api/files',
      payload: body.payload,
      headers: { ...body.headers, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the local sign-in page through the site', () => {
  let api: AccountsApi;
  let client: FakeClientBuild;
  let site: FastifyInstance;
  let closeSite: () => Promise<void>;

  beforeAll(async () => {
    api = await startAccountsApi(testBackends[0]!);
    client = await fakeClientBuild();
    ({ site, close: closeSite } = await startSite(api, client));
  });
  afterAll(async () => {
    await closeSite?.();
    await api?.close();
    await client?.remove();
  });

  it('signs in with the form posted from the same origin, and refuses the same form from another site', async () => {
    const jar = new CookieJar();
    const page = await site.inject({ url: START });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Вход для разработки');
    jar.take(page);
    const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const form = new URLSearchParams({ name: 'Тестовый Разработчик', formToken }).toString();
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', ...jar.header() };

    const forged = await site.inject({
      method: 'POST',
      url: '/api/auth/oauth/vkontakte/local',
      payload: form,
      headers: { ...formHeaders, 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);

    const signedIn = await site.inject({
      method: 'POST',
      url: '/api/auth/oauth/vkontakte/local',
      payload: form,
      headers: { ...formHeaders, ...SAME_ORIGIN },
    });
    expect(signedIn.statusCode).toBe(303);
    const back = new URL(signedIn.headers.location as string);
    const auth = await site.inject({ url: `${back.pathname}${back.search}`, headers: jar.header() });
    jar.take(auth);
    const me = await site.inject({ url: '/api/auth/user', headers: jar.header() });
    expect(authUserSchema.parse(me.json()).name).toBe('Тестовый Разработчик');
  });

  /** Signs in as `name` in a browser of its own and returns the landing URL it was sent to, unfollowed. */
  async function landingUrlOf(name: string): Promise<{ url: string; jar: CookieJar }> {
    const jar = new CookieJar();
    const page = await site.inject({ url: START });
    jar.take(page);
    const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const signedIn = await site.inject({
      method: 'POST',
      url: '/api/auth/oauth/vkontakte/local',
      payload: new URLSearchParams({ name, formToken }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...jar.header(), ...SAME_ORIGIN },
    });
    expect(signedIn.statusCode).toBe(303);
    const back = new URL(signedIn.headers.location as string);
    return { url: `${back.pathname}${back.search}`, jar };
  }

  it('signs nobody in with a landing link made in another browser (login CSRF)', async () => {
    const attacker = await landingUrlOf('Злоумышленник');
    expect(attacker.url).toContain('access_token=');

    // The victim follows the attacker's link from another site: a top-level GET, cookies of the victim only.
    const victim = new CookieJar();
    const landed = await site.inject({ url: attacker.url, headers: { ...victim.header(), 'sec-fetch-site': 'cross-site' } });
    expect(landed.statusCode).toBe(303);
    victim.take(landed);
    expect(victim.has('session')).toBe(false);
    expect((await site.inject({ url: '/api/auth/user', headers: victim.header() })).statusCode).toBe(401);

    // A victim already signed in keeps their own session: the link neither replaces nor clears it.
    const own = await landingUrlOf('Мария Иванова');
    const ownLanding = await site.inject({ url: own.url, headers: own.jar.header() });
    own.jar.take(ownLanding);
    const attackedAgain = await site.inject({ url: attacker.url, headers: own.jar.header() });
    own.jar.take(attackedAgain);
    const me = await site.inject({ url: '/api/auth/user', headers: own.jar.header() });
    expect(authUserSchema.parse(me.json()).name).toBe('Мария Иванова');
  });

  it('lands a sign-in only once: the binding is spent by its landing', async () => {
    const { url, jar } = await landingUrlOf('Пётр Сидоров');
    expect(jar.has('signin-nonce')).toBe(true);
    const first = await site.inject({ url, headers: jar.header() });
    expect(first.cookies.find((cookie) => cookie.name === 'session')?.value).toBeTruthy();
    jar.take(first);
    expect(jar.has('signin-nonce')).toBe(false);
    // The same link again, in the same browser: the binding is gone, so it signs nobody in anew.
    const replay = await site.inject({ url, headers: jar.header() });
    expect(replay.cookies.find((cookie) => cookie.name === 'session')).toBeUndefined();
  });
});
