// Which uploads the fund takes (DESIGN §6: office documents, PDF, images, zip), decided by the bytes,
// never by the name or the declared type. file-type reads the signatures (and tells docx/xlsx/pptx
// from a plain zip by their entries); legacy Word/Excel/PowerPoint files are Compound File Binary
// containers, which installers (.msi) are too, so a CFB file is taken only when it holds the main
// stream of one of those documents.
import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

export interface DetectedType {
  /** Lowercase, without the dot: the extension the stored file's name gets. */
  extension: string;
  mimeType: string;
}

const ALLOWED_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

/** The main stream of each legacy Office document, and what it makes the file. */
const LEGACY_OFFICE_STREAMS: ReadonlyMap<string, DetectedType> = new Map([
  ['WordDocument', { extension: 'doc', mimeType: 'application/msword' }],
  ['Workbook', { extension: 'xls', mimeType: 'application/vnd.ms-excel' }],
  ['Book', { extension: 'xls', mimeType: 'application/vnd.ms-excel' }],
  ['PowerPoint Document', { extension: 'ppt', mimeType: 'application/vnd.ms-powerpoint' }],
]);

/** For the message of a refused upload (the form shows the same list before the upload). */
export { ALLOWED_FORMATS_TEXT } from '#shared/application-limits.ts';

/** The type of an upload the fund takes, or null for anything else (unknown, executable, text…). */
export async function detectAllowedType(filePath: string): Promise<DetectedType | null> {
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return null;
  if (detected.ext === 'cfb') return detectLegacyOffice(filePath);
  const mimeType = ALLOWED_TYPES[detected.ext];
  return mimeType ? { extension: detected.ext, mimeType } : null;
}

// A CFB directory entry is 128 bytes, aligned to 128 from the start of the file (sectors are 512 or
// 4096 bytes): the name in UTF-16LE (64 bytes), its length in bytes with the terminator at 64, and the
// object type at 66 (2 = stream).
const ENTRY_SIZE = 128;
const NAME_LENGTH_OFFSET = 64;
const OBJECT_TYPE_OFFSET = 66;
const STREAM_OBJECT = 2;
const CHUNK_SIZE = 64 * 1024;

async function detectLegacyOffice(filePath: string): Promise<DetectedType | null> {
  const file = await open(filePath, 'r');
  try {
    const chunk = Buffer.alloc(CHUNK_SIZE);
    for (let position = 512; ; position += CHUNK_SIZE) {
      const { bytesRead } = await file.read(chunk, 0, CHUNK_SIZE, position);
      for (let entry = 0; entry + ENTRY_SIZE <= bytesRead; entry += ENTRY_SIZE) {
        if (chunk[entry + OBJECT_TYPE_OFFSET] !== STREAM_OBJECT) continue;
        const nameLength = chunk.readUInt16LE(entry + NAME_LENGTH_OFFSET);
        if (nameLength < 4 || nameLength > 64 || nameLength % 2 !== 0) continue;
        const name = chunk.toString('utf16le', entry, entry + nameLength - 2);
        const type = LEGACY_OFFICE_STREAMS.get(name);
        if (type) return type;
      }
      if (bytesRead < CHUNK_SIZE) return null;
    }
  } finally {
    await file.close();
  }
}
