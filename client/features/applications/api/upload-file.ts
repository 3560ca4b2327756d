// POST /api/files (spec §7): one attachment of an application, sent as soon as it is chosen. A plain call
// rather than a mutation: the attachments field keeps each file's progress and abort itself.
import type { UploadedFile } from '#shared/schemas/files.ts';
import type { ApiClient, UploadOptions } from '#client/lib/api-client.ts';

export function uploadFile(api: ApiClient, file: File, options: UploadOptions): Promise<UploadedFile> {
  return api.upload<UploadedFile>('/api/files', file, file.name, options);
}
