// Where the bytes go (DESIGN §8): S3-compatible storage when S3_BUCKET is set (against a fake S3 on
// loopback), and the clean-up that removes stored objects after their rows: right away, retried when
// the storage was down, and for uploads no application took within a day.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFileSchema, type UploadedFile } from '#shared/schemas/files.ts';
import { ABANDONED_UPLOAD_AGE_MS, sweepFiles } from '#server/main-api/files/file-cleanup.ts';
import { createFileStorage } from '#server/main-api/files/storage.ts';
import { createUser, nextClientAddress, startAccountsApi, type AccountsApi } from '../helpers/accounts.ts';
import { testBackends } from '../helpers/api-db.ts';
import { startFakeS3, type FakeS3 } from '../helpers/fake-s3.ts';
import { fileUpload } from '../helpers/multipart.ts';
import { PDF, PNG } from '../helpers/sample-files.ts';

async function upload(api: AccountsApi, headers: Record<string, string>, name: string, content: Buffer): Promise<UploadedFile> {
  const body = fileUpload(name, content);
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/files',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return uploadedFileSchema.parse(response.json());
}

async function storageKeyOf(api: AccountsApi, fileId: string): Promise<string | undefined> {
  const { rows } = await api.db.query<{ storage_key: string }>('select storage_key from files where id = $1', [fileId]);
  return rows[0]?.storage_key;
}

function cleanupOf(api: AccountsApi) {
  return { db: api.db, storage: createFileStorage(api.config), log: api.app.log };
}

describe.each(testBackends)('S3-compatible storage on $name', (backend) => {
  let s3: FakeS3;
  let api: AccountsApi;
  beforeAll(async () => {
    s3 = await startFakeS3();
    api = await startAccountsApi(backend, s3.env);
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  it('puts uploads into the bucket under generated keys and streams them back to the owner', async () => {
    const user = await createUser(api);
    const file = await upload(api, user.auth, 'Заявка.pdf', PNG);
    const key = await storageKeyOf(api, file.id);
    const object = s3.objects.get(`uploads/${key}`);
    expect(object?.body.equals(PNG)).toBe(true);
    expect(object?.contentType).toBe('image/png');
    // Nothing lands on the local disk.
    await expect(access(path.join(api.dataDir, 'uploads'))).rejects.toThrow();

    const download = await api.app.inject({ url: file.downloadLink, headers: user.auth });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('removes the account’s objects when the account is deleted', async () => {
    const user = await createUser(api);
    const file = await upload(api, user.auth, 'Резюме.pdf', PDF);
    const key = await storageKeyOf(api, file.id);
    expect(s3.objects.has(`uploads/${key}`)).toBe(true);
    const deleted = await api.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: user.auth,
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    expect(s3.objects.has(`uploads/${key}`)).toBe(false);
  });

  it('keeps the deletion queued while the storage is down and finishes it when it is back', async () => {
    const user = await createUser(api);
    const file = await upload(api, user.auth, 'Смета.pdf', PDF);
    const key = await storageKeyOf(api, file.id);
    s3.failing = true;
    try {
      const deleted = await api.app.inject({
        method: 'POST',
        url: '/api/auth/delete-account',
        headers: user.auth,
        payload: { confirm: true },
      });
      // The person's data is gone from the database at once; the object waits for the storage.
      expect(deleted.statusCode).toBe(204);
      expect(await storageKeyOf(api, file.id)).toBeUndefined();
    } finally {
      s3.failing = false;
    }
    const queued = await api.db.query<{ attempts: number }>('select attempts from file_deletions where storage_key = $1', [key]);
    expect(queued.rows[0]?.attempts).toBe(1);
    expect(s3.objects.has(`uploads/${key}`)).toBe(true);

    const cleanup = cleanupOf(api);
    await sweepFiles(cleanup);
    cleanup.storage.close?.();
    expect(s3.objects.has(`uploads/${key}`)).toBe(false);
    expect((await api.db.query('select 1 from file_deletions where storage_key = $1', [key])).rows).toHaveLength(0);
  });
});

describe.each(testBackends)('the sweep of abandoned uploads on $name', (backend) => {
  let api: AccountsApi;
  beforeAll(async () => {
    api = await startAccountsApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('removes uploads older than a day that no application took, and only those', async () => {
    const user = await createUser(api);
    const abandoned = await upload(api, user.auth, 'Брошенный.pdf', PDF);
    const recent = await upload(api, user.auth, 'Свежий.pdf', PDF);
    const attached = await upload(api, user.auth, 'Прикреплённый.pdf', PDF);
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/project-applications',
      headers: user.auth,
      payload: {
        name: 'Анна',
        phoneNumber: '9210001001',
        email: 'anna@example.org',
        projectName: 'Проект',
        projectSphere: 'ИТ',
        aboutProject: 'Описание',
        consent: true,
        attachments: [attached.id],
      },
    });
    expect(created.statusCode).toBe(201);
    const longAgo = new Date(Date.now() - ABANDONED_UPLOAD_AGE_MS - 60_000);
    await api.db.query('update files set created_at = $2 where id = any($1::uuid[])', [[abandoned.id, attached.id], longAgo]);
    const abandonedKey = (await storageKeyOf(api, abandoned.id))!;

    const report = await sweepFiles(cleanupOf(api));
    expect(report.abandoned).toBeGreaterThanOrEqual(1);
    expect(await storageKeyOf(api, abandoned.id)).toBeUndefined();
    await expect(access(path.join(api.dataDir, 'uploads', abandonedKey.slice(0, 2), abandonedKey))).rejects.toThrow();
    expect(await storageKeyOf(api, recent.id)).toBeDefined();
    expect(await storageKeyOf(api, attached.id)).toBeDefined();
    expect((await api.app.inject({ url: attached.downloadLink, headers: user.auth })).statusCode).toBe(200);
  });
});
