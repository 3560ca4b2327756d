// A multipart body a client got wrong (no boundary, cut short) is the client's 400, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMainApi } from '#server/main-api/app.ts';
import { createUser, startAccountsApi } from '../helpers/accounts.ts';
import { openSeededDatabase, testBackends, type TestDatabase } from '../helpers/api-db.ts';

describe.each(testBackends)('malformed multipart on $name', (backend) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await openSeededDatabase(backend);
  });
  afterAll(() => testDatabase.dispose());

  const cutShort = '--x\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4';
  const cases = [
    ['no boundary', 'multipart/form-data', 'anything'],
    ['a body cut short', 'multipart/form-data; boundary=x', cutShort],
    // Busboy's boundary search table is one byte per position: a longer boundary throws a RangeError.
    ['a boundary of 253 characters', `multipart/form-data; boundary=${'b'.repeat(253)}`, `--${'b'.repeat(253)}\r\n`],
    ['a boundary of 400 characters', `multipart/form-data; boundary=${'b'.repeat(400)}`, 'x'],
  ] as const;

  it.each(cases)('POST /api/files with %s answers 400', async (_label, contentType, payload) => {
    const app = await buildMainApi({ db: testDatabase.db, logger: false });
    const response = await app.inject({ method: 'POST', url: '/api/files', headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/[а-я]/);
    await app.close();
  });

  it('POST /api/auth/delete-account from a signed-in user with no boundary answers 400 and deletes nothing', async () => {
    const api = await startAccountsApi(backend, {}, testDatabase);
    const user = await createUser(api);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: { ...user.auth, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(400);
    const { rows } = await api.db.query('select id from users where id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    await api.close();
  });
});
