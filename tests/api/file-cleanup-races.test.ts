// The file clean-up where it meets concurrency and a failing storage (issue 7 "Rules"): an account
// deleted while one of its requests is attaching (and so claiming) an anonymous upload must take that
// file's stored bytes with it, and the retry queue of deletions must not starve behind keys whose
// removal keeps failing.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFileSchema, type UploadedFile } from '#shared/schemas/files.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { removeQueuedFiles } from '#server/main-api/files/file-cleanup.ts';
import { createFileStorage, type FileStorage } from '#server/main-api/files/storage.ts';
import { createUser, insertContest, nextClientAddress, startAccountsApi, type AccountsApi } from '../helpers/accounts.ts';
import { openSeededDatabase, testBackends, type TestDatabase } from '../helpers/api-db.ts';
import { fileUpload } from '../helpers/multipart.ts';
import { PDF } from '../helpers/sample-files.ts';

const PROJECT = {
  name: 'Анна Петрова',
  phoneNumber: '+7 (921) 000-10-01',
  email: 'anna@example.org',
  projectName: 'Умная теплица',
  projectSphere: 'Агротех',
  aboutProject: 'Датчики и автоматический полив.',
  consent: true,
};

/**
 * The database of the API with one pause point: the first transaction statement matching `pauseAfter`
 * runs, then its transaction waits (holding its locks) until `release()`. `paused` gives the paused
 * connection's backend pid, to see who waits for it.
 */
function withPause(db: Database, pauseAfter: RegExp) {
  let reached: (pid: number) => void = () => undefined;
  let release: () => void = () => undefined;
  const paused = new Promise<number>((resolve) => {
    reached = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let armed = true;
  const pausing: Database = {
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          exec: (sql) => tx.exec(sql),
          async query<Row extends object>(sql: string, params?: readonly unknown[]) {
            const result = await tx.query<Row>(sql, params);
            if (armed && pauseAfter.test(sql)) {
              armed = false;
              const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
              reached(rows[0]!.pid);
              await released;
            }
            return result;
          },
        } satisfies Queryable),
      ),
  };
  return { db: pausing, paused, release };
}

/** Resolves once some connection waits for a lock that `pid` holds (PostgreSQL's own view of it). */
async function blockedBy(observer: Queryable, pid: number): Promise<void> {
  for (;;) {
    const { rows } = await observer.query<{ waiting: number }>(
      'select count(*)::int as waiting from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
      [pid],
    );
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function anonymousUpload(api: AccountsApi): Promise<{ file: UploadedFile; cookie: string }> {
  const body = fileUpload('Презентация.pdf', PDF);
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/files',
    payload: body.payload,
    headers: body.headers,
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = response.cookies.find((candidate) => candidate.name === 'uploader')!;
  return { file: uploadedFileSchema.parse(response.json()), cookie: `uploader=${cookie.value}` };
}

async function storageKeyOf(db: Queryable, fileId: string): Promise<string> {
  const { rows } = await db.query<{ storage_key: string }>('select storage_key from files where id = $1', [fileId]);
  return rows[0]!.storage_key;
}

// Only PostgreSQL has concurrent transactions: PGlite is one connection whose transaction holds every
// other query until it ends, so on PGlite these interleavings cannot happen (and cannot be staged).
const postgresOnly = testBackends.filter((backend) => backend.name === 'PostgreSQL');

describe.skipIf(postgresOnly.length === 0).each(postgresOnly)('deleting an account during an attachment on $name', (backend) => {
  let testDatabase: TestDatabase;
  let observer: Database;
  beforeAll(async () => {
    testDatabase = await openSeededDatabase(backend);
    observer = await testDatabase.openSecondConnection!();
  });
  afterAll(async () => {
    await testDatabase?.dispose();
  });

  async function startPausedApi(pauseAfter: RegExp) {
    const pause = withPause(testDatabase.db, pauseAfter);
    const api = await startAccountsApi(backend, {}, { ...testDatabase, db: pause.db });
    return { api, pause };
  }

  function createApplication(api: AccountsApi, auth: Record<string, string>, cookie: string, fileId: string) {
    // `then` starts the injected request now, not when it is awaited.
    return api.app
      .inject({
        method: 'POST',
        url: '/api/project-applications',
        headers: { ...auth, cookie, 'user-agent': 'vitest-browser/1.0' },
        payload: { ...PROJECT, attachments: [fileId] },
        remoteAddress: nextClientAddress(),
      })
      .then((response) => response);
  }

  function deleteAccount(api: AccountsApi, auth: Record<string, string>) {
    return api.app
      .inject({ method: 'POST', url: '/api/auth/delete-account', headers: auth, payload: { confirm: true } })
      .then((response) => response);
  }

  it('removes the stored bytes of a file the account claimed while it was being deleted', async () => {
    const { api, pause } = await startPausedApi(/update files set owner_user_id/);
    try {
      const storage: FileStorage = createFileStorage(api.config);
      const user = await createUser(api);
      const { file, cookie } = await anonymousUpload(api);
      const key = await storageKeyOf(api.db, file.id);

      // The application's transaction has claimed the upload for the user and not committed yet…
      const creating = createApplication(api, user.auth, cookie, file.id);
      const claimer = await pause.paused;
      // …when the account is deleted; that deletion waits for the claim's locks.
      const deleting = deleteAccount(api, user.auth);
      await blockedBy(observer, claimer);
      pause.release();
      const [created, deleted] = await Promise.all([creating, deleting]);

      // The application was stored; whether its answer could still read it back depends on whether
      // the deletion, released by the commit, got there first (then 401, see the test below).
      expect([201, 401], created.body).toContain(created.statusCode);
      expect(deleted.statusCode, deleted.body).toBe(204);
      const { rows } = await observer.query('select 1 from files where id = $1', [file.id]);
      expect(rows).toHaveLength(0);
      // Nothing of the file is left in the storage, nor left for a sweep that would never come.
      expect(await storage.read(key)).toBeNull();
      expect((await observer.query('select 1 from file_deletions where storage_key = $1', [key])).rows).toHaveLength(0);
    } finally {
      pause.release();
      await api.close();
    }
  });

  it('refuses an attachment by an account deleted a moment before, as an ended session (401), keeping the upload', async () => {
    const { api, pause } = await startPausedApi(/delete from users/);
    try {
      const user = await createUser(api);
      const { file, cookie } = await anonymousUpload(api);

      // The deletion has removed the user and not committed yet…
      const deleting = deleteAccount(api, user.auth);
      const deleter = await pause.paused;
      // …when the application (authenticated a moment before) tries to attach the upload.
      const creating = createApplication(api, user.auth, cookie, file.id);
      await blockedBy(observer, deleter);
      pause.release();
      const [deleted, created] = await Promise.all([deleting, creating]);

      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(created.statusCode, created.body).toBe(401);
      expect(created.json()).toMatchObject({ statusCode: 401, message: 'Сессия истекла или недействительна. Войдите снова' });
      // The anonymous upload still belongs to the browser (the sweep takes it if nobody uses it).
      const { rows } = await observer.query<{ owner_user_id: number | null }>('select owner_user_id from files where id = $1', [file.id]);
      expect(rows).toEqual([{ owner_user_id: null }]);
    } finally {
      pause.release();
      await api.close();
    }
  });
});

/** The API's database, running `action` once right before the first statement matching `before`. */
function withActionBefore(db: Database, before: RegExp, action: () => Promise<void>): Database {
  let armed = true;
  const trigger = async (sql: string) => {
    if (armed && before.test(sql)) {
      armed = false;
      await action();
    }
  };
  return {
    async query<Row extends object>(sql: string, params?: readonly unknown[]) {
      await trigger(sql);
      return db.query<Row>(sql, params);
    },
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    transaction: (work) => db.transaction(work),
  };
}

describe.each(testBackends)('deleting an account during an upload on $name', (backend) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await openSeededDatabase(backend);
  });
  afterAll(async () => {
    await testDatabase?.dispose();
  });

  it('refuses the upload as an ended session (401) and keeps nothing of it', async () => {
    let userId = 0;
    const db = withActionBefore(testDatabase.db, /insert into files/, async () => {
      await testDatabase.db.query('delete from users where id = $1', [userId]);
    });
    const api = await startAccountsApi(backend, {}, { ...testDatabase, db });
    try {
      const user = await createUser(api);
      userId = user.id;
      const body = fileUpload('Смета.pdf', PDF);
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: body.payload,
        headers: { ...body.headers, ...user.auth },
        remoteAddress: nextClientAddress(),
      });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: 'Сессия истекла или недействительна. Войдите снова' });
      const stored = await readdir(`${api.dataDir}/uploads`, { recursive: true, withFileTypes: true }).catch(() => []);
      expect(stored.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
    } finally {
      await api.close();
    }
  });
});

describe.each(testBackends)('an application whose account is deleted right after it is stored, on $name', (backend) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await openSeededDatabase(backend);
  });
  afterAll(async () => {
    await testDatabase?.dispose();
  });

  it.each([
    ['project', 'POST', '/api/project-applications', /from project_applications where id = \$1/],
    ['contest', 'POST', '/api/contest-applications', /from contest_applications a/],
  ] as const)('answers a %s application as an ended session (401), not a 500', async (kind, method, url, readBack) => {
    let userId = 0;
    const db = withActionBefore(testDatabase.db, readBack, async () => {
      await testDatabase.db.query('delete from users where id = $1', [userId]);
    });
    const api = await startAccountsApi(backend, {}, { ...testDatabase, db });
    try {
      const user = await createUser(api);
      userId = user.id;
      const contest = kind === 'contest' ? await insertContest(api.db) : null;
      const response = await api.app.inject({
        method,
        url,
        headers: { ...user.auth, 'user-agent': 'vitest-browser/1.0' },
        payload: {
          ...PROJECT,
          ...(contest && { contestId: contest.id, nominationId: contest.nominationIds[0], projectShortDescription: 'Кратко' }),
          attachments: [],
        },
        remoteAddress: nextClientAddress(),
      });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: 'Сессия истекла или недействительна. Войдите снова' });
    } finally {
      await api.close();
    }
  });
});

describe.each(testBackends)('the retry queue of file deletions on $name', (backend) => {
  let api: AccountsApi;
  beforeAll(async () => {
    api = await startAccountsApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('reaches a removable key queued behind a full batch of keys whose removal always fails', async () => {
    const stuck: string[] = Array.from({ length: 250 }, () => randomUUID());
    await api.db.query(
      `insert into file_deletions (storage_key, requested_at)
       select key, now() - interval '1 hour' from unnest($1::text[]) as key`,
      [stuck],
    );
    const removable = randomUUID();
    await api.db.query('insert into file_deletions (storage_key) values ($1)', [removable]);
    const removed: string[] = [];
    const storage: FileStorage = {
      description: 'a storage that refuses to delete some keys',
      incomingDir: api.dataDir,
      save: () => Promise.reject(new Error('not used')),
      read: () => Promise.resolve(null),
      remove: (key) => {
        if (stuck.includes(key)) return Promise.reject(new Error('access denied'));
        removed.push(key);
        return Promise.resolve();
      },
    };
    const silent = api.app.log.child({}, { level: 'silent' });

    // Hourly sweeps: within a few of them the removable key is tried, whatever stays stuck.
    for (let sweep = 0; sweep < 3 && !removed.includes(removable); sweep += 1) {
      await removeQueuedFiles({ db: api.db, storage, log: silent });
    }
    expect(removed).toContain(removable);
    expect((await api.db.query('select 1 from file_deletions where storage_key = $1', [removable])).rows).toHaveLength(0);
    // The stuck ones stay queued, counted, for the next sweeps.
    const { rows } = await api.db.query<{ queued: number }>(
      'select count(*)::int as queued from file_deletions where storage_key = any($1::text[]) and attempts > 0',
      [stuck],
    );
    expect(rows[0]!.queued).toBeGreaterThan(0);
  });
});
