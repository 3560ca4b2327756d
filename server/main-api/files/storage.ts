// Where uploaded files live (DESIGN §8): one interface, two implementations: local disk under
// `${DATA_DIR}/uploads` by default, S3-compatible storage when S3_BUCKET is set. Keys are ours
// (random UUIDs); nothing a client sends ever becomes part of a path or an object key.
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '#server/config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export interface FileStorage {
  /** `local disk` or `S3 bucket …`, for the log. */
  readonly description: string;
  /** A directory for uploads being received and checked, before `save` takes them in. */
  readonly incomingDir: string;
  /** Takes the checked file at `sourcePath` in under `key`; the source is gone or may be removed afterwards. */
  save(key: string, sourcePath: string, details: { size: number; contentType: string }): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  read(key: string): Promise<Readable | null>;
  /** Removes what is stored under `key`; nothing stored there is not an error. */
  remove(key: string): Promise<void>;
  /** Releases connections, when there are any. */
  close?(): void;
}

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Guards every implementation: a key is one of our UUIDs, never a path. */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

export function createFileStorage(config: Config): FileStorage {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      incomingDir: path.join(os.tmpdir(), 'karelia-fund-uploads'),
    });
  }
  return createLocalDiskStorage(path.resolve(config.DATA_DIR, 'uploads'));
}
