// The signed-in user (spec §7 `/api/auth/user`, `/api/auth/delete-account`): the profile behind a valid
// token only, its field rules in Russian, and deleting the account with its applications and files
// (DESIGN §6), from the database and from the disk.
import * as z from 'zod/mini';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestApplicationSchema, projectApplicationSchema } from '#shared/schemas/applications.ts';
import { ACCOUNT_DELETED_MESSAGE } from '#shared/auth-messages.ts';
import { authUserSchema, PROFILE_CHANGED_MESSAGE } from '#shared/schemas/auth.ts';
import { apiErrorSchema } from '#shared/schemas/common.ts';
import { uploadedFileSchema } from '#shared/schemas/files.ts';
import {
  createUser,
  expiredToken,
  insertContest,
  nextClientAddress,
  startAccountsApi,
  tamperedToken,
  type AccountsApi,
} from '../helpers/accounts.ts';
import { testBackends } from '../helpers/api-db.ts';
import { fileUpload, multipart } from '../helpers/multipart.ts';
import { PDF, PNG } from '../helpers/sample-files.ts';

const SIGN_IN = 'Войдите, чтобы продолжить';
const SESSION_EXPIRED = 'Сессия истекла или недействительна. Войдите снова';

async function storedFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe.each(testBackends)('the signed-in user on $name', (backend) => {
  let api: AccountsApi;
  beforeAll(async () => {
    api = await startAccountsApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function getUser(headers: Record<string, string>) {
    const response = await api.app.inject({ url: '/api/auth/user', headers });
    return { status: response.statusCode, body: response.json<unknown>(), headers: response.headers };
  }

  function postUser(headers: Record<string, string>, payload: unknown) {
    return api.app.inject({ method: 'POST', url: '/api/auth/user', headers, payload: payload as Record<string, unknown> });
  }

  describe('GET /api/auth/user', () => {
    it('gives the profile of the token’s user, never to be cached', async () => {
      const user = await createUser(api, 'Галина Профильная');
      const { status, body, headers } = await getUser(user.auth);
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('no-store');
      const profile = z.strictObject(authUserSchema.shape).parse(body);
      expect(profile).toEqual({ id: user.id, name: 'Галина Профильная', phoneNumber: null, email: null, updatedAt: profile.updatedAt });
      // The version a save sends back: the time the profile was last saved (here, made).
      expect(Date.now() - Date.parse(profile.updatedAt)).toBeLessThan(60_000);
    });

    it.each([
      ['no token', async () => ({}), SIGN_IN],
      ['a header that is not a bearer token', async () => ({ authorization: 'Basic YWRtaW46YWRtaW4=' }), SESSION_EXPIRED],
      ['a token that is not a JWT', async () => ({ authorization: 'Bearer abc' }), SESSION_EXPIRED],
      [
        'an expired token',
        async (userId: number) => ({ authorization: `Bearer ${await expiredToken(api.config, userId)}` }),
        SESSION_EXPIRED,
      ],
      [
        'a token signed with another secret',
        async (userId: number) => {
          const { createAccessTokens } = await import('#server/main-api/auth/access-token.ts');
          return { authorization: `Bearer ${await createAccessTokens('another-secret', 3600).sign(userId)}` };
        },
        SESSION_EXPIRED,
      ],
    ])('answers 401 in Russian for %s', async (_label, headersFor, message) => {
      const user = await createUser(api);
      const { status, body } = await getUser(await headersFor(user.id));
      expect(status).toBe(401);
      expect(apiErrorSchema.parse(body)).toEqual({ statusCode: 401, error: 'Unauthorized', message });
    });

    it('answers 401 for a token whose payload was changed to another user', async () => {
      const alice = await createUser(api, 'Алиса');
      const bob = await createUser(api, 'Боб');
      const { status } = await getUser({ authorization: `Bearer ${tamperedToken(alice.token, bob.id)}` });
      expect(status).toBe(401);
    });
  });

  describe('POST /api/auth/user', () => {
    it('updates the profile, normalising the phone', async () => {
      const user = await createUser(api, 'Старое Имя');
      const response = await postUser(user.auth, { name: '  Новое  Имя ', phoneNumber: '+7 (921) 555-44-33', email: ' new@example.org ' });
      expect(response.statusCode).toBe(200);
      const updated = authUserSchema.parse(response.json());
      expect(updated).toMatchObject({ id: user.id, name: 'Новое Имя', phoneNumber: '79215554433', email: 'new@example.org' });
      expect(authUserSchema.parse((await getUser(user.auth)).body)).toEqual(updated);

      const cleared = authUserSchema.parse((await postUser(user.auth, { name: 'Новое Имя', phoneNumber: '', email: null })).json());
      expect(cleared).toMatchObject({ phoneNumber: null, email: null });
    });

    it('refuses with 409 a save from a version saved over since, and keeps what was saved', async () => {
      const user = await createUser(api, 'Ольга Двухвкладочная');
      const opened = authUserSchema.parse((await getUser(user.auth)).body);
      const first = await postUser(user.auth, { name: 'Ольга Первая', updatedAt: opened.updatedAt });
      expect(first.statusCode).toBe(200);
      const firstSaved = authUserSchema.parse(first.json());
      expect(firstSaved.updatedAt).not.toBe(opened.updatedAt);

      const stale = await postUser(user.auth, { name: 'Ольга Вторая', email: 'olga@example.org', updatedAt: opened.updatedAt });
      expect(stale.statusCode).toBe(409);
      expect(apiErrorSchema.parse(stale.json()).message).toBe(PROFILE_CHANGED_MESSAGE);
      expect(authUserSchema.parse((await getUser(user.auth)).body)).toEqual(firstSaved);

      // From the version saved now, and without a version (the spec's client), the save goes through.
      const again = await postUser(user.auth, { name: 'Ольга Вторая', updatedAt: firstSaved.updatedAt });
      expect([again.statusCode, authUserSchema.parse(again.json()).name]).toEqual([200, 'Ольга Вторая']);
      const unversioned = await postUser(user.auth, { name: 'Ольга Третья' });
      expect([unversioned.statusCode, authUserSchema.parse(unversioned.json()).name]).toEqual([200, 'Ольга Третья']);
    });

    it('takes names with hyphens and apostrophes, typed or typographic', async () => {
      // QA: «Д’Артаньян» was refused in the profile.
      const user = await createUser(api);
      for (const name of ['Шарль Д’Артаньян', "Шон О'Брайен", 'Мар’яна Салтыкова-Щедрина']) {
        const response = await postUser(user.auth, { name });
        expect([response.statusCode, authUserSchema.parse(response.json()).name], name).toEqual([200, name]);
      }
    });

    it('refuses a version that is not a time, field by field', async () => {
      const user = await createUser(api);
      const response = await postUser(user.auth, { name: 'Анна', updatedAt: 'вчера' });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields).toEqual({ updatedAt: 'Некорректная версия профиля' });
    });

    it.each([
      ['a missing name', { phoneNumber: null, email: null }, { name: 'Поле обязательно для заполнения' }],
      ['a name with markup', { name: '<script>x</script>' }, { name: 'Имя может содержать только буквы, пробелы, дефисы и апострофы' }],
      ['a too long name', { name: 'Ю'.repeat(151) }, { name: 'Не длиннее 150 символов' }],
      ['a name of the wrong type', { name: ['Анна'] }, { name: 'Ожидается текст' }],
      ['a wrong phone', { name: 'Анна', phoneNumber: '12345' }, { phoneNumber: 'Некорректный номер телефона' }],
      ['a wrong e-mail', { name: 'Анна', email: 'not-an-email' }, { email: 'Некорректный адрес электронной почты' }],
      ['a too long e-mail', { name: 'Анна', email: `${'a'.repeat(250)}@example.org` }, { email: 'Не длиннее 254 символов' }],
    ])('refuses %s with a Russian message for the field', async (_label, payload, fields) => {
      const user = await createUser(api);
      const response = await postUser(user.auth, payload);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields).toMatchObject(fields);
    });

    it('answers 401 without a good token and changes nothing', async () => {
      const user = await createUser(api, 'Неизменная');
      expect((await postUser({}, { name: 'Взлом' })).statusCode).toBe(401);
      const expired = { authorization: `Bearer ${await expiredToken(api.config, user.id)}` };
      expect((await postUser(expired, { name: 'Взлом' })).statusCode).toBe(401);
      expect(authUserSchema.parse((await getUser(user.auth)).body).name).toBe('Неизменная');
    });
  });

  describe('POST /api/auth/logout', () => {
    it('also refuses a token signed before tokens carried milliseconds, issued in the sign-out’s second', async () => {
      const user = await createUser(api);
      // Early in a second, so the old-style token and the sign-out share it.
      while (Date.now() % 1000 > 200) await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
      const now = Math.floor(Date.now() / 1000);
      const legacy = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode(api.config.JWT_SECRET));
      expect((await getUser({ authorization: `Bearer ${legacy}` })).status).toBe(200);
      const signOut = await api.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
      expect(signOut.statusCode).toBe(204);
      const after = await getUser({ authorization: `Bearer ${legacy}` });
      expect(after.status).toBe(401);
      expect(apiErrorSchema.parse(after.body).message).toBe(SESSION_EXPIRED);
    });
  });

  describe('POST /api/auth/delete-account', () => {
    it('deletes the user, their applications and their files, from the database and the disk', async () => {
      const user = await createUser(api, 'Уходящий Пользователь');
      const survivor = await createUser(api, 'Остающийся Пользователь');
      const contest = await insertContest(api.db);
      const upload = async (auth: Record<string, string>, content: Buffer) => {
        const body = fileUpload('документ.pdf', content);
        const response = await api.app.inject({
          method: 'POST',
          url: '/api/files',
          payload: body.payload,
          headers: { ...body.headers, ...auth },
          remoteAddress: nextClientAddress(),
        });
        return uploadedFileSchema.parse(response.json());
      };
      const attached = await upload(user.auth, PDF);
      const loose = await upload(user.auth, PNG);
      const contestFile = await upload(user.auth, PDF);
      const survivorsFile = await upload(survivor.auth, PDF);

      const project = projectApplicationSchema.parse(
        (
          await api.app.inject({
            method: 'POST',
            url: '/api/project-applications',
            headers: user.auth,
            payload: {
              name: 'Уходящий Пользователь',
              phoneNumber: '9210001001',
              email: 'leaving@example.org',
              projectName: 'Проект',
              projectSphere: 'ИТ',
              aboutProject: 'Описание',
              consent: true,
              attachments: [attached.id],
            },
          })
        ).json(),
      );
      const contestApplication = contestApplicationSchema.parse(
        (
          await api.app.inject({
            method: 'POST',
            url: '/api/contest-applications',
            headers: user.auth,
            payload: {
              contestId: contest.id,
              nominationId: contest.nominationIds[0],
              name: 'Уходящий Пользователь',
              phoneNumber: '9210001001',
              email: 'leaving@example.org',
              projectName: 'Конкурсный проект',
              projectShortDescription: 'Кратко',
              projectSphere: 'ИТ',
              consent: true,
              attachments: [contestFile.id],
            },
          })
        ).json(),
      );
      const keysOf = async (ids: string[]) =>
        (await api.db.query<{ storage_key: string }>('select storage_key from files where id = any($1::uuid[])', [ids])).rows.map(
          (row) => row.storage_key,
        );
      const userKeys = await keysOf([attached.id, loose.id, contestFile.id]);
      expect(userKeys).toHaveLength(3);
      const [survivorKey] = await keysOf([survivorsFile.id]);
      for (const key of [...userKeys, survivorKey]) expect(await storedFiles(api.dataDir)).toContain(key);

      // The spec's client sends a form.
      const form = multipart([{ name: 'confirm', content: 'true' }]);
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/delete-account',
        payload: form.payload,
        headers: { ...form.headers, ...user.auth },
      });
      expect(response.statusCode).toBe(204);

      const count = async (sql: string, params: unknown[]) => (await api.db.query<{ n: number }>(sql, params)).rows[0]!.n;
      expect(await count('select count(*)::int as n from users where id = $1', [user.id])).toBe(0);
      expect(await count('select count(*)::int as n from project_applications where id = $1', [project.id])).toBe(0);
      expect(await count('select count(*)::int as n from contest_applications where id = $1', [contestApplication.id])).toBe(0);
      expect(await count('select count(*)::int as n from files where owner_user_id = $1', [user.id])).toBe(0);
      expect(await count('select count(*)::int as n from file_deletions', [])).toBe(0);
      const stored = await storedFiles(api.dataDir);
      for (const key of userKeys) expect(stored).not.toContain(key);
      // Nobody else loses anything.
      expect(stored).toContain(survivorKey);
      expect((await getUser(survivor.auth)).status).toBe(200);

      // The token of the deleted account no longer works: the site clears its cookie on this 401, and the
      // other tabs of that person learn the account is gone, not that a session ended (QA).
      const after = await getUser(user.auth);
      expect(after.status).toBe(401);
      expect(apiErrorSchema.parse(after.body).message).toBe(ACCOUNT_DELETED_MESSAGE);
      const saved = await postUser(user.auth, { name: 'Уходящий Пользователь' });
      expect([saved.statusCode, apiErrorSchema.parse(saved.json()).message]).toEqual([401, ACCOUNT_DELETED_MESSAGE]);
    });

    it('takes the confirmation as JSON too', async () => {
      const user = await createUser(api);
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/delete-account',
        headers: user.auth,
        payload: { confirm: true },
      });
      expect(response.statusCode).toBe(204);
      expect((await getUser(user.auth)).status).toBe(401);
    });

    it.each([
      ['no confirmation', {}],
      ['a refused confirmation', { confirm: false }],
      ['a confirmation that is not yes', { confirm: 'yes' }],
    ])('keeps the account with %s and says why in Russian', async (_label, payload) => {
      const user = await createUser(api);
      const response = await api.app.inject({ method: 'POST', url: '/api/auth/delete-account', headers: user.auth, payload });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields).toEqual({ confirm: 'Подтвердите удаление аккаунта' });
      expect((await getUser(user.auth)).status).toBe(200);
    });

    it('keeps the account when the request has no body at all', async () => {
      const user = await createUser(api);
      const response = await api.app.inject({ method: 'POST', url: '/api/auth/delete-account', headers: user.auth });
      expect(response.statusCode).toBe(400);
      expect((await getUser(user.auth)).status).toBe(200);
    });

    it('never deletes on GET, and needs a good token', async () => {
      const user = await createUser(api);
      const asked = await api.app.inject({ url: '/api/auth/delete-account', headers: user.auth });
      expect([asked.statusCode, asked.headers.allow]).toEqual([405, 'POST']);
      expect((await api.app.inject({ method: 'POST', url: '/api/auth/delete-account', payload: { confirm: true } })).statusCode).toBe(401);
      const expired = { authorization: `Bearer ${await expiredToken(api.config, user.id)}` };
      expect(
        (await api.app.inject({ method: 'POST', url: '/api/auth/delete-account', headers: expired, payload: { confirm: true } }))
          .statusCode,
      ).toBe(401);
      expect((await getUser(user.auth)).status).toBe(200);
    });
  });
});
