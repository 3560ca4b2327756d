// POST /api/files (spec §7): one attachment of an application, sent as soon as it is chosen. A plain call
// rather than a mutation: the attachments field keeps each file's progress and abort itself.
import type { UploadedFile } from '#shared/schemas/files.ts';
import type { ApiClient, UploadOptions } from '#client/lib/api-client.ts';

/**
 * A visitor who is not signed in owns their uploads through the uploader key, an httpOnly cookie that the
 * first upload's answer sets. Uploads sent side by side before that answer would each be given a key of
 * their own, and the browser would keep only the last: the application then named files it could not
 * prove were this visitor's («Файл не найден», QA with two files chosen at once). So until an upload of
 * this page has succeeded, uploads go one after another; after that, side by side.
 */
let uploaderKeyHeld = false;
let previousUpload: Promise<unknown> = Promise.resolve();

export function uploadFile(api: ApiClient, file: File, options: UploadOptions): Promise<UploadedFile> {
  const send = () => {
    if (options.signal?.aborted) return Promise.reject(new DOMException('Загрузка отменена', 'AbortError'));
    return api.upload<UploadedFile>('/api/files', file, file.name, options).then((uploaded) => {
      uploaderKeyHeld = true;
      return uploaded;
    });
  };
  if (uploaderKeyHeld) return send();
  const upload = previousUpload.then(send);
  previousUpload = upload.catch(() => undefined);
  return upload;
}
