import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
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

/**
 * Streams go up in parts of this size (S3's minimum for every part but the last), so an upload holds at
 * most one part in memory; the SDK's own multipart helper (lib-storage) is not a dependency here.
 */
export const MULTIPART_PART_BYTES = 5 * 1024 * 1024;

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
    async putStream(key, body, contentType) {
      const Key = keyOf(key);
      const target = { Bucket: config.bucket, Key };
      let uploadId: string | undefined;
      const parts: Array<{ ETag: string | undefined; PartNumber: number }> = [];
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const sendPart = async () => {
        uploadId ??= (await client.send(new CreateMultipartUploadCommand({ ...target, ContentType: contentType }))).UploadId;
        const PartNumber = parts.length + 1;
        const data = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        const { ETag } = await client.send(new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: data }));
        parts.push({ ETag, PartNumber });
      };
      try {
        for await (const chunk of body as AsyncIterable<Buffer>) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= MULTIPART_PART_BYTES) await sendPart();
        }
        // Under one part in all: a plain PUT, sent only once the stream ended well.
        if (uploadId === undefined) {
          await client.send(new PutObjectCommand({ ...target, Body: Buffer.concat(pending), ContentType: contentType }));
          return;
        }
        if (pendingBytes > 0) await sendPart();
        await client.send(new CompleteMultipartUploadCommand({ ...target, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
      } catch (error) {
        // An aborted multipart upload leaves no object and frees the parts already sent.
        if (uploadId !== undefined) {
          await client.send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId })).catch(() => undefined);
        }
        throw error;
      }
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
