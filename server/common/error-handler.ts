// The one error handler of our APIs: validation errors become field → Russian message, unknown routes
// a Russian 404 (a known one asked with another method a 405 naming its methods), and 5xx are logged
// with the request id while the client gets a generic message only.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { apiErrorSchema, type ApiError } from '#shared/schemas/common.ts';

/** Response schemas of every error status, to spread into a route's `schema.response`. */
export const errorResponseSchemas = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** The body of an error answer; `error` is the HTTP reason phrase, `message` is for people. */
export function apiError(statusCode: number, message: string, fields?: Record<string, string>): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(fields && { fields }) };
}

const VALIDATION_SUMMARIES: Record<string, string> = {
  querystring: 'Некорректные параметры запроса',
  params: 'Некорректный адрес запроса',
  body: 'Некорректные данные запроса',
  headers: 'Некорректные заголовки запроса',
};

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Некорректный запрос',
  401: 'Требуется авторизация',
  403: 'Доступ запрещён',
  404: 'Страница не найдена',
  405: 'Метод не поддерживается',
  408: 'Запрос не был получен целиком вовремя, отправьте его ещё раз',
  413: 'Слишком большой запрос',
  415: 'Неподдерживаемый формат данных',
  416: 'Запрошенный диапазон недоступен',
  417: 'Ожидание из заголовка Expect не поддерживается: отправьте запрос без него',
  429: 'Слишком много запросов, попробуйте позже',
  431: 'Слишком большие заголовки запроса',
};

/** The stock Russian text of a 4xx status. */
export function clientErrorMessage(statusCode: number): string {
  return CLIENT_ERROR_MESSAGES[statusCode] ?? 'Некорректный запрос';
}

/**
 * Headers a refusal carries with it (http-errors' `headers`, which Fastify's own handler sends too): the
 * Content-Range of a 416 from a static file, which tells a download client the file's size.
 */
export function refusalHeaders(error: FastifyError): Record<string, string> {
  const { headers } = error as { headers?: unknown };
  if (headers === null || typeof headers !== 'object') return {};
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The longest path parameter (a slug: shared `slugSchema`); Fastify's default of 100 would turn longer ones into 404. */
export const MAX_PARAM_LENGTH = 200;

const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const SERVER_ERROR_MESSAGE = 'На сервере произошла ошибка. Попробуйте повторить запрос позже.';

export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        const context = error.validationContext ?? 'body';
        const summary = VALIDATION_SUMMARIES[context] ?? 'Некорректный запрос';
        return reply.code(400).send(apiError(400, summary, fieldMessages(error.validation, context)));
      }

      // The client left mid-request (an upload abandoned, a tab closed: Node aborts the body with
      // ECONNRESET). Nobody is there to answer, and it is not an outage (QA: one abandoned upload was an
      // error with a stack trace in the API's log).
      if (request.raw.destroyed && error.code === 'ECONNRESET') {
        request.log.info('client closed the connection during the request');
        return reply.code(400).send(apiError(400, clientErrorMessage(400)));
      }
      const statusCode = statusCodeOf(error);
      if (statusCode >= 500) {
        // `request.log` carries the request id, which is all the client sees of this error.
        request.log.error({ err: error }, 'request failed');
        return reply.code(statusCode).send(apiError(statusCode, SERVER_ERROR_MESSAGE));
      }
      request.log.info({ err: error }, 'request refused');
      // The rate limiter's own message says when to come back; other errors get the stock text.
      const message = statusCode === 429 && error.message ? error.message : clientErrorMessage(statusCode);
      return reply.code(statusCode).headers(refusalHeaders(error)).send(apiError(statusCode, message));
    });

    // Which methods each route's path takes, read from the routes as they are added, so a known address
    // asked with another method is a 405 naming what it takes (RFC 9110 §15.5.6), not a 404 saying it
    // does not exist (QA: POST, PUT and DELETE on /api/news-posts were «Страница не найдена»). Fastify
    // keeps its router to itself; this is the same router, holding paths only.
    const methodsOfPaths = FindMyWay({ maxParamLength: MAX_PARAM_LENGTH });
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat().map((name) => name.toUpperCase() as HTTPMethod)) {
        if (method !== 'HEAD' && !methodsOfPaths.hasRoute(method, route.url)) methodsOfPaths.on(method, route.url, () => {});
      }
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      const allowed: string[] = ROUTE_METHODS.filter((method) => methodsOfPaths.find(method, path) !== null);
      if (allowed.length === 0) return reply.code(404).send(apiError(404, 'Страница не найдена'));
      if (allowed.includes('GET')) allowed.splice(1, 0, 'HEAD');
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(apiError(405, clientErrorMessage(405)));
    });
  },
  { name: 'error-handling' },
);

/** `{ page: '…', per_page: '…' }`: the first message of each field, which is the one a form shows. */
function fieldMessages(issues: FastifySchemaValidationError[], context: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || context;
    fields[field] ??= issue.message ?? 'Некорректное значение';
  }
  return fields;
}

const MULTIPART_PARSE_ERROR = /^(Multipart: |Unexpected end of |Malformed )/;

/** Busboy's parse errors (no boundary, a body cut short, a bad part header) carry no status: the client's fault. */
export function isMalformedMultipart(error: unknown): boolean {
  const { statusCode, message } = (error ?? {}) as { statusCode?: unknown; message?: unknown };
  return statusCode === undefined && typeof message === 'string' && MULTIPART_PARSE_ERROR.test(message);
}

/** Errors without a usable HTTP status are our own bugs: 500. */
function statusCodeOf(error: FastifyError): number {
  if (isMalformedMultipart(error)) return 400;
  const statusCode = error.statusCode;
  return statusCode && statusCode >= 400 && statusCode <= 599 ? statusCode : 500;
}
