// Configuration of the whole process, read once at boot from the environment and validated with zod.
// A bad value stops the start with one line per field; nothing else reads process.env.
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import * as z from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
/** A URL without its trailing slashes; unset is allowed. */
const withoutTrailingSlash = (url: z.ZodURL) => url.transform((value) => value.replace(/\/+$/, '')).optional();
const optionalUrl = withoutTrailingSlash(z.url({ error: 'должен быть полным URL, например http://127.0.0.1:4000' }));
const seconds = z.coerce.number().int().nonnegative();
/**
 * An address, a CIDR, a netmask or a range's name (`loopback`), as Fastify's trustProxy reads it: its own
 * parser, @fastify/proxy-addr, is the judge. That parser also takes «1» for 0.0.0.1, so an address must be
 * written out in full (QA: TRUST_PROXY=1 started silently).
 */
function isProxyAddress(entry: string): boolean {
  try {
    proxyAddr.compile(entry);
  } catch {
    return false;
  }
  return /^[a-z]+$/.test(entry) || isIP(entry.split('/')[0]!) !== 0;
}
/** Names the entries of a proxies' list that are not addresses, instead of crashing at start (QA). */
function refuseNonAddresses(entries: string[] | false, context: z.RefinementCtx): void {
  const wrong = entries === false ? [] : entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    context.addIssue({ code: 'custom', message: `не адрес и не подсеть: ${wrong.join(', ')} (ожидается, например, 127.0.0.1,10.0.0.0/8)` });
  }
}
const listOf = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'ожидается true или false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Outside production only: tokens signed with it are worthless anywhere else. */
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-do-not-use-in-production';

export const configSchema = z
  .object({
    /** Which builds of the libraries run (React's production build with `production`). */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /**
     * `production` demands real secrets (VK, JWT, captcha, SMTP) and never offers the development
     * sign-in page; `local` runs on the embedded defaults. Unset: production exactly when NODE_ENV is.
     */
    DEPLOYMENT: z.enum(['local', 'production']).optional(),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: port.default(3000),
    /** The site's public origin: canonical links, Open Graph, the same-origin check of unsafe requests. */
    // The site's own origin, in links and the same-origin check: http or https (QA: «venture.example:443»
    // parsed as a URL of the scheme «venture.example:»).
    PUBLIC_URL: withoutTrailingSlash(
      z.url({ protocol: /^https?$/, error: 'должен быть адресом сайта с http:// или https://, например https://venture.example' }),
    ),
    /** Where the site finds the APIs. When unset, the process starts them itself on loopback. */
    MAIN_API_URL: optionalUrl,
    LEAD_API_URL: optionalUrl,
    MAIN_API_PORT: port.default(0),
    LEAD_API_PORT: port.default(0),
    /** A PostgreSQL server for the embedded APIs; without it they use PGlite in DATA_DIR. */
    DATABASE_URL: z.string().startsWith('postgres', { error: 'ожидается адрес вида postgres://…' }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Reverse proxies in front of the site (Caddy, a CDN) whose X-Forwarded-For we believe: a
     * comma-separated list of addresses and CIDRs such as `127.0.0.1,10.0.0.0/8` (`loopback` works too).
     * Not `true`: that would believe any client's header and let it choose its own address.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine((value) => value.trim().toLowerCase() !== 'true', {
        error: 'укажите адреса прокси (например 127.0.0.1,10.0.0.0/8), а не true: иначе адрес подделывается',
      })
      .transform((value): false | string[] => (value === 'false' ? false : listOf(value)))
      .superRefine(refuseNonAddresses),
    API_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    API_CONNECTIONS: z.coerce.number().int().positive().default(64),
    RENDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * The longest a client may take to send a whole request, body included (Node's requestTimeout;
     * Fastify leaves it off): past it the client gets 408 and the connection closes. Long enough for the
     * largest upload on a slow mobile uplink (20 MB at about 0.6 Mbit/s), short enough that a client
     * trickling a body cannot hold a connection for ever.
     */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * After SIGTERM, how long the site keeps serving while /readyz answers 503 (draining), before it
     * closes: behind a load balancer, longer than its health-check interval, so that it has stopped
     * sending requests here by then. 0 closes at once (a site on its own, `npm start`).
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().nonnegative().default(0),
    PAGE_S_MAXAGE: seconds.default(60),
    PAGE_STALE_WHILE_REVALIDATE: seconds.default(600),
    PAGE_STALE_IF_ERROR: seconds.default(86_400),
    /**
     * In-process micro-cache of rendered public pages, with request coalescing and stale-while-revalidate;
     * 0 turns it off. Unset: 1000 ms with NODE_ENV=production, off otherwise (development sees every edit).
     */
    PAGE_CACHE_TTL_MS: z.coerce.number().int().nonnegative().optional(),
    PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(500),
    /**
     * Overload protection: while the event loop lags more than this, or the heap holds more than
     * OVERLOAD_HEAP_BYTES, requests get 503 with Retry-After instead of queueing into timeouts. 0: off.
     */
    OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().nonnegative().default(1000),
    OVERLOAD_HEAP_BYTES: z.coerce.number().int().nonnegative().default(0),
    /** Bearer token of GET /metrics (Prometheus); unset → no /metrics at all. */
    METRICS_TOKEN: z.string().min(16, { error: 'не короче 16 символов' }).optional(),
    /** Compression in the Node process; off when Caddy or a CDN in front compresses. */
    COMPRESSION: flag.default(true),

    // ── The APIs ──────────────────────────────────────────────────────────────────────────────
    /**
     * The APIs' Swagger UI and OpenAPI description at /api/docs. Unset: on outside production, off in
     * DEPLOYMENT=production (it runs on the site's origin; docs/security.md).
     */
    API_DOCS: flag.optional(),
    /** Who may tell the APIs the visitor's address (X-Forwarded-For): the site, on loopback by default. */
    API_TRUST_PROXY: z.string().default('127.0.0.1,::1').transform(listOf).superRefine(refuseNonAddresses),

    // Sign-in (DESIGN §4): JWTs signed with JWT_SECRET; VK ID OAuth 2.1 with PKCE.
    JWT_SECRET: z.string().min(1).default(DEV_JWT_SECRET),
    JWT_TTL_S: seconds.default(7 * 24 * 60 * 60),
    VK_CLIENT_ID: z.string().min(1).optional(),
    VK_CLIENT_SECRET: z.string().min(1).optional(),
    VK_AUTHORIZE_URL: z.url().default('https://id.vk.com/authorize'),
    VK_TOKEN_URL: z.url().default('https://id.vk.com/oauth2/auth'),
    VK_USER_INFO_URL: z.url().default('https://id.vk.com/oauth2/user_info'),

    // Uploaded files: local disk under DATA_DIR/uploads, or S3-compatible storage when S3_BUCKET is set.
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(20 * 1024 * 1024),
    UPLOAD_MAX_FILES: z.coerce.number().int().positive().default(10),
    UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(30),
    FILE_LINK_TTL_S: seconds.default(60 * 60),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('ru-central1'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),

    // Lead forms (DESIGN §5): Yandex SmartCaptcha, e-mail to the fund through the outbox.
    CAPTCHA_SERVER_KEY: z.string().min(1).optional(),
    CAPTCHA_SITE_KEY: z.string().min(1).optional(),
    CAPTCHA_VALIDATE_URL: z.url().default('https://smartcaptcha.yandexcloud.net/validate'),
    CAPTCHA_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
    /** `smtp://user:password@host:587` or `smtps://…`; unset → mail is written to DATA_DIR/mail. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'ожидается адрес вида smtp://…' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Сайт фонда <noreply@venture-karelia.example>'),
    MAIL_TO: z.string().min(3).default('info@venture-karelia.example'),
    LEADS_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /** Version of the personal-data policy a visitor consents to; stored with every consent. */
    PRIVACY_POLICY_VERSION: z.string().min(1).default('2026-11-01'),

    // The «Карелия против ИИ» landing's footer: the campaign's social links (spec §2 "Footer").
    AI_SOCIAL_VK: z.url().default('https://vk.com/venture_karelia'),
    AI_SOCIAL_TELEGRAM: z.url().default('https://t.me/venture_karelia'),
    // Spec §2: the newer footer shows two networks, the older three; WhatsApp is the third, when set.
    AI_SOCIAL_WHATSAPP: z.url().optional(),
  })
  .superRefine((env, context) => {
    const require = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const s3Settings = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3Settings.some(Boolean) && !s3Settings.every(Boolean)) {
      require('S3_BUCKET', 'для S3 нужны вместе S3_BUCKET, S3_ACCESS_KEY_ID и S3_SECRET_ACCESS_KEY');
    }
    // The site gives up on a proxied request after API_TIMEOUT_MS; a lead whose captcha check takes longer
    // would be stored while the visitor sees an error and sends it again.
    if (env.CAPTCHA_TIMEOUT_MS + 1000 > env.API_TIMEOUT_MS) {
      require('CAPTCHA_TIMEOUT_MS', 'должно быть хотя бы на секунду меньше API_TIMEOUT_MS');
    }
    if (deploymentOf(env) !== 'production') return;
    // The site renders the forms, which without it send no captcha token, and the lead API refuses every
    // lead (QA: production started without it, and all seven forms answered 400).
    if (!env.CAPTCHA_SITE_KEY) require('CAPTCHA_SITE_KEY', 'в production капча обязательна: без ключа сайта формы не отправятся');
    const runsMainApi = !env.MAIN_API_URL;
    const runsLeadApi = !env.LEAD_API_URL;
    if (runsMainApi) {
      if (env.JWT_SECRET === DEV_JWT_SECRET || env.JWT_SECRET.length < 32) {
        require('JWT_SECRET', 'в production нужен собственный секрет не короче 32 символов');
      }
      if (!env.VK_CLIENT_ID) require('VK_CLIENT_ID', 'в production вход через VK ID обязателен');
      if (!env.VK_CLIENT_SECRET) require('VK_CLIENT_SECRET', 'в production вход через VK ID обязателен');
    }
    if (runsLeadApi) {
      if (!env.CAPTCHA_SERVER_KEY) require('CAPTCHA_SERVER_KEY', 'в production капча обязательна');
      if (!env.SMTP_URL) require('SMTP_URL', 'в production письма фонду отправляются через SMTP');
    }
  })
  .transform((env) => ({
    ...env,
    DEPLOYMENT: deploymentOf(env),
    API_DOCS: env.API_DOCS ?? deploymentOf(env) !== 'production',
    PAGE_CACHE_TTL_MS: env.PAGE_CACHE_TTL_MS ?? (env.NODE_ENV === 'production' ? 1000 : 0),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }));

function deploymentOf(env: { NODE_ENV: string; DEPLOYMENT?: 'local' | 'production' | undefined }): 'local' | 'production' {
  return env.DEPLOYMENT ?? (env.NODE_ENV === 'production' ? 'production' : 'local');
}

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ошибка конфигурации:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`MAIN_API_URL=`) means "not set", as shells and .env files write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`));
  }
  return parsed.data;
}
