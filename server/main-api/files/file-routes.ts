// /api/files (spec §7): `POST` takes one file (multipart), open to visitors behind a per-IP limit;
// `GET /{id}/download` gives it back to its owner through a signed, expiring link.
//
// An upload is received into a quarantine file under a generated name, its size and type are checked
// by its bytes, and only then is it taken into storage under a generated key.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  downloadQuerySchema,
  fileIdSchema,
  fileParamsSchema,
  tooLargeMessage,
  uploadedFileSchema,
  type UploadedFile,
} from '#shared/schemas/files.ts';
import { UPLOAD_EXTENSIONS } from '#shared/application-limits.ts';
import { apiError, errorResponseSchemas, isMalformedMultipart } from '#server/common/error-handler.ts';
import { SESSION_EXPIRED_MESSAGE } from '../auth/authentication.ts';
import { claimedExtension, contentDisposition, displayFileName } from './file-names.ts';
import { findFile, insertFile, isOwnedBy, type FileCaller, type StoredFile } from './file-queries.ts';
import { ALLOWED_FORMATS_TEXT, detectAllowedType } from './file-types.ts';
import { ensureUploaderKey, uploaderCookieFor, uploaderKeyHashOf } from './uploader-key.ts';

export const FILE_MESSAGES = {
  noFile: 'Выберите файл',
  empty: 'Файл пустой',
  oneAtATime: 'Файлы загружаются по одному: отправьте один файл в запросе',
  tooManyFields: 'Слишком много полей в запросе: отправьте только файл',
  notMultipart: 'Файл отправляется формой multipart/form-data',
  malformed: 'Не удалось принять файл: запрос оборвался или повреждён',
  unsupported: `Такой тип файла не принимается. Можно загрузить: ${ALLOWED_FORMATS_TEXT}`,
  notFound: 'Файл не найден',
  invalidLink: 'Ссылка на файл недействительна',
  expiredLink: 'Срок действия ссылки на файл истёк. Откройте заявку в разделе «Мои заявки» и скачайте файл оттуда: ссылка там будет новой',
} as const;

/**
 * A file named as an accepted type (`договор.pdf`) whose bytes are not that type: saying that PDF is
 * not accepted, while listing PDF, would leave the visitor puzzled.
 */
export function notReadableAsMessage(extension: string): string {
  return `Файл не читается как ${extension.toUpperCase()}: возможно, он повреждён или сохранён в другом формате. Сохраните его заново и загрузите ещё раз`;
}

/** A refusal of this upload, answered with its status and Russian message (for `field` too, when set). */
class UploadRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Limits of @fastify/multipart, by error code, as the refusal the client reads. */
function refusalOf(error: unknown, maxBytes: number): UploadRefused | null {
  if (error instanceof UploadRefused) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new UploadRefused(413, tooLargeMessage(maxBytes));
    case 'FST_FILES_LIMIT':
      return new UploadRefused(413, FILE_MESSAGES.oneAtATime);
    // Text fields past the limit are not a second file (QA: 20 fields were told «Файлы загружаются по одному»).
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new UploadRefused(413, FILE_MESSAGES.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UploadRefused(415, FILE_MESSAGES.notMultipart);
    case 'FST_PROTO_VIOLATION':
    case 'FST_PREMATURE_CLOSE':
      return new UploadRefused(400, FILE_MESSAGES.malformed);
    default:
      return isMalformedMultipart(error) ? new UploadRefused(400, FILE_MESSAGES.malformed) : null;
  }
}

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, fileStorage: storage } = app;
  const uploaderCookie = uploaderCookieFor(config.PUBLIC_URL);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 50 },
  });

  app.post(
    '/',
    {
      schema: { consumes: ['multipart/form-data'], response: { 201: uploadedFileSchema, ...errorResponseSchemas } },
      preHandler: app.identify,
      config: { rateLimit: { max: config.UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await mkdir(storage.incomingDir, { recursive: true });
      const quarantine = path.join(storage.incomingDir, `${randomUUID()}.upload`);
      let outcome: UploadedFile | UploadRefused;
      try {
        outcome = await receiveUpload(request, reply, quarantine);
      } finally {
        // Before answering: whatever was refused leaves nothing behind.
        await rm(quarantine, { force: true });
      }
      if (outcome instanceof UploadRefused) {
        const fields = outcome.field ? { [outcome.field]: outcome.message } : undefined;
        return reply.code(outcome.statusCode).send(apiError(outcome.statusCode, outcome.message, fields));
      }
      return reply.code(201).send(outcome);
    },
  );

  /** Receives the one file into `quarantine`, checks it and takes it into storage; or says why not. */
  async function receiveUpload(request: FastifyRequest, reply: FastifyReply, quarantine: string): Promise<UploadedFile | UploadRefused> {
    let clientName: string | undefined;
    let received = false;
    try {
      if (!request.isMultipart()) return new UploadRefused(415, FILE_MESSAGES.notMultipart);
      // A client gone before its body is read (an upload abandoned within milliseconds of its start) sends
      // no more of it, and the parts' iterator, started on a closed stream, waited for it for ever: the
      // request never finished (CI: logged neither as left nor as done). Told now, it is a client that left.
      if (request.raw.destroyed) throw Object.assign(new Error('the client left before the upload was read'), { code: 'ECONNRESET' });
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        await pipeline(part.file, createWriteStream(quarantine, { flags: 'wx' }));
        if (part.file.truncated) return new UploadRefused(413, tooLargeMessage(config.UPLOAD_MAX_BYTES));
        clientName = part.filename;
        received = true;
      }
    } catch (error) {
      const refusal = refusalOf(error, config.UPLOAD_MAX_BYTES);
      if (!refusal) throw error;
      return refusal;
    }
    if (!received) return new UploadRefused(400, FILE_MESSAGES.noFile, 'file');

    const { size } = await stat(quarantine);
    if (size === 0) return new UploadRefused(400, FILE_MESSAGES.empty, 'file');
    const type = await detectAllowedType(quarantine);
    if (!type) {
      const claimed = claimedExtension(clientName);
      const accepted = claimed !== null && (UPLOAD_EXTENSIONS as readonly string[]).includes(claimed);
      return new UploadRefused(415, accepted ? notReadableAsMessage(claimed) : FILE_MESSAGES.unsupported, 'file');
    }

    const owner: FileCaller = request.user
      ? { userId: request.user.id, uploaderKeyHash: null }
      : { userId: null, uploaderKeyHash: ensureUploaderKey(request, reply, uploaderCookie) };
    const file = {
      id: randomUUID(),
      storageKey: randomUUID(),
      fileName: displayFileName(clientName, type.extension),
      mimeType: type.mimeType,
      extension: type.extension,
      sizeBytes: size,
    };
    await storage.save(file.storageKey, quarantine, { size, contentType: type.mimeType });
    try {
      await insertFile(app.db, file, owner);
    } catch (error) {
      await storage.remove(file.storageKey).catch(() => undefined);
      // The account was deleted while the file was being received (the owner's foreign key): the
      // session has ended, as any later request of it would be told.
      if ((error as { code?: unknown }).code === '23503' && owner.userId !== null) {
        return new UploadRefused(401, SESSION_EXPIRED_MESSAGE);
      }
      throw error;
    }
    request.log.info({ fileId: file.id, type: type.extension, size }, 'file uploaded');
    return { id: file.id, fileName: file.fileName, downloadLink: app.downloadLinks.linkFor(file.id) };
  }

  app.get(
    '/:id/download',
    {
      schema: { params: fileParamsSchema, querystring: downloadQuerySchema, response: errorResponseSchemas },
      preHandler: app.identify,
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!fileIdSchema.safeParse(id).success) return notFound(reply);
      const link = app.downloadLinks.check(id, request.query.expires, request.query.signature);
      if (link === 'invalid') return reply.code(403).send(apiError(403, FILE_MESSAGES.invalidLink));
      if (link === 'expired') return reply.code(410).send(apiError(410, FILE_MESSAGES.expiredLink));

      const caller: FileCaller = {
        userId: request.user?.id ?? null,
        uploaderKeyHash: uploaderKeyHashOf(request, uploaderCookie),
      };
      const file = await findFile(app.db, id);
      // Someone else's file is as absent as a missing one: its existence is not for them to learn.
      if (!file || !isOwnedBy(file, caller)) return notFound(reply);
      const content = await storage.read(file.storageKey);
      if (!content) {
        request.log.error({ fileId: id }, 'a file row without its stored bytes');
        return notFound(reply);
      }
      return sendFile(reply, file, content);
    },
  );
};

/** The bytes as a download that no browser renders or sniffs in the site's origin. */
function sendFile(reply: FastifyReply, file: StoredFile, content: Readable) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', 'private, no-store')
    .send(content);
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send(apiError(404, FILE_MESSAGES.notFound));
}
