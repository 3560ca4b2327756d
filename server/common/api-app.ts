// What both our APIs share: a Fastify instance with zod schemas, the one error handler, cache headers,
// the database and /healthz. `buildMainApi` and `buildLeadApi` add their routes on top.
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RawServerDefault,
} from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { apiError, errorHandling, MAX_PARAM_LENGTH } from './error-handler.ts';
import { cacheControl } from './plugins/cache-control.ts';
import { database } from './plugins/database.ts';
import { multipartBoundary } from './plugins/multipart-boundary.ts';
import { rateLimiting } from './plugins/rate-limit.ts';
import { rejectNul } from './plugins/reject-nul.ts';
import { answerClientError, httpOptions, refuseAmbiguousRequests } from './client-error.ts';
import { requestIdOf } from './request-id.ts';
import { withRequestRedaction } from './request-log.ts';
import { originForm } from './request-target.ts';
import { healthRoutes } from './routes/health.ts';

// Zod's own messages, where a schema names none (a query parameter of the wrong type), are Russian like
// the rest of the APIs' answers (QA: «Invalid input: expected number, received NaN» for `?w=abc`).
z.config(z.locales.ru());

export interface ApiAppOptions {
  db: Database;
  /** The OpenAPI title of this API (its description is served at /api/docs). */
  title?: string;
  logger?: FastifyServerOptions['logger'];
  /** The process config; the defaults (development, no VK, captcha off, mail to a folder) when absent. */
  config?: Config;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export type ApiApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** The CSP of Swagger UI at /api/docs: its own scripts only, nothing from elsewhere, no framing. */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function answerRouterRefusal(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode === 414 ? 414 : 400;
  void reply
    .code(statusCode)
    .send(apiError(statusCode, statusCode === 414 ? 'Слишком длинный адрес запроса' : 'Некорректный адрес запроса'));
}

export async function createApiApp(options: ApiAppOptions): Promise<ApiApp> {
  const config = options.config ?? loadConfig({});
  const app = Fastify({
    logger: withRequestRedaction(options.logger ?? false),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // The site forwards its request id, so one page view can be followed through both processes' logs.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The visitor's address (rate limits, proof of consent) comes from the site's X-Forwarded-For.
    trustProxy: config.API_TRUST_PROXY,
    // The router's own refusals (a malformed URL, a path segment past maxParamLength) answer before any
    // hook or error handler runs: without this they are Fastify's English bodies.
    frameworkErrors: answerRouterRefusal,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    clientErrorHandler: answerClientError,
    http: httpOptions(config.REQUEST_TIMEOUT_MS),
    rewriteUrl: originForm,
  }).withTypeProvider<ZodTypeProvider>();
  refuseAmbiguousRequests(app);
  app.decorate('config', config);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before any route: the OpenAPI description is built from the routes' own zod schemas.
  await app.register(fastifySwagger, {
    openapi: { info: { title: options.title ?? 'API фонда', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The docs UI runs on the site's origin (the proxy passes /api/*): off in production unless API_DOCS,
  // and under its own CSP: Swagger UI's scripts are files of its own, it sets inline styles.
  if (config.API_DOCS) {
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: API_DOCS_CSP, uiConfig: { validatorUrl: null } });
  }
  await app.register(errorHandling);
  await app.register(cacheControl);
  await app.register(rateLimiting);
  await app.register(rejectNul);
  await app.register(multipartBoundary);
  await app.register(database, { db: options.db });
  await app.register(healthRoutes);
  return app;
}
