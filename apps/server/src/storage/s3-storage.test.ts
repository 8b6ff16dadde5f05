import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSigV4Server } from '../../test/sigv4-server.js';
import { createS3Storage, MULTIPART_PART_BYTES, type S3StorageConfig } from './s3-storage.js';
import { checkStorageContract, failingStream } from './storage-contract.js';

// s3rver is a real S3-compatible server (the S3 REST API over HTTP, account S3RVER/S3RVER); it checks
// only V2 signatures, so the SigV4 signing is verified separately against a server that recomputes it.
let s3: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'ks-s3rver-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'ks-files', configs: [] }] });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3?.close();
  await rm(directory, { recursive: true, force: true });
});

const configOf = (overrides: Partial<S3StorageConfig> = {}): S3StorageConfig => ({
  endpoint,
  bucket: 'ks-files',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  region: 'us-east-1',
  forcePathStyle: true,
  ...overrides,
});

describe('S3-compatible storage', () => {
  it('keeps the storage contract against a real S3 API', async () => {
    const storage = createS3Storage(configOf());
    await checkStorageContract(storage);
    await storage.close();
  });

  it('stores under the configured prefix', async () => {
    const prefixed = createS3Storage(configOf({ prefix: 'tenant-files/' }));
    const plain = createS3Storage(configOf());
    await prefixed.put('c/f/original', Buffer.from('abc'), 'text/plain');
    expect(await plain.get('tenant-files/c/f/original')).not.toBeNull();
    expect(await plain.get('c/f/original')).toBeNull();
    await prefixed.close();
    await plain.close();
  });

  it('streams a large object up in parts, and leaves nothing when the stream fails halfway', async () => {
    const storage = createS3Storage(configOf());
    const part = Buffer.alloc(1024 * 1024, 0x62);
    const elevenMiB = () => Readable.from(Array.from({ length: 11 }, () => part));
    await storage.putStream('c/big/original', elevenMiB(), 'video/mp4');
    const object = await storage.get('c/big/original');
    let size = 0;
    const hash = createHash('sha256');
    for await (const chunk of object!.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      hash.update(chunk);
    }
    expect(size).toBe(11 * 1024 * 1024);
    expect(hash.digest('hex')).toBe(
      createHash('sha256')
        .update(Buffer.concat(Array.from({ length: 11 }, () => part)))
        .digest('hex'),
    );
    // Past the first part (a multipart upload is open), then cut off: aborted, no object.
    await expect(storage.putStream('c/cut/original', failingStream(MULTIPART_PART_BYTES + 1024), 'video/mp4')).rejects.toThrow();
    expect(await storage.get('c/cut/original')).toBeNull();
    await storage.close();
  });

  it('maps a missing object to null', async () => {
    const storage = createS3Storage(configOf());
    expect(await storage.get('c/absent/original')).toBeNull();
    await storage.close();
  });
});

describe('S3 request signing (SigV4)', () => {
  it('signs every request so that an independent verifier accepts it', async () => {
    const verifier = await startSigV4Server({ AKIDEXAMPLE: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' });
    try {
      const storage = createS3Storage(
        configOf({
          endpoint: verifier.endpoint,
          accessKeyId: 'AKIDEXAMPLE',
          secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
          region: 'eu-central-1',
        }),
      );
      await checkStorageContract(storage);
      await storage.close();
      expect(verifier.requests.length).toBeGreaterThan(5);
      expect(verifier.requests.filter((r) => r.problem !== null)).toEqual([]);
      expect(new Set(verifier.requests.map((r) => r.method))).toEqual(new Set(['PUT', 'GET', 'POST']));
    } finally {
      await verifier.close();
    }
  });

  it('is refused when signed with a wrong secret', async () => {
    const verifier = await startSigV4Server({ AKIDEXAMPLE: 'the-real-secret' });
    try {
      const storage = createS3Storage(
        configOf({ endpoint: verifier.endpoint, accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'a-wrong-secret' }),
      );
      await expect(storage.put('c/f/original', Buffer.from('abc'), 'text/plain')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
      expect(verifier.requests[0]?.problem).toBe('signature does not match');
      await storage.close();
    } finally {
      await verifier.close();
    }
  });
});
