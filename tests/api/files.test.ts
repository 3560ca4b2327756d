// Uploads (spec §7 `POST /api/files`, DESIGN §6): the type is read from the bytes, the client's name
// never reaches the disk, size, count and rate limits answer in Russian, and the signed, expiring
// download link works for the owner only (a signed-in user, or the anonymous uploader's browser).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/common.ts';
import { uploadedFileSchema, type UploadedFile } from '#shared/schemas/files.ts';
import { derivedKey } from '#server/main-api/auth/authentication.ts';
import { createDownloadLinks } from '#server/main-api/files/download-links.ts';
import { createUser, expiredToken, nextClientAddress, startAccountsApi, tamperedToken, type AccountsApi } from '../helpers/accounts.ts';
import { testBackends } from '../helpers/api-db.ts';
import { fileUpload, multipart } from '../helpers/multipart.ts';
import { DOCX, EXE, HTML, JPEG, LEGACY_DOC, LEGACY_XLS, MSI_LIKE, PDF, PLAIN_TEXT, PNG, ZIP } from '../helpers/sample-files.ts';

const UNSUPPORTED =
  'Такой тип файла не принимается. Можно загрузить: PDF, JPG, PNG, WEBP, GIF, ZIP, DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS, ODP';

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

function uploaderCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === 'uploader');
  return cookie && `uploader=${cookie.value}`;
}

describe.each(testBackends)('files on $name', (backend) => {
  let api: AccountsApi;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    api = await startAccountsApi(backend);
    owner = await createUser(api, 'Владелец Файлов');
    stranger = await createUser(api, 'Чужой Человек');
  });
  afterAll(async () => {
    await api?.close();
  });

  async function upload(filename: string, content: Buffer, options: { headers?: Record<string, string>; contentType?: string } = {}) {
    const body = fileUpload(filename, content, options.contentType);
    return api.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: body.payload,
      headers: { ...body.headers, ...options.headers },
      remoteAddress: nextClientAddress(),
    });
  }

  async function uploadAs(headers: Record<string, string>, filename: string, content: Buffer): Promise<UploadedFile> {
    const response = await upload(filename, content, { headers });
    expect(response.statusCode, response.body).toBe(201);
    return uploadedFileSchema.parse(response.json());
  }

  async function fileRows(): Promise<number> {
    return (await api.db.query<{ n: number }>('select count(*)::int as n from files')).rows[0]!.n;
  }

  describe('POST /api/files', () => {
    it('stores a signed-in user’s upload under a generated key and answers id, fileName, downloadLink', async () => {
      const response = await upload('Презентация проекта.pdf', PDF, { headers: owner.auth });
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const file = uploadedFileSchema.parse(response.json());
      expect(file.fileName).toBe('Презентация проекта.pdf');
      expect(file.downloadLink).toMatch(new RegExp(`^/api/files/${file.id}/download\\?expires=\\d+&signature=[\\w-]+$`));
      // Signed in: the file is the account's, no uploader cookie needed.
      expect(uploaderCookie(response)).toBeUndefined();

      const stored = await filesUnder(path.join(api.dataDir, 'uploads'));
      const { rows } = await api.db.query<{ storage_key: string; owner_user_id: number }>(
        'select storage_key, owner_user_id from files where id = $1',
        [file.id],
      );
      expect(rows[0]?.owner_user_id).toBe(owner.id);
      expect(stored).toContain(path.join(rows[0]!.storage_key.slice(0, 2), rows[0]!.storage_key));
      expect(stored.some((name) => name.includes('Презентация'))).toBe(false);
      expect(stored.some((name) => name.startsWith('.incoming'))).toBe(false);
    });

    it('goes by the bytes: a .pdf name with PNG bytes is stored and served as a PNG', async () => {
      const file = await uploadAs(owner.auth, 'Бизнес-план.pdf', PNG);
      expect(file.fileName).toBe('Бизнес-план.png');
      const download = await api.app.inject({ url: file.downloadLink, headers: owner.auth });
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.rawPayload.equals(PNG)).toBe(true);
    });

    it('reads back the quotes a browser escapes in a file name, then cleans them as any other', async () => {
      // Chrome and Firefox send «отчёт "финал"; v2.png» as «отчёт %22финал%22; v2.png» (WHATWG HTML).
      const file = await uploadAs(owner.auth, 'отчёт %22финал%22; v2.png', PNG);
      expect(file.fileName).toBe('отчёт финал; v2.png');
    });

    it.each([
      ['a JPEG', 'photo.jpeg', JPEG, 'photo.jpg', 'image/jpeg'],
      ['a zip', 'материалы.zip', ZIP, 'материалы.zip', 'application/zip'],
      [
        'a docx (a zip inside)',
        'устав.docx',
        DOCX,
        'устав.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['a legacy .doc (CFB)', 'анкета.doc', LEGACY_DOC, 'анкета.doc', 'application/msword'],
      ['a legacy .xls named .doc', 'таблица.doc', LEGACY_XLS, 'таблица.xls', 'application/vnd.ms-excel'],
      ['a PNG declared as an executable', 'схема.png', PNG, 'схема.png', 'image/png'],
    ])('takes %s', async (_label, name, content, expectedName, expectedType) => {
      const response = await upload(name, content, { headers: owner.auth, contentType: 'application/x-msdownload' });
      expect(response.statusCode).toBe(201);
      const file = uploadedFileSchema.parse(response.json());
      expect(file.fileName).toBe(expectedName);
      const download = await api.app.inject({ url: file.downloadLink, headers: owner.auth });
      expect(download.headers['content-type']).toBe(expectedType);
    });

    const notReadableAs = (type: string) =>
      `Файл не читается как ${type}: возможно, он повреждён или сохранён в другом формате. Сохраните его заново и загрузите ещё раз`;

    it.each([
      ['an .exe renamed .pdf', 'договор.pdf', EXE, 'application/pdf', notReadableAs('PDF')],
      ['an installer (CFB without a document)', 'setup.doc', MSI_LIKE, 'application/msword', notReadableAs('DOC')],
      ['plain text', 'заметки.PDF', PLAIN_TEXT, 'application/pdf', notReadableAs('PDF')],
      ['HTML declared as an image', 'picture.png', HTML, 'image/png', notReadableAs('PNG')],
      ['an .exe', 'setup.exe', EXE, 'application/octet-stream', UNSUPPORTED],
      ['plain text named .txt', 'заметки.txt', PLAIN_TEXT, 'text/plain', UNSUPPORTED],
      ['a file without an extension', 'README', PLAIN_TEXT, 'application/octet-stream', UNSUPPORTED],
    ])('refuses %s with a Russian 415 and keeps nothing', async (_label, name, content, declared, message) => {
      const rowsBefore = await fileRows();
      const storedBefore = await filesUnder(path.join(api.dataDir, 'uploads'));
      const response = await upload(name, content, { headers: owner.auth, contentType: declared });
      expect(response.statusCode).toBe(415);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ message, fields: { file: message } });
      expect(await fileRows()).toBe(rowsBefore);
      expect(await filesUnder(path.join(api.dataDir, 'uploads'))).toEqual(storedBefore);
    });

    it.each([
      ['a path', '../../../etc/Отчёт.pdf', 'Отчёт.pdf'],
      ['a Windows path', 'C:\\Users\\Анна\\Отчёт.PDF', 'Отчёт.pdf'],
      ['markup', '<img src=x onerror=alert(1)>.pdf', 'img src=x onerror=alert(1).pdf'],
      ['a direction override hiding an .exe', 'отчёт\u202Eexe.pdf', 'отчётexe.pdf'],
      ['nothing but dots', '....', 'файл.pdf'],
      ['a very long name', `${'Д'.repeat(400)}.pdf`, `${'Д'.repeat(150)}.pdf`],
    ])('cleans a name with %s and keeps it for display only', async (_label, name, expected) => {
      const file = await uploadAs(owner.auth, name, PDF);
      expect(file.fileName).toBe(expected);
      const stored = await filesUnder(path.join(api.dataDir, 'uploads'));
      expect(stored.every((entry) => /^[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(entry.split(path.sep).join('/')))).toBe(true);
    });

    it('refuses a request that is not multipart, one without a file and an empty file', async () => {
      const json = await api.app.inject({ method: 'POST', url: '/api/files', payload: { file: 'x' }, headers: owner.auth });
      expect(json.statusCode).toBe(415);
      expect(apiErrorSchema.parse(json.json()).message).toBe('Файл отправляется формой multipart/form-data');

      const fieldOnly = multipart([{ name: 'comment', content: 'без файла' }]);
      const noFile = await api.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: fieldOnly.payload,
        headers: { ...fieldOnly.headers, ...owner.auth },
      });
      expect(noFile.statusCode).toBe(400);
      expect(apiErrorSchema.parse(noFile.json()).fields).toEqual({ file: 'Выберите файл' });

      const empty = await upload('пусто.pdf', Buffer.alloc(0), { headers: owner.auth });
      expect(empty.statusCode).toBe(400);
      expect(apiErrorSchema.parse(empty.json()).fields).toEqual({ file: 'Файл пустой' });
    });

    it('takes one file a request', async () => {
      const two = multipart([
        { name: 'file', filename: 'one.pdf', content: PDF },
        { name: 'file', filename: 'two.pdf', content: PDF },
      ]);
      const rowsBefore = await fileRows();
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: two.payload,
        headers: { ...two.headers, ...owner.auth },
      });
      expect(response.statusCode).toBe(413);
      expect(apiErrorSchema.parse(response.json()).message).toBe('Файлы загружаются по одному: отправьте один файл в запросе');
      expect(await fileRows()).toBe(rowsBefore);
    });

    it('says so when a request has too many text fields, not that files go one by one', async () => {
      const fields = multipart([
        ...Array.from({ length: 20 }, (_, index) => ({ name: `note${index}`, content: 'x' })),
        { name: 'file', filename: 'one.pdf', content: PDF },
      ]);
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: fields.payload,
        headers: { ...fields.headers, ...owner.auth },
      });
      expect(response.statusCode).toBe(413);
      expect(apiErrorSchema.parse(response.json()).message).toBe('Слишком много полей в запросе: отправьте только файл');
    });

    it.each([
      ['an expired token', 'expired'],
      ['a tampered token', 'tampered'],
    ])('refuses an upload with %s (401), rather than taking it as a visitor’s', async (_label, kind) => {
      const token = kind === 'expired' ? await expiredToken(api.config, owner.id) : tamperedToken(owner.token, stranger.id);
      const response = await upload('a.pdf', PDF, { headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json()).message).toBe('Сессия истекла или недействительна. Войдите снова');
    });
  });

  describe('GET /api/files/{id}/download', () => {
    let file: UploadedFile;
    beforeAll(async () => {
      file = await uploadAs(owner.auth, "Смета 'итог'; v2.pdf", PDF);
    });

    it('streams the file to its owner as a download that nothing renders inline', async () => {
      const response = await api.app.inject({ url: file.downloadLink, headers: owner.auth });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PDF)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(PDF.length),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      expect(response.headers['content-security-policy']).toContain('sandbox');
      // The `;` and quotes stay in the name but cannot end the header or the parameter.
      expect(file.fileName).toBe("Смета 'итог'; v2.pdf");
      expect(response.headers['content-disposition']).toBe(
        "attachment; filename=\"_____ '____'_ v2.pdf\"; filename*=UTF-8''%D0%A1%D0%BC%D0%B5%D1%82%D0%B0%20%27%D0%B8%D1%82%D0%BE%D0%B3%27%3B%20v2.pdf",
      );
    });

    it('answers 404 to anyone but the owner, and to a missing token', async () => {
      for (const headers of [stranger.auth, {}]) {
        const response = await api.app.inject({ url: file.downloadLink, headers });
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json()).message).toBe('Файл не найден');
      }
    });

    it('answers 401 to an expired or tampered token', async () => {
      for (const token of [await expiredToken(api.config, owner.id), tamperedToken(stranger.token, owner.id)]) {
        const response = await api.app.inject({ url: file.downloadLink, headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode).toBe(401);
      }
    });

    it('refuses a link whose signature, expiry or file was changed', async () => {
      const link = new URL(file.downloadLink, 'http://api.test');
      const changedSignature = new URL(link);
      const signature = link.searchParams.get('signature')!;
      changedSignature.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
      const longerExpiry = new URL(link);
      longerExpiry.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 86_400));
      const noSignature = new URL(link);
      noSignature.searchParams.delete('signature');
      const other = await uploadAs(owner.auth, 'other.pdf', PDF);
      const otherFile = new URL(link);
      otherFile.pathname = `/api/files/${other.id}/download`;

      for (const url of [changedSignature, longerExpiry, noSignature, otherFile]) {
        const response = await api.app.inject({ url: `${url.pathname}${url.search}`, headers: owner.auth });
        expect(response.statusCode, url.toString()).toBe(403);
        expect(apiErrorSchema.parse(response.json()).message).toBe('Ссылка на файл недействительна');
      }
    });

    it('refuses an expired link with 410, asking to refresh the page', async () => {
      const links = createDownloadLinks(derivedKey(api.config.JWT_SECRET, 'file-links'), api.config.FILE_LINK_TTL_S);
      const fresh = links.linkFor(file.id);
      expect(fresh.split('?')[0]).toBe(file.downloadLink.split('?')[0]);
      const expired = links.linkFor(file.id, new Date(Date.now() - (api.config.FILE_LINK_TTL_S + 5) * 1000));
      const response = await api.app.inject({ url: expired, headers: owner.auth });
      expect(response.statusCode).toBe(410);
      expect(apiErrorSchema.parse(response.json()).message).toBe(
        'Срок действия ссылки на файл истёк. Откройте заявку в разделе «Мои заявки» и скачайте файл оттуда: ссылка там будет новой',
      );
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const links = createDownloadLinks(derivedKey(api.config.JWT_SECRET, 'file-links'), api.config.FILE_LINK_TTL_S);
      const unknown = await api.app.inject({ url: links.linkFor('00000000-0000-4000-8000-000000000000'), headers: owner.auth });
      expect(unknown.statusCode).toBe(404);
      const malformed = await api.app.inject({ url: '/api/files/..%2F..%2Fetc%2Fpasswd/download', headers: owner.auth });
      expect(malformed.statusCode).toBe(404);
    });
  });

  describe('anonymous uploads', () => {
    it('belong to the browser that holds the uploader key, given in an httpOnly cookie', async () => {
      const first = await upload('Идея.pdf', PDF);
      expect(first.statusCode).toBe(201);
      const cookie = first.cookies.find((candidate) => candidate.name === 'uploader');
      expect(cookie).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Strict' });
      const file = uploadedFileSchema.parse(first.json());

      const mine = await api.app.inject({ url: file.downloadLink, headers: { cookie: uploaderCookie(first)! } });
      expect(mine.statusCode).toBe(200);
      expect(mine.rawPayload.equals(PDF)).toBe(true);

      // Another browser (no key, another key) and a signed-in user all get 404.
      const otherBrowser = await upload('Чужое.pdf', PDF);
      for (const headers of [{}, { cookie: uploaderCookie(otherBrowser)! }, stranger.auth]) {
        expect((await api.app.inject({ url: file.downloadLink, headers })).statusCode).toBe(404);
      }

      // The same browser keeps its key for its next upload; only the key's hash is stored.
      const second = await upload('Ещё.pdf', PDF, { headers: { cookie: uploaderCookie(first)! } });
      expect(uploaderCookie(second)).toBe(uploaderCookie(first));
      const { rows } = await api.db.query<{ uploader_key_hash: string }>('select uploader_key_hash from files where id = $1', [file.id]);
      expect(rows[0]?.uploader_key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]?.uploader_key_hash).not.toBe(cookie!.value);
    });
  });
});

describe.each(testBackends)('upload limits on $name', (backend) => {
  let api: AccountsApi;
  beforeAll(async () => {
    api = await startAccountsApi(backend, { UPLOAD_MAX_BYTES: '1024', UPLOADS_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await api?.close();
  });

  function upload(content: Buffer, remoteAddress: string) {
    const body = fileUpload('файл.pdf', content);
    return api.app.inject({ method: 'POST', url: '/api/files', payload: body.payload, headers: body.headers, remoteAddress });
  }

  it('refuses a file over UPLOAD_MAX_BYTES with a Russian 413 and keeps nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(2048, 0x20)]);
    const response = await upload(big, nextClientAddress());
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.parse(response.json()).message).toBe('Файл слишком большой: можно загрузить файл до 1 КБ');
    expect(await filesUnder(path.join(api.dataDir, 'uploads'))).toEqual([]);
    const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from files');
    expect(rows[0]?.n).toBe(0);
  });

  it('takes UPLOADS_PER_MINUTE uploads a minute from one address, then answers 429 in Russian', async () => {
    const address = nextClientAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await upload(PDF, address)).statusCode).toBe(201);
    const limited = await upload(PDF, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(apiErrorSchema.parse(limited.json()).message).toMatch(/^Слишком много запросов\. Попробуйте снова через \d+ с\.$/);
    // Another visitor is not held back by it.
    expect((await upload(PDF, nextClientAddress())).statusCode).toBe(201);
  });
});
