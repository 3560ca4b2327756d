// Uploaded files (spec §3 "File", §7 `POST /api/files`): what an upload answers and what an application
// shows of its attachments.
import * as z from 'zod/mini';

export const FILE_ID_MESSAGE = 'Некорректный идентификатор файла';

export const fileIdSchema = z.uuid({ error: FILE_ID_MESSAGE });

export const uploadedFileSchema = z.object({
  id: z.uuid(),
  /** The name to show: the uploader's own name, cleaned, with the extension of the detected type. */
  fileName: z.string(),
  /**
   * A same-origin path to the file, signed and expiring, that only the owner can use (a signed-in
   * owner's bearer token, or the anonymous uploader's cookie).
   */
  downloadLink: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const fileParamsSchema = z.object({ id: z.string() });

/** The query of a `downloadLink`; anything malformed is simply an invalid link. */
export const downloadQuerySchema = z.object({
  expires: z.optional(z.string()),
  signature: z.optional(z.string()),
});

/** A file over the upload limit, in its words: the API's refusal, and the site's proxy's before it. */
export function tooLargeMessage(maxBytes: number): string {
  const megabytes = maxBytes / (1024 * 1024);
  const shown = megabytes >= 1 ? `${Number(megabytes.toFixed(1))} МБ` : `${Math.ceil(maxBytes / 1024)} КБ`;
  return `Файл слишком большой: можно загрузить файл до ${shown}`;
}
