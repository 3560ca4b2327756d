// Project and contest applications (spec §3, §7; DESIGN §5, §6; docs/decisions/007): shapes checked
// with the shared schemas, every field rule refused in Russian, attachments only of the caller's own
// uploads, edits only by the owner and only while `new`, proof of consent stored, no IDOR, and the
// public participants list without personal data.
import * as z from 'zod/mini';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contestApplicationListSchema,
  contestApplicationSchema,
  contestParticipantListSchema,
  projectApplicationListSchema,
  projectApplicationSchema,
  type ContestApplication,
  type ProjectApplication,
} from '#shared/schemas/applications.ts';
import { apiErrorSchema } from '#shared/schemas/common.ts';
import { uploadedFileSchema, type UploadedFile } from '#shared/schemas/files.ts';
import {
  createUser,
  expiredToken,
  insertContest,
  nextClientAddress,
  startAccountsApi,
  tamperedToken,
  type AccountsApi,
  type TestContest,
} from '../helpers/accounts.ts';
import { testBackends } from '../helpers/api-db.ts';
import { fileUpload } from '../helpers/multipart.ts';
import { PDF, PNG } from '../helpers/sample-files.ts';

type User = Awaited<ReturnType<typeof createUser>>;

const PROJECT = {
  name: 'Анна-Мария Петрова',
  phoneNumber: '+7 (921) 000-10-01',
  email: 'anna@example.org',
  projectName: 'Умная теплица',
  projectSphere: 'Агротех',
  aboutProject: 'Датчики и автоматический полив для северных хозяйств.',
  consent: true,
};

const REQUIRED = 'Поле обязательно для заполнения';
const NOT_TEXT = 'Ожидается текст';
const MARKUP = 'Текст не должен содержать HTML-разметку и служебные символы';

/** Bad bodies shared by both kinds of application: [label, change, field, message]. */
const COMMON_BAD_FIELDS: [string, Record<string, unknown>, string, string][] = [
  ['a missing name', { name: undefined }, 'name', REQUIRED],
  ['an empty name', { name: '   ' }, 'name', REQUIRED],
  ['a name of the wrong type', { name: 42 }, 'name', NOT_TEXT],
  ['a name with digits', { name: 'Анна 2' }, 'name', 'Имя может содержать только буквы, пробелы, дефисы и апострофы'],
  ['a name with markup', { name: '<b>Анна</b>' }, 'name', 'Имя может содержать только буквы, пробелы, дефисы и апострофы'],
  ['a too long name', { name: 'Я'.repeat(151) }, 'name', 'Не длиннее 150 символов'],
  ['a missing phone', { phoneNumber: undefined }, 'phoneNumber', REQUIRED],
  ['a short phone', { phoneNumber: '+7 (921) 000-10' }, 'phoneNumber', 'Некорректный номер телефона'],
  ['a foreign phone', { phoneNumber: '+358 40 123 4567' }, 'phoneNumber', 'Некорректный номер телефона'],
  ['a phone with letters', { phoneNumber: '8 921 000 10 01 доб' }, 'phoneNumber', 'Некорректный номер телефона'],
  ['a phone of the wrong type', { phoneNumber: 79210001001 }, 'phoneNumber', NOT_TEXT],
  ['a missing e-mail', { email: undefined }, 'email', REQUIRED],
  ['a wrong e-mail', { email: 'anna@' }, 'email', 'Некорректный адрес электронной почты'],
  ['an e-mail with markup', { email: '<script>@example.org' }, 'email', 'Некорректный адрес электронной почты'],
  ['a missing project name', { projectName: undefined }, 'projectName', REQUIRED],
  ['a too long project name', { projectName: 'П'.repeat(201) }, 'projectName', 'Не длиннее 200 символов'],
  ['a project name with markup', { projectName: 'Теплица <img src=x onerror=alert(1)>' }, 'projectName', MARKUP],
  ['a project name with a control character', { projectName: 'Теплица\u0000' }, 'projectName', MARKUP],
  ['a project name of zero-width spaces', { projectName: '\u200b\u200b' }, 'projectName', REQUIRED],
  ['a project name of a Hangul filler and a soft hyphen', { projectName: '\u3164\u00ad' }, 'projectName', REQUIRED],
  ['a name of a Hangul filler', { name: '\u3164' }, 'name', REQUIRED],
  ['a project name turned around by a bidi override', { projectName: '\u202eОплата по счёту' }, 'projectName', MARKUP],
  ['a sphere with a bidi isolate', { projectSphere: '\u2066IT' }, 'projectSphere', MARKUP],
  ['a project name with a C1 control', { projectName: 'Теплица\u0085' }, 'projectName', MARKUP],
  ['a project name with half a surrogate pair', { projectName: 'Теплица\ud800' }, 'projectName', MARKUP],
  [
    'an e-mail whose local part is over 64 characters',
    { email: `${'a'.repeat(65)}@example.ru` },
    'email',
    'Некорректный адрес электронной почты',
  ],
  ['a too long sphere', { projectSphere: 'С'.repeat(201) }, 'projectSphere', 'Не длиннее 200 символов'],
  ['no consent', { consent: undefined }, 'consent', 'Необходимо согласие на обработку персональных данных'],
  ['consent refused', { consent: false }, 'consent', 'Необходимо согласие на обработку персональных данных'],
  ['consent as a string', { consent: 'true' }, 'consent', 'Необходимо согласие на обработку персональных данных'],
  ['attachments that are not a list', { attachments: 'abc' }, 'attachments', 'Ожидается список идентификаторов файлов'],
  ['an attachment id that is not an id', { attachments: ['../../etc/passwd'] }, 'attachments.0', 'Некорректный идентификатор файла'],
  [
    'the same attachment twice',
    { attachments: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001'] },
    'attachments',
    'Один и тот же файл указан дважды',
  ],
  [
    'more than 10 attachments',
    { attachments: Array.from({ length: 11 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`) },
    'attachments',
    'Можно прикрепить не больше 10 файлов',
  ],
];

function withChange(body: Record<string, unknown>, change: Record<string, unknown>) {
  const changed: Record<string, unknown> = { ...body, ...change };
  for (const [key, value] of Object.entries(change)) if (value === undefined) delete changed[key];
  return changed;
}

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe.each(testBackends)('applications on $name', (backend) => {
  let api: AccountsApi;
  let app: FastifyInstance;
  let owner: User;
  let stranger: User;
  let openContest: TestContest;
  let otherContest: TestContest;

  beforeAll(async () => {
    api = await startAccountsApi(backend);
    app = api.app;
    owner = await createUser(api, 'Анна Петрова');
    stranger = await createUser(api, 'Борис Чужой');
    openContest = await insertContest(api.db);
    otherContest = await insertContest(api.db);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function send(method: 'POST' | 'PUT' | 'GET', url: string, options: { headers?: Record<string, string>; body?: unknown } = {}) {
    const response = await app.inject({
      method,
      url,
      headers: { 'user-agent': 'vitest-browser/1.0', ...options.headers },
      remoteAddress: nextClientAddress(),
      ...(options.body !== undefined && { payload: options.body as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json<unknown>(), headers: response.headers, cookies: response.cookies };
  }

  async function uploadAs(
    headers: Record<string, string>,
    name = 'Презентация.pdf',
    content = PDF,
  ): Promise<{ file: UploadedFile; cookie?: string }> {
    const body = fileUpload(name, content);
    const response = await app.inject({
      method: 'POST',
      url: '/api/files',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((candidate) => candidate.name === 'uploader');
    return { file: uploadedFileSchema.parse(response.json()), ...(cookie && { cookie: `uploader=${cookie.value}` }) };
  }

  function expectRefusal(result: { status: number; body: unknown }, status: number, fields?: Record<string, string>) {
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    const error = apiErrorSchema.parse(result.body);
    if (fields) expect(error.fields).toEqual(fields);
    return error;
  }

  describe('project applications', () => {
    it('takes one from a visitor, with the visitor’s own upload, and stores the proof of consent', async () => {
      const { file, cookie } = await uploadAs({});
      const created = await send('POST', '/api/project-applications', {
        headers: { cookie: cookie!, 'x-forwarded-for': '203.0.113.7' },
        body: { ...PROJECT, attachments: [file.id] },
      });
      expect(created.status).toBe(201);
      expect(created.headers['cache-control']).toBe('no-store');
      const application = projectApplicationSchema.parse(created.body);
      expect(application).toMatchObject({
        name: 'Анна-Мария Петрова',
        phoneNumber: '79210001001',
        email: 'anna@example.org',
        projectName: 'Умная теплица',
        status: 'new',
        isEditable: true,
      });
      expect(application.files).toHaveLength(1);
      expect(application.files[0]).toMatchObject({ id: file.id, fileName: 'Презентация.pdf' });
      expect(application.files[0]!.downloadLink).toMatch(new RegExp(`^/api/files/${file.id}/download\\?`));

      const { rows } = await api.db.query<Record<string, unknown>>(
        `select user_id, consent_form, consent_policy_version, consent_given_at, host(consent_ip) as consent_ip, consent_user_agent
         from project_applications where id = $1`,
        [application.id],
      );
      expect(rows[0]).toMatchObject({
        user_id: null,
        consent_form: 'project-application',
        consent_policy_version: api.config.PRIVACY_POLICY_VERSION,
        consent_user_agent: 'vitest-browser/1.0',
      });
      expect(typeof rows[0]?.consent_ip).toBe('string');
      expect(Math.abs(new Date(rows[0]!.consent_given_at as string).getTime() - Date.now())).toBeLessThan(60_000);
    });

    it('takes the visitor’s address as the site forwards it', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/project-applications',
        payload: PROJECT,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.statusCode).toBe(201);
      const { rows } = await api.db.query<{ ip: string }>('select host(consent_ip) as ip from project_applications where id = $1', [
        projectApplicationSchema.parse(response.json()).id,
      ]);
      expect(rows[0]?.ip).toBe('203.0.113.9');
    });

    it('links a signed-in sender’s application to them, and takes uploads made before signing in', async () => {
      const before = await uploadAs({});
      const created = await send('POST', '/api/project-applications', {
        headers: { ...owner.auth, cookie: before.cookie! },
        body: { ...PROJECT, projectName: 'Проект владельца', attachments: [before.file.id] },
      });
      expect(created.status).toBe(201);
      const application = projectApplicationSchema.parse(created.body);
      const { rows } = await api.db.query<{ user_id: number }>('select user_id from project_applications where id = $1', [application.id]);
      expect(rows[0]?.user_id).toBe(owner.id);
      // The file now follows the account: downloadable with the token, no cookie needed.
      const download = await app.inject({ url: application.files[0]!.downloadLink, headers: owner.auth });
      expect(download.statusCode).toBe(200);

      const list = projectApplicationListSchema.parse((await send('GET', '/api/project-applications', { headers: owner.auth })).body);
      expect(list.items.map((item) => item.id)).toContain(application.id);
      const strangers = projectApplicationListSchema.parse(
        (await send('GET', '/api/project-applications', { headers: stranger.auth })).body,
      );
      expect(strangers.items.map((item) => item.id)).not.toContain(application.id);
    });

    it.each(COMMON_BAD_FIELDS)('refuses %s', async (_label, change, field, message) => {
      const result = await send('POST', '/api/project-applications', { body: withChange(PROJECT, change) });
      const error = expectRefusal(result, 400);
      expect(error.message).toBe('Некорректные данные запроса');
      expect(error.fields?.[field]).toBe(message);
    });

    it.each([
      ['a too long description', { aboutProject: 'О'.repeat(5001) }, 'aboutProject', 'Не длиннее 5000 символов'],
      ['a missing description', { aboutProject: undefined }, 'aboutProject', REQUIRED],
    ])('refuses %s', async (_label, change, field, message) => {
      expectRefusal(await send('POST', '/api/project-applications', { body: withChange(PROJECT, change) }), 400, { [field]: message });
    });

    it('refuses a body that is not an object of fields', async () => {
      for (const body of [[PROJECT], 'name=Анна']) {
        const result = await app.inject({
          method: 'POST',
          url: '/api/project-applications',
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(result.statusCode).toBe(400);
        expect(apiErrorSchema.parse(result.json()).fields).toEqual({ body: 'Ожидаются поля формы' });
      }
    });

    it('refuses attachments that are not the caller’s free uploads, and stores nothing', async () => {
      const strangersFile = (await uploadAs(stranger.auth)).file;
      const anonymous = await uploadAs({});
      const attached = await uploadAs(owner.auth);
      await send('POST', '/api/project-applications', { headers: owner.auth, body: { ...PROJECT, attachments: [attached.file.id] } });
      const count = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from project_applications')).rows[0]!.n;
      const before = await count();

      const cases: [Record<string, string>, string][] = [
        [owner.auth, strangersFile.id], // another user's
        [owner.auth, anonymous.file.id], // a visitor's, without their cookie
        [{}, anonymous.file.id], // the same, not signed in
        [owner.auth, attached.file.id], // already attached to an application
        [owner.auth, '00000000-0000-4000-8000-000000000000'], // unknown
      ];
      for (const [headers, fileId] of cases) {
        const result = await send('POST', '/api/project-applications', { headers, body: { ...PROJECT, attachments: [fileId] } });
        expectRefusal(result, 400, { attachments: 'Файл не найден: загрузите его заново' });
      }
      expect(await count()).toBe(before);
    });

    it('takes a signed-in upload sent without the session for the session’s end (401), not a lost file', async () => {
      const uploadedSignedIn = (await uploadAs(owner.auth)).file;
      const count = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from project_applications')).rows[0]!.n;
      const before = await count();
      const result = await send('POST', '/api/project-applications', {
        headers: {},
        body: { ...PROJECT, attachments: [uploadedSignedIn.id] },
      });
      expect(result.status).toBe(401);
      expect(apiErrorSchema.parse(result.body).message).toBe('Сессия истекла или недействительна. Войдите снова');
      expect(await count()).toBe(before);
      // Signed in again, the same file goes with the application.
      const sent = await send('POST', '/api/project-applications', {
        headers: owner.auth,
        body: { ...PROJECT, attachments: [uploadedSignedIn.id] },
      });
      expect(sent.status).toBe(201);
    });

    describe('editing', () => {
      let application: ProjectApplication;
      let files: UploadedFile[];

      beforeAll(async () => {
        files = [(await uploadAs(owner.auth, 'первый.pdf')).file, (await uploadAs(owner.auth, 'второй.png', PNG)).file];
        const created = await send('POST', '/api/project-applications', {
          headers: owner.auth,
          body: { ...PROJECT, attachments: files.map((file) => file.id) },
        });
        application = projectApplicationSchema.parse(created.body);
      });

      const url = () => `/api/project-applications/${application.id}`;

      it('keeps the appended attachments, adds the new ones and deletes the dropped ones, storage included', async () => {
        const added = (await uploadAs(owner.auth, 'третий.pdf')).file;
        const storedBefore = await filesUnder(path.join(api.dataDir, 'uploads'));
        const edited = await send('PUT', url(), {
          headers: owner.auth,
          body: {
            ...PROJECT,
            id: application.id,
            projectName: 'Умная теплица 2.0',
            phoneNumber: '8 911 222 33 44',
            appendedAttachments: [files[1]!.id],
            newAttachments: [added.id],
          },
        });
        expect(edited.status).toBe(200);
        const result = projectApplicationSchema.parse(edited.body);
        expect(result).toMatchObject({ projectName: 'Умная теплица 2.0', phoneNumber: '79112223344', status: 'new' });
        expect(result.files.map((file) => file.id)).toEqual([files[1]!.id, added.id]);

        const dropped = await api.db.query('select 1 from files where id = $1', [files[0]!.id]);
        expect(dropped.rows).toHaveLength(0);
        expect((await filesUnder(path.join(api.dataDir, 'uploads'))).length).toBe(storedBefore.length - 1);
        const pending = await api.db.query<{ n: number }>('select count(*)::int as n from file_deletions');
        expect(pending.rows[0]?.n).toBe(0);
        files = result.files;
      });

      it('keeps every attachment when appendedAttachments is left out', async () => {
        const edited = await send('PUT', url(), { headers: owner.auth, body: { ...PROJECT, aboutProject: 'Новое описание' } });
        expect(edited.status).toBe(200);
        expect(projectApplicationSchema.parse(edited.body).files.map((file) => file.id)).toEqual(files.map((file) => file.id));
      });

      it('refuses with 409 an edit from a version changed since (another tab), and its files stay', async () => {
        // QA: a second tab, opened before a file was added in the first, saved its old list and deleted the file.
        const opened = projectApplicationSchema.parse((await send('GET', url(), { headers: owner.auth })).body);
        const added = (await uploadAs(owner.auth, 'из первой вкладки.pdf')).file;
        const first = await send('PUT', url(), {
          headers: owner.auth,
          body: { ...PROJECT, updatedAt: opened.updatedAt, appendedAttachments: files.map((file) => file.id), newAttachments: [added.id] },
        });
        expect(first.status).toBe(200);
        const saved = projectApplicationSchema.parse(first.body);
        expect(saved.updatedAt).not.toBe(opened.updatedAt);

        const stale = await send('PUT', url(), {
          headers: owner.auth,
          body: {
            ...PROJECT,
            aboutProject: 'Из второй вкладки',
            updatedAt: opened.updatedAt,
            appendedAttachments: files.map((file) => file.id),
          },
        });
        expectRefusal(stale, 409);
        expect((stale.body as { message: string }).message).toMatch(/^Заявку изменили в\u00a0другой вкладке/);
        const now = projectApplicationSchema.parse((await send('GET', url(), { headers: owner.auth })).body);
        expect(now.files.map((file) => file.id)).toContain(added.id);
        expect(now.aboutProject).toBe(saved.aboutProject);
        files = now.files;
      });

      it.each([
        [
          'an appended file that is not attached',
          () => ({ appendedAttachments: ['00000000-0000-4000-8000-000000000000'] }),
          { appendedAttachments: 'Этот файл не прикреплён к заявке' },
        ],
        [
          'more than 10 files together',
          () => ({
            appendedAttachments: files.map((file) => file.id),
            newAttachments: Array.from({ length: 9 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`),
          }),
          { newAttachments: 'Можно прикрепить не больше 10 файлов' },
        ],
        [
          'a new file of someone else',
          () => ({ newAttachments: ['00000000-0000-4000-8000-00000000000f'] }),
          { newAttachments: 'Файл не найден: загрузите его заново' },
        ],
        ['another id in the body', () => ({ id: application.id + 1000 }), { id: 'Номер заявки не совпадает с адресом запроса' }],
      ])('refuses %s', async (_label, change, fields) => {
        const result = await send('PUT', url(), { headers: owner.auth, body: { ...PROJECT, ...change() } });
        expectRefusal(result, 400, fields);
      });

      it('reads one back to its owner only (the cabinet edits it): 401 without a token, 404 for another user', async () => {
        const read = await send('GET', url(), { headers: owner.auth });
        expect(read.status).toBe(200);
        expect(projectApplicationSchema.parse(read.body)).toMatchObject({ id: application.id, isEditable: true });
        expect(projectApplicationSchema.parse(read.body).files.map((file) => file.id)).toEqual(files.map((file) => file.id));
        expectRefusal(await send('GET', url()), 401);
        expect(expectRefusal(await send('GET', url(), { headers: stranger.auth }), 404).message).toBe('Заявка не найдена');
        for (const id of ['999999', 'abc', '-1']) {
          expectRefusal(await send('GET', `/api/project-applications/${id}`, { headers: owner.auth }), 404);
        }
      });

      it('refuses edits from anyone but the owner: 401 without a good token, 404 for another user', async () => {
        expectRefusal(await send('PUT', url(), { body: PROJECT }), 401);
        for (const token of [await expiredToken(api.config, owner.id), tamperedToken(stranger.token, owner.id)]) {
          const result = await send('PUT', url(), { headers: { authorization: `Bearer ${token}` }, body: PROJECT });
          expect(apiErrorSchema.parse(result.body)).toMatchObject({
            statusCode: 401,
            message: 'Сессия истекла или недействительна. Войдите снова',
          });
        }
        const theirs = await send('PUT', url(), { headers: stranger.auth, body: PROJECT });
        expect(expectRefusal(theirs, 404).message).toBe('Заявка не найдена');
        for (const id of ['999999', 'abc', '-1']) {
          expectRefusal(await send('PUT', `/api/project-applications/${id}`, { headers: owner.auth, body: PROJECT }), 404);
        }
      });

      it('refuses edits once the application is no longer new', async () => {
        await api.db.query("update project_applications set status = 'in_review' where id = $1", [application.id]);
        const result = await send('PUT', url(), { headers: owner.auth, body: PROJECT });
        expect(expectRefusal(result, 409).message).toBe('Заявку можно изменить, только пока она не\u00a0взята на\u00a0рассмотрение');
        const listed = projectApplicationListSchema.parse((await send('GET', '/api/project-applications', { headers: owner.auth })).body);
        expect(listed.items.find((item) => item.id === application.id)).toMatchObject({ status: 'in_review', isEditable: false });
      });
    });

    it('lists the owner’s applications newest first, in pages', async () => {
      const user = await createUser(api, 'Вера Списочная');
      for (const projectName of ['Первый', 'Второй', 'Третий']) {
        expect((await send('POST', '/api/project-applications', { headers: user.auth, body: { ...PROJECT, projectName } })).status).toBe(
          201,
        );
      }
      const page = projectApplicationListSchema.parse(
        (await send('GET', '/api/project-applications?per_page=2', { headers: user.auth })).body,
      );
      expect(page.items.map((item) => item.projectName)).toEqual(['Третий', 'Второй']);
      expect(page.meta).toEqual({ totalItems: 3, totalPages: 2, currentPage: 1, itemsPerPage: 2 });
      expectRefusal(await send('GET', '/api/project-applications?page=0', { headers: user.auth }), 400, {
        page: 'Параметр «page» должен быть целым положительным числом',
      });
      expectRefusal(await send('GET', '/api/project-applications'), 401);
    });
  });

  describe('contest applications', () => {
    const contestBody = () => ({
      contestId: openContest.id,
      nominationId: openContest.nominationIds[0],
      name: 'Анна Петрова',
      phoneNumber: '9210001001',
      email: 'anna@example.org',
      contestParticipants: 'Анна Петрова, Иван Сидоров',
      projectName: 'Северный дрон',
      projectShortDescription: 'Доставка лекарств в отдалённые сёла',
      projectSphere: 'Логистика',
      consent: true,
    });

    async function apply(user: User, change: Record<string, unknown> = {}) {
      return send('POST', '/api/contest-applications', { headers: user.auth, body: withChange(contestBody(), change) });
    }

    it('takes one from a signed-in user and gives it back in the spec’s read shape', async () => {
      const { file } = await uploadAs(owner.auth, 'Презентация.pdf');
      const created = await apply(owner, { attachments: [file.id] });
      expect(created.status).toBe(201);
      const application = contestApplicationSchema.parse(created.body);
      expect(application).toMatchObject({
        contest: { id: openContest.id, slug: openContest.slug },
        nomination: { id: openContest.nominationIds[0], name: 'Лучший стартап', description: 'Номинация «Лучший стартап»' },
        phoneNumber: '79210001001',
        contestParticipants: 'Анна Петрова, Иван Сидоров',
        projectShortDescription: 'Доставка лекарств в отдалённые сёла',
        registrationAddress: '',
        status: 'new',
        isEditable: true,
      });
      expect(application.files.map((item) => item.id)).toEqual([file.id]);

      const read = await send('GET', `/api/contest-applications/${application.id}`, { headers: owner.auth });
      // A file's link is signed afresh on every answer, with an expiry counted from that second.
      const readBack = contestApplicationSchema.parse(read.body);
      const unsigned = (files: typeof application.files) =>
        files.map((item) => ({ ...item, downloadLink: item.downloadLink.split('?')[0] }));
      expect({ ...readBack, files: unsigned(readBack.files) }).toEqual({ ...application, files: unsigned(application.files) });
      expect((await app.inject({ url: readBack.files[0]!.downloadLink, headers: owner.auth })).statusCode).toBe(200);
      const { rows } = await api.db.query<{ consent_form: string; user_id: number }>(
        'select consent_form, user_id from contest_applications where id = $1',
        [application.id],
      );
      expect(rows[0]).toEqual({ consent_form: 'contest-application', user_id: owner.id });
    });

    it('needs sign-in for every call', async () => {
      expect(expectRefusal(await send('POST', '/api/contest-applications', { body: contestBody() }), 401).message).toBe(
        'Войдите, чтобы продолжить',
      );
      expectRefusal(await send('GET', '/api/contest-applications'), 401);
      expectRefusal(await send('GET', '/api/contest-applications/1'), 401);
      expectRefusal(await send('PUT', '/api/contest-applications/1', { body: contestBody() }), 401);
      const expired = { authorization: `Bearer ${await expiredToken(api.config, owner.id)}` };
      expectRefusal(await send('GET', '/api/contest-applications', { headers: expired }), 401);
      expectRefusal(await send('GET', '/api/contest-applications', { headers: { authorization: 'Bearer not-a-token' } }), 401);
    });

    it.each(COMMON_BAD_FIELDS)('refuses %s', async (_label, change, field, message) => {
      const error = expectRefusal(await apply(owner, change), 400);
      expect(error.fields?.[field]).toBe(message);
    });

    it.each([
      ['a missing contest', { contestId: undefined }, 'contestId', 'Выберите конкурс'],
      ['a contest id of the wrong type', { contestId: 'arctic' }, 'contestId', 'Выберите конкурс'],
      ['a missing nomination', { nominationId: undefined }, 'nominationId', 'Выберите номинацию'],
      ['a fractional nomination', { nominationId: 1.5 }, 'nominationId', 'Выберите номинацию'],
      // Past PostgreSQL's integer: it named no row and made the query fail with a 500.
      ['a contest id past 32 bits', { contestId: 2_147_483_648 }, 'contestId', 'Выберите конкурс'],
      ['a nomination id past 32 bits', { nominationId: 9_007_199_254_740_991 }, 'nominationId', 'Выберите номинацию'],
      ['a too long short description', { projectShortDescription: 'К'.repeat(501) }, 'projectShortDescription', 'Не длиннее 500 символов'],
      ['participants with markup', { contestParticipants: '<a href="x">Иван</a>' }, 'contestParticipants', MARKUP],
      ['a too long address', { registrationAddress: 'А'.repeat(501) }, 'registrationAddress', 'Не длиннее 500 символов'],
      ['a too long relevance', { projectRelevance: 'А'.repeat(5001) }, 'projectRelevance', 'Не длиннее 5000 символов'],
    ])('refuses %s', async (_label, change, field, message) => {
      expect(expectRefusal(await apply(owner, change), 400).fields?.[field]).toBe(message);
    });

    it('refuses unknown contests and nominations, and a nomination of another contest', async () => {
      const unpublished = await insertContest(api.db, { published: false });
      expectRefusal(await apply(owner, { contestId: 999_999 }), 400, { contestId: 'Конкурс не найден' });
      expectRefusal(await apply(owner, { contestId: unpublished.id, nominationId: unpublished.nominationIds[0] }), 400, {
        contestId: 'Конкурс не найден',
      });
      expectRefusal(await apply(owner, { nominationId: 999_999 }), 400, { nominationId: 'В этом конкурсе нет такой номинации' });
      expectRefusal(await apply(owner, { nominationId: otherContest.nominationIds[0] }), 400, {
        nominationId: 'В этом конкурсе нет такой номинации',
      });
    });

    it('refuses applications to a contest that has ended or not started, with 409', async () => {
      const ended = await insertContest(api.db, { startDaysFromNow: -30, endDaysFromNow: -1 });
      const upcoming = await insertContest(api.db, { startDaysFromNow: 5, endDaysFromNow: 30 });
      const closed = await apply(owner, { contestId: ended.id, nominationId: ended.nominationIds[0] });
      expect(expectRefusal(closed, 409).message).toBe('Приём заявок на этот конкурс завершён');
      const early = await apply(owner, { contestId: upcoming.id, nominationId: upcoming.nominationIds[1] });
      expect(expectRefusal(early, 409).message).toBe('Приём заявок на этот конкурс ещё не начался');
    });

    it('shows a user only their own applications: another user’s answers 404', async () => {
      const mine = contestApplicationSchema.parse((await apply(owner)).body);
      expect(expectRefusal(await send('GET', `/api/contest-applications/${mine.id}`, { headers: stranger.auth }), 404).message).toBe(
        'Заявка не найдена',
      );
      for (const id of ['999999', 'abc', '1.5']) {
        expectRefusal(await send('GET', `/api/contest-applications/${id}`, { headers: owner.auth }), 404);
      }
      const theirs = contestApplicationListSchema.parse((await send('GET', '/api/contest-applications', { headers: stranger.auth })).body);
      expect(theirs.items.map((item) => item.id)).not.toContain(mine.id);
      const own = contestApplicationListSchema.parse((await send('GET', '/api/contest-applications', { headers: owner.auth })).body);
      expect(own.items.map((item) => item.id)).toContain(mine.id);
    });

    describe('editing', () => {
      let application: ContestApplication;
      beforeAll(async () => {
        application = contestApplicationSchema.parse((await apply(owner)).body);
      });
      const url = () => `/api/contest-applications/${application.id}`;

      it('updates the fields of the edit form and the nomination', async () => {
        const { file } = await uploadAs(owner.auth, 'смета.pdf');
        const edited = await send('PUT', url(), {
          headers: owner.auth,
          body: {
            ...contestBody(),
            id: application.id,
            nominationId: openContest.nominationIds[1],
            registrationAddress: 'г. Петрозаводск, ул. Ленина, 1',
            projectRelevance: 'Нет дорог весной и осенью',
            aboutProject: 'Подробное описание',
            appendedAttachments: [],
            newAttachments: [file.id],
          },
        });
        expect(edited.status).toBe(200);
        expect(contestApplicationSchema.parse(edited.body)).toMatchObject({
          nomination: { id: openContest.nominationIds[1], name: 'Социальный проект' },
          registrationAddress: 'г. Петрозаводск, ул. Ленина, 1',
          projectRelevance: 'Нет дорог весной и осенью',
          aboutProject: 'Подробное описание',
          files: [{ id: file.id, fileName: 'смета.pdf' }],
        });
      });

      it('does not move an application to another contest', async () => {
        const moved = await send('PUT', url(), {
          headers: owner.auth,
          body: { ...contestBody(), contestId: otherContest.id, nominationId: otherContest.nominationIds[0] },
        });
        expectRefusal(moved, 400, { contestId: 'Заявку нельзя перенести в другой конкурс' });
      });

      it('answers 404 to another user', async () => {
        expectRefusal(await send('PUT', url(), { headers: stranger.auth, body: contestBody() }), 404);
      });

      it('refuses edits after the contest has closed, and once the application is taken up', async () => {
        await api.db.query("update contests set end_at = now() - interval '1 hour' where id = $1", [openContest.id]);
        try {
          expect(expectRefusal(await send('PUT', url(), { headers: owner.auth, body: contestBody() }), 409).message).toBe(
            'Приём заявок на этот конкурс завершён',
          );
          const read = contestApplicationSchema.parse((await send('GET', url(), { headers: owner.auth })).body);
          expect(read.isEditable).toBe(false);
        } finally {
          await api.db.query("update contests set end_at = now() + interval '30 days' where id = $1", [openContest.id]);
        }
        await api.db.query("update contest_applications set status = 'accepted' where id = $1", [application.id]);
        // A decided application says so, not that it was merely taken up.
        expect(expectRefusal(await send('PUT', url(), { headers: owner.auth, body: contestBody() }), 409).message).toBe(
          'Заявку уже нельзя изменить: фонд рассмотрел её и\u00a0одобрил',
        );
        await api.db.query("update contest_applications set status = 'rejected' where id = $1", [application.id]);
        expect(expectRefusal(await send('PUT', url(), { headers: owner.auth, body: contestBody() }), 409).message).toBe(
          'Заявку уже нельзя изменить: фонд рассмотрел её, заявка отклонена',
        );
      });
    });
  });

  describe('GET /api/contests/{id}/applications', () => {
    let contest: TestContest;
    const SECRET_EMAIL = 'secret.person@example.org';

    beforeAll(async () => {
      contest = await insertContest(api.db);
      const statuses = ['new', 'in_review', 'accepted', 'rejected'] as const;
      for (const [index, status] of statuses.entries()) {
        const created = contestApplicationSchema.parse(
          (
            await send('POST', '/api/contest-applications', {
              headers: owner.auth,
              body: {
                contestId: contest.id,
                nominationId: contest.nominationIds[index % 2],
                name: 'Тайный Участник',
                phoneNumber: '+7 (999) 111-22-33',
                email: SECRET_EMAIL,
                projectName: `Проект ${status}`,
                projectShortDescription: `Описание ${status}`,
                projectSphere: 'Наука',
                consent: true,
              },
            })
          ).body,
        );
        await api.db.query('update contest_applications set status = $2 where id = $1', [created.id, status]);
      }
    });

    it('lists the projects the fund took up, by id or slug, without any personal data', async () => {
      for (const key of [contest.id, contest.slug]) {
        const response = await app.inject({ url: `/api/contests/${key}/applications` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
        const list = z.strictObject(contestParticipantListSchema.shape).parse(response.json());
        // In the order of the nominations, then of submission.
        expect(list.items).toEqual([
          {
            projectName: 'Проект accepted',
            projectShortDescription: 'Описание accepted',
            nomination: { id: contest.nominationIds[0], name: 'Лучший стартап' },
          },
          {
            projectName: 'Проект in_review',
            projectShortDescription: 'Описание in_review',
            nomination: { id: contest.nominationIds[1], name: 'Социальный проект' },
          },
        ]);
        for (const item of list.items) expect(Object.keys(item).sort()).toEqual(['nomination', 'projectName', 'projectShortDescription']);
        expect(response.body).not.toContain(SECRET_EMAIL);
        expect(response.body).not.toContain('79991112233');
        expect(response.body).not.toContain('Тайный');
      }
    });

    it('takes a limit of up to 100', async () => {
      const one = contestParticipantListSchema.parse(
        (await app.inject({ url: `/api/contests/${contest.id}/applications?limit=1` })).json(),
      );
      expect(one.items).toHaveLength(1);
      for (const [limit, message] of [
        ['0', 'Параметр «limit» должен быть целым положительным числом'],
        ['abc', 'Параметр «limit» должен быть целым положительным числом'],
        ['101', 'Параметр «limit» не может быть больше 100'],
      ]) {
        const response = await app.inject({ url: `/api/contests/${contest.id}/applications?limit=${limit}` });
        expect(response.statusCode).toBe(400);
        expect(apiErrorSchema.parse(response.json()).fields).toEqual({ limit: message });
      }
    });

    it('answers 404 for an unknown or unpublished contest', async () => {
      const hidden = await insertContest(api.db, { published: false });
      for (const key of ['999999', 'net-takogo-konkursa', String(hidden.id)]) {
        const response = await app.inject({ url: `/api/contests/${key}/applications` });
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json()).message).toBe('Конкурс не найден');
      }
    });
  });
});

describe.each(testBackends)('the attachment limit of the config on $name', (backend) => {
  let api: AccountsApi;
  beforeAll(async () => {
    api = await startAccountsApi(backend, { UPLOAD_MAX_FILES: '2' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('refuses more files than UPLOAD_MAX_FILES an application, on create and on edit', async () => {
    const user = await createUser(api);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const body = fileUpload(`файл-${index}.pdf`, PDF);
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: body.payload,
        headers: { ...body.headers, ...user.auth },
        remoteAddress: nextClientAddress(),
      });
      ids.push(uploadedFileSchema.parse(response.json()).id);
    }
    const tooMany = await api.app.inject({
      method: 'POST',
      url: '/api/project-applications',
      headers: user.auth,
      payload: { ...PROJECT, attachments: ids },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(apiErrorSchema.parse(tooMany.json()).fields).toEqual({ attachments: 'Можно прикрепить не больше 2 файлов' });

    const created = await api.app.inject({
      method: 'POST',
      url: '/api/project-applications',
      headers: user.auth,
      payload: { ...PROJECT, attachments: ids.slice(0, 2) },
    });
    expect(created.statusCode).toBe(201);
    const application = projectApplicationSchema.parse(created.json());
    const edited = await api.app.inject({
      method: 'PUT',
      url: `/api/project-applications/${application.id}`,
      headers: user.auth,
      payload: { ...PROJECT, newAttachments: [ids[2]] },
    });
    expect(edited.statusCode).toBe(400);
    expect(apiErrorSchema.parse(edited.json()).fields).toEqual({ newAttachments: 'Можно прикрепить не больше 2 файлов' });
  });
});
