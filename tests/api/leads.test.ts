// The lead API's seven endpoints as a form sees them (captcha off, as in the embedded default): the
// contract, the spec §5 rules with their Russian messages, what is stored with a lead (proof of consent,
// its e-mail in the outbox), and the per-IP rate limit.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, type ApiError } from '#shared/schemas/common.ts';
import { LEAD_FORM_KINDS, LEAD_FORMS, LEAD_MESSAGES, leadAcceptedSchema } from '#shared/schemas/leads.ts';
import { buildLeadApi } from '#server/lead-api/app.ts';
import { openSeededDatabase, testBackends, type TestDatabase } from '../helpers/api-db.ts';
import { clearLeads, leadTestConfig, storedLeads, storedMails, tempDataDir, validLead, type TempDir } from '../helpers/leads.ts';

const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Тест';

type BadInput = [description: string, change: Record<string, unknown>, field: string, message: string];

const badInputs: BadInput[] = [
  ['fullName missing', { fullName: undefined }, 'fullName', LEAD_MESSAGES.required],
  ['fullName null', { fullName: null }, 'fullName', LEAD_MESSAGES.required],
  ['fullName blank', { fullName: '   ' }, 'fullName', LEAD_MESSAGES.required],
  ['fullName not a string', { fullName: 42 }, 'fullName', LEAD_MESSAGES.fullName],
  ['fullName with markup', { fullName: '<script>alert(1)</script>' }, 'fullName', LEAD_MESSAGES.fullName],
  ['fullName with digits', { fullName: 'Иван 2' }, 'fullName', LEAD_MESSAGES.fullName],
  ['fullName with punctuation', { fullName: 'Иванов, Иван' }, 'fullName', LEAD_MESSAGES.fullName],
  ['fullName too long', { fullName: 'а'.repeat(201) }, 'fullName', LEAD_MESSAGES.fullNameTooLong],
  ['phone missing', { phone: undefined }, 'phone', LEAD_MESSAGES.required],
  ['phone blank', { phone: '' }, 'phone', LEAD_MESSAGES.required],
  ['phone not a string', { phone: 79211234567 }, 'phone', LEAD_MESSAGES.phone],
  ['phone not masked', { phone: '89211234567' }, 'phone', LEAD_MESSAGES.phone],
  ['phone too short', { phone: '+7 (921) 123-45-6' }, 'phone', LEAD_MESSAGES.phone],
  ['phone too long', { phone: '+7 (921) 123-45-678' }, 'phone', LEAD_MESSAGES.phone],
  ['phone with letters', { phone: '+7 (921) abc-45-67' }, 'phone', LEAD_MESSAGES.phone],
  ['question missing', { question: undefined }, 'question', LEAD_MESSAGES.required],
  ['question blank', { question: ' \n ' }, 'question', LEAD_MESSAGES.required],
  ['question not a string', { question: { text: 'вопрос' } }, 'question', LEAD_MESSAGES.notText],
  ['question too long', { question: 'я'.repeat(5001) }, 'question', LEAD_MESSAGES.questionTooLong],
  ['question of zero-width spaces', { question: '\u200b \u200b' }, 'question', LEAD_MESSAGES.required],
  ['question of Braille blanks', { question: '\u2800\u2800' }, 'question', LEAD_MESSAGES.required],
  ['question turned around by a bidi override', { question: '\u202eвопрос' }, 'question', 'Текст не должен содержать служебные символы'],
  ['question with a control character', { question: 'вопрос\u0007' }, 'question', 'Текст не должен содержать служебные символы'],
  ['landing missing', { landing: undefined }, 'landing', LEAD_MESSAGES.required],
  ['landing not a string', { landing: 1 }, 'landing', LEAD_MESSAGES.landing],
  ['landing with capitals and spaces', { landing: 'Konkurs Idej' }, 'landing', LEAD_MESSAGES.landing],
  ['landing with a path', { landing: '../etc/passwd' }, 'landing', LEAD_MESSAGES.landing],
  ['landing with markup', { landing: '<b>x</b>' }, 'landing', LEAD_MESSAGES.landing],
  ['landing too long', { landing: 'a'.repeat(101) }, 'landing', LEAD_MESSAGES.landing],
  ['consent missing', { consent: undefined }, 'consent', LEAD_MESSAGES.consent],
  ['consent refused', { consent: false }, 'consent', LEAD_MESSAGES.consent],
  ['consent as a string', { consent: 'true' }, 'consent', LEAD_MESSAGES.consent],
];

describe.each(testBackends)('lead API on $name', (backend) => {
  let testDatabase: TestDatabase;
  let dataDir: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openSeededDatabase(backend);
    dataDir = await tempDataDir();
    app = await buildLeadApi({ db: testDatabase.db, config: leadTestConfig(dataDir.dir), logger: false, outbox: false });
  });
  afterAll(async () => {
    await app?.close();
    await testDatabase?.dispose();
    await dataDir?.remove();
  });
  beforeEach(async () => {
    await clearLeads(testDatabase.db);
  });

  function postLead(path: string, payload: unknown, headers: Record<string, string> = {}) {
    return app.inject({ method: 'POST', url: path, payload: payload as object, headers: { 'user-agent': USER_AGENT, ...headers } });
  }

  describe.each(LEAD_FORM_KINDS)('POST for %s', (form) => {
    const { path, title } = LEAD_FORMS[form];

    it(`201 with the lead's id; the lead, its proof of consent and its e-mail are stored`, async () => {
      const before = new Date();
      const response = await postLead(path, validLead);
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const { id } = leadAcceptedSchema.parse(response.json());

      const [lead, ...others] = await storedLeads(testDatabase.db);
      expect(others).toEqual([]);
      expect(lead).toMatchObject({
        id,
        form,
        landing: 'konkurs-idej',
        full_name: 'Иванова Мария',
        phone: '79211234567',
        question: validLead.question,
        captcha_status: 'disabled',
        consent_form: `lead:${form}`,
        consent_policy_version: app.config.PRIVACY_POLICY_VERSION,
        consent_ip: '127.0.0.1',
        consent_user_agent: USER_AGENT,
      });
      expect(new Date(lead!.consent_given_at).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

      const [mail, ...otherMails] = await storedMails(testDatabase.db);
      expect(otherMails).toEqual([]);
      expect(mail).toMatchObject({
        lead_id: id,
        recipient: app.config.MAIL_TO,
        subject: `Заявка с сайта: ${title} — Иванова Мария`,
        status: 'pending',
        attempts: 0,
      });
      expect(mail!.body_text).toContain('Телефон: +7 (921) 123-45-67');
      expect(mail!.body_text).toContain(validLead.question);
      expect(mail!.body_text).toContain(`Номер заявки: ${id}`);
      expect(mail!.body_text).toContain('версия текста согласия от 01.11.2026');
      expect(mail!.body_text).not.toContain('/api/');
    });

    it.each(badInputs)('400 for %s, with the field message, and stores nothing', async (_description, change, field, message) => {
      const response = await postLead(path, { ...validLead, ...change });
      expect(response.statusCode).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.message).toBe('Некорректные данные запроса');
      expect(body.fields?.[field]).toBe(message);
      expect(await storedLeads(testDatabase.db)).toEqual([]);
      expect(await storedMails(testDatabase.db)).toEqual([]);
    });
  });

  it('lists every field that fails at once', async () => {
    const response = await postLead(LEAD_FORMS.contactUs.path, {});
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().fields).toEqual({
      fullName: LEAD_MESSAGES.required,
      phone: LEAD_MESSAGES.required,
      question: LEAD_MESSAGES.required,
      landing: LEAD_MESSAGES.required,
      consent: LEAD_MESSAGES.consent,
    });
  });

  it.each([
    ['a JSON array', { payload: '[]', headers: { 'content-type': 'application/json' } }],
    ['plain text', { payload: 'fullName=Иван', headers: { 'content-type': 'text/plain' } }],
    ['no body', { headers: {} }],
  ])('400 for %s in place of the form', async (_description, request) => {
    const response = await app.inject({ method: 'POST', url: LEAD_FORMS.contactUs.path, ...request });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({ body: LEAD_MESSAGES.body });
    expect(await storedLeads(testDatabase.db)).toEqual([]);
  });

  it('400 for broken JSON, in Russian', async () => {
    const response = await app.inject({
      method: 'POST',
      url: LEAD_FORMS.askQuestion.path,
      payload: '{"fullName": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toBe('Некорректный запрос');
  });

  it('trims the values, joins runs of whitespace in the name, drops unknown fields', async () => {
    const response = await postLead(LEAD_FORMS.askQuestion.path, {
      ...validLead,
      fullName: '  Maria \t  Иванова-',
    });
    // A hyphen is not a letter: the spec allows letters and whitespace only.
    expect(response.json<ApiError>().fields).toEqual({ fullName: LEAD_MESSAGES.fullName });

    const accepted = await postLead(LEAD_FORMS.askQuestion.path, {
      ...validLead,
      fullName: '  Maria \t  Иванова ',
      phone: ' +7 (921) 123-45-67 ',
      question: '\n  Вопрос инвестора  \n',
      landing: ' zayavka-na-konsultaciyu-dlya-investorov ',
      isAdmin: true,
    });
    expect(accepted.statusCode).toBe(201);
    const [lead] = await storedLeads(testDatabase.db);
    expect(lead).toMatchObject({
      form: 'askQuestion',
      full_name: 'Maria Иванова',
      phone: '79211234567',
      question: 'Вопрос инвестора',
      landing: 'zayavka-na-konsultaciyu-dlya-investorov',
    });
    const [mail] = await storedMails(testDatabase.db);
    // Words for the fund's staff: the page by its name, the consultation called so (QA: an API path, a slug).
    expect(mail!.body_text).toContain('Страница: Заявка на консультацию для инвесторов\n');
    expect(mail!.body_text).toContain('Форма: Консультация для инвесторов\n');
    expect(mail!.body_text).toContain('Что хочет обсудить:\nВопрос инвестора');
    expect(mail!.subject).toBe('Заявка с сайта: Консультация для инвесторов — Maria Иванова');
  });

  it("heads the visitor's text in the e-mail with what the form asked, not «Вопрос» for every form", async () => {
    await postLead(LEAD_FORMS.Hackaton.path, { ...validLead, landing: 'hakaton' });
    const [mail] = await storedMails(testDatabase.db);
    expect(mail!.body_text).toContain(`О себе и команде:\n${validLead.question}`);
    expect(mail!.body_text).toContain('Страница: «Карелия против ИИ», хакатон\n');
    expect(mail!.body_html).toContain('<strong>О себе и команде:</strong>');
  });

  it('takes «ё» and «й» typed as a letter plus a combining mark, and stores them as one letter', async () => {
    // QA: «Ёлкин Иван» looked right in the field and was refused as «Некорректные ФИО».
    const fullName = 'Ёлкин Андрей'.normalize('NFD');
    expect(fullName).not.toBe('Ёлкин Андрей');
    const accepted = await postLead(LEAD_FORMS.askQuestion.path, { ...validLead, fullName });
    expect(accepted.statusCode).toBe(201);
    const [lead] = await storedLeads(testDatabase.db);
    expect(lead!.full_name).toBe('Ёлкин Андрей');
  });
  it('takes an optional e-mail address: stored and shown in the mail when given, null when left empty', async () => {
    const refused = await postLead(LEAD_FORMS.askQuestion.path, { ...validLead, email: 'investor@' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiError>().fields).toEqual({ email: 'Некорректный адрес электронной почты' });

    expect((await postLead(LEAD_FORMS.askQuestion.path, { ...validLead, email: '  investor@example.com ' })).statusCode).toBe(201);
    expect((await postLead(LEAD_FORMS.contactUs.path, { ...validLead, email: '' })).statusCode).toBe(201);
    expect((await postLead(LEAD_FORMS.contactUs.path, validLead)).statusCode).toBe(201);
    const leads = await storedLeads(testDatabase.db);
    expect(leads.map((lead) => lead.email)).toEqual(['investor@example.com', null, null]);
    const mails = await storedMails(testDatabase.db);
    expect(mails[0]!.body_text).toContain('Электронная почта: investor@example.com');
    expect(mails[1]!.body_text).not.toContain('Электронная почта');
  });

  it('escapes markup of the question in the HTML of the e-mail', async () => {
    const question = '<img src=x onerror="alert(1)"> & <b>жирный</b>';
    expect((await postLead(LEAD_FORMS.contactUs.path, { ...validLead, question })).statusCode).toBe(201);
    const [lead] = await storedLeads(testDatabase.db);
    expect(lead!.question).toBe(question);
    const [mail] = await storedMails(testDatabase.db);
    expect(mail!.body_html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;жирный&lt;/b&gt;');
    expect(mail!.body_html).not.toContain('<img');
    expect(mail!.body_html).not.toContain('<b>');
  });

  it('stores the visitor address the site forwards as the proof of consent', async () => {
    const response = await postLead(LEAD_FORMS.Ted.path, validLead, { 'x-forwarded-for': '203.0.113.7' });
    expect(response.statusCode).toBe(201);
    const [lead] = await storedLeads(testDatabase.db);
    expect(lead!.consent_ip).toBe('203.0.113.7');
  });

  it('answers GET with a Russian 405 that names POST', async () => {
    const response = await app.inject({ method: 'GET', url: LEAD_FORMS.Forum.path });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json<ApiError>().message).toBe('Метод не поддерживается');
  });
});

describe.each(testBackends)('lead API rate limit on $name', (backend) => {
  let testDatabase: TestDatabase;
  let dataDir: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openSeededDatabase(backend);
    dataDir = await tempDataDir();
    app = await buildLeadApi({
      db: testDatabase.db,
      config: leadTestConfig(dataDir.dir, { LEADS_PER_MINUTE: '3' }),
      logger: false,
      outbox: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await testDatabase?.dispose();
    await dataDir?.remove();
  });

  it('allows LEADS_PER_MINUTE requests per address across all lead forms, then 429 in Russian', async () => {
    const from = (ip: string, path: string, payload: object = validLead) =>
      app.inject({ method: 'POST', url: path, payload, headers: { 'x-forwarded-for': ip } });

    expect((await from('198.51.100.1', LEAD_FORMS.IdeaContest.path)).statusCode).toBe(201);
    // A refused body counts too: a bot cannot probe for free.
    expect((await from('198.51.100.1', LEAD_FORMS.Forum.path, {})).statusCode).toBe(400);
    expect((await from('198.51.100.1', LEAD_FORMS.contactUs.path)).statusCode).toBe(201);

    const limited = await from('198.51.100.1', LEAD_FORMS.Ted.path);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const body = apiErrorSchema.parse(limited.json());
    expect(body.statusCode).toBe(429);
    expect(body.message).toMatch(/^Слишком много запросов\. Попробуйте снова через \d+ с\.$/);

    // Another visitor is not affected.
    expect((await from('198.51.100.2', LEAD_FORMS.Ted.path)).statusCode).toBe(201);
    expect(await storedLeads(testDatabase.db)).toHaveLength(3);
  });
});

interface LeadOpenApiDocument {
  paths: Record<
    string,
    {
      post?: {
        responses: Record<string, unknown>;
        parameters: Array<{ name: string }>;
        requestBody: { content: Record<string, { schema: { required: string[] } } | undefined> };
      };
    }
  >;
}

describe('lead API description', () => {
  it('lists the seven endpoints with the captcha header and the 201 answer at /api/docs', async () => {
    const testDatabase = await openSeededDatabase(testBackends[0]!);
    const dataDir = await tempDataDir();
    const app = await buildLeadApi({ db: testDatabase.db, config: leadTestConfig(dataDir.dir), logger: false, outbox: false });
    try {
      const document = (await app.inject({ url: '/api/docs/json' })).json<LeadOpenApiDocument>();
      for (const { path } of Object.values(LEAD_FORMS)) {
        const operation = document.paths[path]?.post;
        expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['201', '4XX']));
        expect(operation?.parameters.map((parameter) => parameter.name)).toContain('x-captcha-token');
        expect(operation?.requestBody.content['application/json']?.schema.required).toEqual(
          expect.arrayContaining(['fullName', 'phone', 'question', 'landing', 'consent']),
        );
      }
    } finally {
      await app.close();
      await testDatabase.dispose();
      await dataDir.remove();
    }
  });
});
