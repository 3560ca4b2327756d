// A multipart/form-data body for `app.inject`, as a browser's form would send it.
import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  /** A file part when set. */
  filename?: string;
  contentType?: string;
  content: string | Buffer;
}

export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined ? `form-data; name="${part.name}"` : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.filename !== undefined) headers.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One file in the field `file`, as the site's upload sends it. */
export function fileUpload(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  return multipart([{ name: 'file', filename, contentType, content }]);
}

/**
 * The start of a raw HTTP upload of one PDF that announces 500 KB and sends a few bytes: written to a
 * socket that is then destroyed, it is an upload its client abandons halfway.
 */
export function abandonedUploadStart(headers: string[]): string {
  return [
    'POST /api/files HTTP/1.1',
    ...headers,
    'Content-Type: multipart/form-data; boundary=XyZ',
    'Content-Length: 500000',
    '',
    '--XyZ',
    'Content-Disposition: form-data; name="file"; filename="a.pdf"',
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4',
  ].join('\r\n');
}
