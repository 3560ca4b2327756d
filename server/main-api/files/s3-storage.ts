// Uploaded files in an S3-compatible bucket (Yandex Object Storage, VK Cloud, MinIO…) under
// `uploads/<key>`. Checksums only where the protocol requires them: several S3-compatible stores do
// not understand the newer default trailing checksums of the AWS SDK.
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint; path-style addressing then, as most of them expect. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  incomingDir: string;
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint && { endpoint: options.endpoint, forcePathStyle: true }),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `uploads/${key}`;
  };

  return {
    description: `S3 bucket ${options.bucket}`,
    incomingDir: options.incomingDir,
    async save(key, sourcePath, details) {
      const body = createReadStream(sourcePath);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: objectKey(key),
            Body: body,
            ContentLength: details.size,
            ContentType: details.contentType,
          }),
        );
      } finally {
        // A failed upload may leave the file open: close it so the quarantine file can be removed.
        body.destroy();
      }
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) {
          return null;
        }
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a deletion of a missing key with success, as `remove` promises.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
    close: () => client.destroy(),
  };
}
