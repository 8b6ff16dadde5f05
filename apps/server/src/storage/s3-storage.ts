import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertSafeStorageKey, type Storage, type StoredObject } from './storage.js';

export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO, Ceph and most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Optional prefix inside the bucket, so one bucket can serve several deployments. */
  prefix?: string;
}

/** Any S3-compatible store through the AWS SDK (requests signed with SigV4). */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where the API requires them: several S3-compatible stores reject the SDK's
    // default trailing checksums (aws-chunked uploads).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = config.prefix ? config.prefix.replace(/\/+$/, '') + '/' : '';
  const keyOf = (key: string) => {
    assertSafeStorageKey(key);
    return prefix + key;
  };
  return {
    driver: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: keyOf(key), Body: body, ContentType: contentType }));
    },
    async get(key): Promise<StoredObject | null> {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
        if (!(result.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return { body: result.Body, size: result.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async delete(keys) {
      if (keys.length === 0) return;
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000).map((key) => ({ Key: keyOf(key) }));
        await client.send(new DeleteObjectsCommand({ Bucket: config.bucket, Delete: { Objects: batch, Quiet: true } }));
      }
    },
    async close() {
      client.destroy();
    },
  };
}
