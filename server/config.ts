// Configuration of the whole process, read once at boot from the environment and validated with zod.
// A bad value stops the start with one line per field; nothing else reads process.env.
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z
  .url({ error: 'должен быть полным URL, например http://127.0.0.1:4000' })
  .transform((url) => url.replace(/\/+$/, ''))
  .optional();
const seconds = z.coerce.number().int().nonnegative();
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'ожидается true или false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: port.default(3000),
    /** The site's public origin: canonical links, Open Graph, the same-origin check of unsafe requests. */
    PUBLIC_URL: optionalUrl,
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
     * Reverse proxies in front of the site (Caddy, a CDN) whose X-Forwarded-* headers we believe:
     * `true`, or a comma-separated list of addresses and CIDRs such as `127.0.0.1,10.0.0.0/8`.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value): boolean | string[] => {
        if (value === 'true') return true;
        if (value === 'false') return false;
        return value.split(',').map((part) => part.trim()).filter(Boolean);
      }),
    API_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    API_CONNECTIONS: z.coerce.number().int().positive().default(64),
    RENDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
    PAGE_S_MAXAGE: seconds.default(60),
    PAGE_STALE_WHILE_REVALIDATE: seconds.default(600),
    PAGE_STALE_IF_ERROR: seconds.default(86_400),
    PROXY_S_MAXAGE: seconds.default(30),
    /** Compression in the Node process; off when Caddy or a CDN in front compresses. */
    COMPRESSION: flag.default(true),
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }));

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
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  return parsed.data;
}
