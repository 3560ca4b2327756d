// What the sign-in, files and applications tests share: a main API over a test database with uploads
// in a temporary directory, users with tokens, and contests to apply to.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { loadConfig, type Config } from '#server/config.ts';
import type { Queryable } from '#server/db/database.ts';
import { buildMainApi } from '#server/main-api/app.ts';
import { createAccessTokens } from '#server/main-api/auth/access-token.ts';
import { openSeededDatabase, type TestBackend, type TestDatabase } from './api-db.ts';

export const TEST_PUBLIC_URL = 'http://site.test';

export interface AccountsApi {
  app: FastifyInstance;
  config: Config;
  testDatabase: TestDatabase;
  db: TestDatabase['db'];
  dataDir: string;
  close(): Promise<void>;
}

/** A main API with `env` on top of the test defaults; uploads go to a fresh temporary DATA_DIR. */
export async function startAccountsApi(
  backend: TestBackend,
  env: Record<string, string> = {},
  testDatabase?: TestDatabase,
): Promise<AccountsApi> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-accounts-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: TEST_PUBLIC_URL, DATA_DIR: dataDir, ...env });
  const database = testDatabase ?? (await openSeededDatabase(backend));
  const app = await buildMainApi({ db: database.db, config, logger: false });
  await app.ready();
  return {
    app,
    config,
    testDatabase: database,
    db: database.db,
    dataDir,
    async close() {
      await app.close();
      if (!testDatabase) await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;
/** Makes the fake VK ids of this run unique without coordination. */
const START_MS = Date.now();

/** A user as sign-in would make one, and a valid token for them. */
export async function createUser(
  api: AccountsApi,
  name = 'Анна Смирнова',
): Promise<{ id: number; token: string; auth: Record<string, string> }> {
  userCounter += 1;
  const { rows } = await api.db.query<{ id: number }>('insert into users (vk_id, name) values ($1, $2) returning id', [
    `${START_MS}${String(userCounter).padStart(5, '0')}`,
    name,
  ]);
  const id = rows[0]!.id;
  const token = await createAccessTokens(api.config.JWT_SECRET, api.config.JWT_TTL_S).sign(id);
  return { id, token, auth: { authorization: `Bearer ${token}` } };
}

/** A token with a valid signature that expired a minute ago. */
export async function expiredToken(config: Config, userId: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(config.JWT_SECRET));
}

/** The same token with another user's id in its payload: the signature no longer matches. */
export function tamperedToken(token: string, userId: number): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(userId) })).toString('base64url');
  return `${header}.${forged}.${signature}`;
}

export interface TestContest {
  id: number;
  slug: string;
  nominationIds: number[];
}

let contestCounter = 0;

/** A published contest with two nominations, open now unless told otherwise. */
export async function insertContest(
  db: Queryable,
  options: { startDaysFromNow?: number; endDaysFromNow?: number; published?: boolean } = {},
): Promise<TestContest> {
  contestCounter += 1;
  const slug = `test-contest-${contestCounter}-${Math.random().toString(36).slice(2, 8)}`;
  const day = 24 * 60 * 60 * 1000;
  const { rows } = await db.query<{ id: number }>(
    `insert into contests (slug, name, short_description, start_at, end_at, is_published)
     values ($1, $2, 'Тестовый конкурс', $3, $4, $5) returning id`,
    [
      slug,
      `Тестовый конкурс ${contestCounter}`,
      new Date(Date.now() + (options.startDaysFromNow ?? -10) * day),
      new Date(Date.now() + (options.endDaysFromNow ?? 30) * day),
      options.published ?? true,
    ],
  );
  const id = rows[0]!.id;
  const nominationIds: number[] = [];
  for (const [position, name] of ['Лучший стартап', 'Социальный проект'].entries()) {
    const nomination = await db.query<{ id: number }>(
      `insert into contest_nominations (contest_id, name, description, position) values ($1, $2, $3, $4) returning id`,
      [id, name, `Номинация «${name}»`, position],
    );
    nominationIds.push(nomination.rows[0]!.id);
  }
  return { id, slug, nominationIds };
}

let addressCounter = 0;

/**
 * A visitor address of its own for a test's requests (inject's `remoteAddress`), so per-IP rate
 * limits count each test apart; the rate-limit tests reuse one on purpose.
 */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** `app.inject` that returns the status and the parsed JSON body. */
export async function injectJson(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  const body: unknown = isJson ? response.json<unknown>() : response.body;
  return { status: response.statusCode, headers: response.headers, body, response };
}
