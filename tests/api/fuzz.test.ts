// Property-based fuzzing of both APIs (issue 9 "Also"): every operation of their OpenAPI description
// (read from the apps themselves, so a new route is fuzzed without a line here) gets generated bad
// input in its path, query, headers and body, mixed into otherwise valid requests so the values reach
// past validation into the queries. Whatever comes in, the answer is never a 5xx, and every refusal is
// the APIs' Russian error format (or a Russian HTML page where the route serves pages).
//
// Seeded and bounded: FUZZ_RUNS cases an operation (20 by default, the run of `npm test`) from
// FUZZ_SEED. A longer run: `FUZZ_RUNS=500 npx vitest run tests/api/fuzz.test.ts` (docs/security.md);
// a failure prints the seed and the shrunk request to replay it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/common.ts';
import { DEV_JWT_SECRET, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { buildLeadApi } from '#server/lead-api/app.ts';
import { buildMainApi } from '#server/main-api/app.ts';
import { createAccessTokens } from '#server/main-api/auth/access-token.ts';
import {
  createUser,
  expiredToken,
  insertContest,
  nextClientAddress,
  startAccountsApi,
  TEST_PUBLIC_URL,
  type AccountsApi,
} from '../helpers/accounts.ts';
import { testBackends } from '../helpers/api-db.ts';
import { leadTestConfig, validLead } from '../helpers/leads.ts';
import { multipart } from '../helpers/multipart.ts';
import { PDF } from '../helpers/sample-files.ts';
import { startSiteStack, type SiteStack } from '../helpers/site-stack.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Through the site's proxy: a sample of each operation, to see the proxy keeps the answers sane. */
const SITE_RUNS = Math.max(1, Math.ceil(RUNS / 5));

interface Operation {
  api: 'main' | 'lead';
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `/api/news-posts/{slug}` */
  path: string;
  pathParams: string[];
  queryParams: string[];
  headerParams: string[];
  /** Field name → its maxLength in the description, when it has one. */
  bodyFields: Record<string, number | undefined>;
  hasBody: boolean;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, { maxLength?: number }> } }> };
}

function operationsOf(api: Operation['api'], document: unknown): Operation[] {
  const paths = (document as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const named = (where: string) => parameters.filter((parameter) => parameter.in === where).map((parameter) => parameter.name);
      const content = Object.values(operation.requestBody?.content ?? {})[0];
      const upper = method.toUpperCase() as Operation['method'];
      operations.push({
        api,
        method: upper,
        path: route,
        pathParams: named('path'),
        queryParams: named('query'),
        headerParams: named('header'),
        bodyFields: Object.fromEntries(Object.entries(content?.schema?.properties ?? {}).map(([name, schema]) => [name, schema.maxLength])),
        hasBody: upper !== 'GET' && upper !== 'DELETE',
      });
    }
  }
  return operations;
}

// The operations, read once from apps built only for that (top-level await: `it.each` needs them).
const OPERATIONS: Operation[] = await (async () => {
  const db = await openDatabase({});
  await migrate(db);
  const main = await buildMainApi({ db, logger: false });
  const lead = await buildLeadApi({ db, logger: false, outbox: false });
  await Promise.all([main.ready(), lead.ready()]);
  const operations = [...operationsOf('main', main.swagger()), ...operationsOf('lead', lead.swagger())];
  await Promise.all([main.close(), lead.close()]);
  await db.close();
  return operations;
})();

// ── Generators ──────────────────────────────────────────────────────────────────────────────────

const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '{"a":1}',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '\u0000abc',
  'İ'.repeat(150),
  'ß'.repeat(100),
  'ﬃ'.repeat(100),
  '\u0958'.repeat(150),
  'е\u0308'.repeat(80),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '\\',
  '\uD800',
  '\uDFFF\uD800',
  '🙂'.repeat(120),
  'a'.repeat(201),
  'x'.repeat(5001),
  '\u202Efdp.exe',
  '\r\n\r\nGET / HTTP/1.1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '+7 (921) 000-10-01',
  '79210001001',
  'a@b',
  'test@example.org',
];

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 100, maxLength: 400 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
  { weight: 1, arbitrary: fc.uuid().map(String) },
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -0) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 12 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), nastyString, { maxKeys: 4 }) },
);

/**
 * Text at a length limit (the field's maxLength and one past it; common limits when it has none) of
 * letters that change length when normalised or lower-cased, or take several UTF-16 units.
 */
function boundaryString(maxLength: number | undefined): fc.Arbitrary<string> {
  const lengths = maxLength === undefined ? [100, 150, 151, 200, 255, 256] : [maxLength, maxLength + 1];
  return fc.tuple(fc.constantFrom('İ', 'ﬃ', 'Я', '🙂'), fc.constantFrom(...lengths)).map(([letter, length]) => letter.repeat(length));
}

const KEEP = Symbol('keep the valid value');
const DROP = Symbol('leave the field out');

/** Path segments: mostly bad, sometimes plausible, so both the validation and the lookups are hit. */
const badPathValue: fc.Arbitrary<string> = fc.oneof(
  // A lone surrogate has no UTF-8 form to encode: it goes as U+FFFD (its raw bytes are below).
  { weight: 3, arbitrary: nastyString.map((value) => encodeURIComponent(Buffer.from(value).toString())) },
  { weight: 1, arbitrary: fc.constantFrom('1', '2147483648', 'test', 'a-b', '00000000-0000-4000-8000-000000000000', 'brand.png') },
  // Raw, unencoded: a `%` that is no escape, a slash, a dot segment.
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '.', '%2e%2e', 'a%2Fb', '%C0%AF', '%E0%A4%A', '%ED%A0%80', '%FF') },
);

/** A path segment: bad ones, and now and then an id of the fixtures (an application the owner has). */
function pathValueOf(fixtures: Fixtures): fc.Arbitrary<string> {
  const ids = fixtures.owner?.applicationIds ?? [];
  return ids.length === 0
    ? badPathValue
    : fc.oneof({ weight: 3, arbitrary: badPathValue }, { weight: 2, arbitrary: fc.constantFrom(...ids) });
}

type BodyKind = 'json' | 'form' | 'multipart' | 'raw';

interface Case {
  pathValues: string[];
  query: Array<[string, string]>;
  body: { kind: BodyKind; fields: Record<string, unknown>; raw: string; contentType: string } | null;
  /** `owner`: the fixtures' user, who has applications to read and edit. */
  auth: 'none' | 'garbage' | 'valid' | 'expired' | 'owner';
  extraHeaders: Record<string, string | undefined>;
}

/** Operations that would end the owner's session for every later case. */
const ENDS_SESSION = new Set(['/api/auth/logout', '/api/auth/delete-account']);

function caseOf(operation: Operation, fixtures: Fixtures): fc.Arbitrary<Case> {
  const declared = Object.keys(operation.bodyFields).length > 0 ? operation.bodyFields : { file: undefined, name: undefined };
  const fieldNames = [...Object.keys(declared), 'unexpected'];
  // One or two fields broken, the rest valid (so the request gets past the other fields' checks to
  // the queries), now and then one left out.
  const broken = (name: string) => fc.oneof({ weight: 1, arbitrary: nastyValue }, { weight: 2, arbitrary: boundaryString(declared[name]) });
  const fields = fc
    .tuple(fc.subarray(fieldNames, { minLength: 0, maxLength: 2 }), fc.subarray(fieldNames, { maxLength: 1 }))
    .chain(([changed, dropped]) =>
      fc.record(
        Object.fromEntries(
          fieldNames.map((name) => [
            name,
            changed.includes(name) ? broken(name) : fc.constant<unknown>(dropped.includes(name) ? DROP : KEEP),
          ]),
        ),
      ),
    );
  const body = fc.record({
    kind: fc.constantFrom<BodyKind>('json', 'json', 'json', 'form', 'multipart', 'raw'),
    fields,
    raw: fc.oneof(nastyString, fc.constantFrom('{', '{"a":', '[1,2', '"', 'null', '1e999', '{"__proto__":{"x":1}}')),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
    ),
  });
  return fc.record({
    pathValues: fc.tuple(...operation.pathParams.map(() => pathValueOf(fixtures))),
    query: fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...(operation.queryParams.length ? operation.queryParams : ['q'])), fc.string({ maxLength: 8 })),
        nastyString,
      ),
      { maxLength: 4 },
    ),
    body: operation.hasBody ? body : fc.constant(null),
    auth: fc.constantFrom<Case['auth']>(
      'none',
      'garbage',
      'valid',
      'expired',
      ...(fixtures.owner && !ENDS_SESSION.has(operation.path) ? (['owner', 'owner'] as const) : (['valid'] as const)),
    ),
    extraHeaders: fc.record(
      Object.fromEntries(
        [...operation.headerParams, 'x-request-id', 'accept'].map((name) => [
          name,
          fc.option(fc.oneof(fc.constantFrom('*/*', 'text/html', 'application/json'), fc.string({ maxLength: 30 }).filter(isHeaderValue)), {
            nil: undefined,
          }),
        ]),
      ),
    ),
  });
}

/** What an HTTP header may carry at all (a client could not send anything else). */
function isHeaderValue(value: string): boolean {
  return /^[\t\x20-\x7e]*$/.test(value);
}

// ── Requests ────────────────────────────────────────────────────────────────────────────────────

/** Valid bodies to start from, by operation; the case then breaks some of their fields. */
interface Fixtures {
  contestId: number;
  nominationId: number;
  /** A user with a project and a contest application (ids as path segments), directly at the API. */
  owner?: { auth: Record<string, string>; applicationIds: string[] };
}

function validBodyOf(operation: Operation, fixtures: Fixtures): Record<string, unknown> {
  const person = { name: 'Анна Петрова', phoneNumber: '+7 (921) 000-10-01', email: 'anna@example.org' };
  const project = { ...person, projectName: 'Теплица', projectSphere: 'Агротех', aboutProject: 'Описание', consent: true };
  if (operation.api === 'lead') return { ...validLead };
  if (operation.path.startsWith('/api/project-applications')) return { ...project, attachments: [], newAttachments: [] };
  if (operation.path.startsWith('/api/contest-applications')) {
    return {
      ...project,
      contestId: fixtures.contestId,
      nominationId: fixtures.nominationId,
      projectShortDescription: 'Кратко',
      attachments: [],
      newAttachments: [],
    };
  }
  if (operation.path === '/api/auth/user') return person;
  if (operation.path === '/api/auth/delete-account') return { confirm: true };
  if (operation.path.endsWith('/local')) return { name: 'Анна', formToken: 'x'.repeat(43) };
  return {};
}

/** What a browser holds before it sends a form (the local sign-in page's cookie and form token). */
interface Prelude {
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

function bodyOf(
  operation: Operation,
  body: NonNullable<Case['body']>,
  fixtures: Fixtures,
  prelude: Prelude | null,
): Pick<InjectOptions, 'payload' | 'headers'> {
  const valid = { ...validBodyOf(operation, fixtures), ...prelude?.body };
  const fields: Record<string, unknown> = {};
  for (const [name, change] of Object.entries(body.fields)) {
    if (change === DROP) continue;
    const value = change === KEEP ? valid[name] : change;
    if (value !== undefined) fields[name] = value;
  }
  switch (body.kind) {
    case 'json':
      return {
        payload: JSON.stringify(fields),
        headers: { 'content-type': body.contentType.startsWith('application/json') ? body.contentType : 'application/json' },
      };
    case 'form':
      return {
        payload: new URLSearchParams(
          Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
        ).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    case 'multipart': {
      const parts = Object.entries(fields).map(([name, value]) =>
        name === 'file'
          ? { name, filename: typeof value === 'string' ? value : 'Файл.pdf', content: PDF }
          : { name, content: typeof value === 'string' ? value : (JSON.stringify(value) ?? '') },
      );
      return multipart(parts);
    }
    case 'raw':
      return { payload: body.raw, headers: { 'content-type': body.contentType } };
  }
}

function describeCase(operation: Operation, request: InjectOptions): string {
  const payload =
    typeof request.payload === 'string'
      ? request.payload.slice(0, 300)
      : Buffer.isBuffer(request.payload)
        ? `<${request.payload.length} bytes>`
        : '';
  const url = typeof request.url === 'string' ? request.url : JSON.stringify(request.url);
  return `${operation.method} ${url} ${JSON.stringify(request.headers)} ${payload}`;
}

/** The answer of a refused request: the Russian error format, or a Russian page. */
function expectWellFormed(response: LightMyRequestResponse, label: string): void {
  expect(response.statusCode, `${label}\n→ ${response.statusCode} ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/html')) {
    expect(response.body, label).toContain('lang="ru"');
    return;
  }
  expect(type, `${label}\n→ ${response.statusCode} ${response.body.slice(0, 300)}`).toMatch(/^application\/json/);
  const error = apiErrorSchema.parse(JSON.parse(response.body));
  expect(error.statusCode, label).toBe(response.statusCode);
  expect(error.message, `${label}\n→ ${response.body.slice(0, 300)}`).toMatch(/[А-Яа-яЁё]/);
}

interface Target {
  /** Sends the request to the API, directly or through the site. */
  send(operation: Operation, request: InjectOptions): Promise<LightMyRequestResponse>;
  /** A header set that signs the request in as a fresh user (a bearer token, or the site's cookie). */
  signedIn(kind: 'valid' | 'expired' | 'garbage'): Promise<Record<string, string>>;
  fixtures: Fixtures;
  /** Opens the operation's form first when it needs one (the local sign-in page); null otherwise. */
  prelude?(operation: Operation): Promise<Prelude | null>;
}

function requestOf(
  operation: Operation,
  testCase: Case,
  target: Target,
  auth: Record<string, string>,
  prelude: Prelude | null,
): InjectOptions {
  let url = operation.path;
  operation.pathParams.forEach((name, index) => {
    url = url.replace(`{${name}}`, testCase.pathValues[index] ?? '');
  });
  if (testCase.query.length > 0) url += `?${new URLSearchParams(testCase.query).toString()}`;
  const body = testCase.body ? bodyOf(operation, testCase.body, target.fixtures, prelude) : {};
  const extra = Object.fromEntries(Object.entries(testCase.extraHeaders).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
  return {
    method: operation.method,
    url,
    remoteAddress: nextClientAddress(),
    ...(body.payload !== undefined && { payload: body.payload }),
    headers: { 'user-agent': 'fuzz/1.0', ...extra, ...auth, ...prelude?.headers, ...body.headers },
  };
}

async function fuzz(operation: Operation, target: Target, runs: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(caseOf(operation, target.fixtures), async (testCase) => {
      const auth =
        testCase.auth === 'none'
          ? {}
          : testCase.auth === 'owner'
            ? (target.fixtures.owner?.auth ?? {})
            : await target.signedIn(testCase.auth);
      const prelude = (await target.prelude?.(operation)) ?? null;
      const request = requestOf(operation, testCase, target, auth, prelude);
      const response = await target.send(operation, request);
      expectWellFormed(response, describeCase(operation, request));
    }),
    { seed: SEED, numRuns: runs, endOnFailure: false },
  );
}

// ── Directly at the APIs ────────────────────────────────────────────────────────────────────────

describe.each(testBackends)('fuzzing the APIs on $name', (backend) => {
  let main: AccountsApi;
  let lead: FastifyInstance;
  let leadDataDir: string;
  let fixtures: Fixtures;
  beforeAll(async () => {
    main = await startAccountsApi(backend, { UPLOADS_PER_MINUTE: '100000' });
    leadDataDir = await mkdtemp(path.join(os.tmpdir(), 'fuzz-leads-'));
    lead = await buildLeadApi({ db: main.db, config: leadTestConfig(leadDataDir), logger: false, outbox: false });
    await lead.ready();
    const contest = await insertContest(main.db);
    const owner = await createUser(main, 'Ольга Владелица');
    const applicationIds: string[] = [];
    for (const [url, body] of [
      [
        '/api/project-applications',
        validBodyOf(
          OPERATIONS.find((operation) => operation.path === '/api/project-applications/')!,
          { contestId: contest.id, nominationId: contest.nominationIds[0]! },
        ),
      ],
      [
        '/api/contest-applications',
        validBodyOf(
          OPERATIONS.find((operation) => operation.path === '/api/contest-applications/')!,
          { contestId: contest.id, nominationId: contest.nominationIds[0]! },
        ),
      ],
    ] as const) {
      const created = await main.app.inject({
        method: 'POST',
        url,
        headers: owner.auth,
        payload: body,
        remoteAddress: nextClientAddress(),
      });
      expect(created.statusCode, created.body).toBe(201);
      applicationIds.push(String(created.json<{ id: number }>().id));
    }
    fixtures = { contestId: contest.id, nominationId: contest.nominationIds[0]!, owner: { auth: owner.auth, applicationIds } };
  });
  afterAll(async () => {
    await lead?.close();
    await main?.close();
    await rm(leadDataDir, { recursive: true, force: true });
  });

  const target: Target = {
    send: (operation, request) => (operation.api === 'main' ? main.app : lead).inject(request),
    async signedIn(kind) {
      if (kind === 'garbage') return { authorization: 'Bearer not.a.token' };
      const user = await createUser(main, 'Фёдор Фаззер');
      return { authorization: `Bearer ${kind === 'valid' ? user.token : await expiredToken(main.config, user.id)}` };
    },
    get fixtures() {
      return fixtures;
    },
    async prelude(operation) {
      if (!operation.path.endsWith('/vkontakte/local')) return null;
      const redirect = encodeURIComponent(`${TEST_PUBLIC_URL}/auth/%2Fcabinet`);
      const page = await main.app.inject({
        url: `/api/auth/oauth/vkontakte?return_jwt=1&redirect_url=${redirect}`,
        remoteAddress: nextClientAddress(),
      });
      const cookie = page.cookies.find((candidate) => candidate.name === 'sign-in');
      const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
      expect(cookie && formToken, 'the local sign-in page').toBeTruthy();
      return { headers: { cookie: `sign-in=${cookie!.value}` }, body: { formToken } };
    },
  };

  it.each(OPERATIONS)('never answers 5xx, and refuses in Russian: $method $path ($api API)', async (operation) => {
    await fuzz(operation, target, RUNS);
  });
});

// ── Through the site's proxy ────────────────────────────────────────────────────────────────────

describe('fuzzing the APIs through the site’s proxy', () => {
  let stack: SiteStack;
  let fixtures: Fixtures;
  const tokens = createAccessTokens(DEV_JWT_SECRET, 3600);
  beforeAll(async () => {
    stack = await startSiteStack({ LEADS_PER_MINUTE: '100000' });
    const contest = await insertContest(stack.db);
    fixtures = { contestId: contest.id, nominationId: contest.nominationIds[0]! };
  });
  afterAll(() => stack?.close());

  let userCounter = 0;
  const target: Target = {
    // Same-site, as the site's own pages send them (a cross-site unsafe request is a 403 before the API).
    send: (_operation, request) => stack.site.inject({ ...request, headers: { 'sec-fetch-site': 'same-origin', ...request.headers } }),
    async signedIn(kind) {
      if (kind === 'garbage') return { cookie: 'session=not.a.token' };
      userCounter += 1;
      const { rows } = await stack.db.query<{ id: number }>(`insert into users (vk_id, name) values ($1, 'Фёдор Фаззер') returning id`, [
        `9${Date.now()}${userCounter}`.slice(0, 20),
      ]);
      const id = rows[0]!.id;
      const token = kind === 'valid' ? await tokens.sign(id) : await expiredToken(loadConfig({}), id);
      return { cookie: `session=${token}` };
    },
    get fixtures() {
      return fixtures;
    },
  };

  it.each(OPERATIONS.filter((operation) => operation.path !== '/healthz'))(
    'never answers 5xx, and refuses in Russian: $method $path ($api API)',
    async (operation) => {
      await fuzz(operation, target, SITE_RUNS);
    },
  );
});
