import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createTemporaryLocalStorage } from './local-storage.js';
import { loadConfig } from '../config.js';
import { storageConfigOf } from './storage-config.js';
import { checkStorageContract } from './storage-contract.js';

let parent: string;
beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'ks-local-storage-test-'));
});
afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('local folder storage', () => {
  it('keeps the storage contract', async () => {
    await checkStorageContract(await createLocalStorage(path.join(parent, 'contract')));
  });

  it('writes only inside its root, and leaves no temporary files behind', async () => {
    const root = path.join(parent, 'root');
    const storage = await createLocalStorage(root);
    await storage.put('c1/f1/original', Buffer.from('x'), 'text/plain');
    await expect(storage.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    expect(await readdir(parent)).not.toContain('outside');
    expect(await readdir(path.join(root, 'c1', 'f1'))).toEqual(['original']);
  });

  it('removes a temporary root on close', async () => {
    const storage = await createTemporaryLocalStorage();
    await storage.put('a/b', Buffer.from('x'), 'text/plain');
    expect(await storage.get('a/b')).not.toBeNull();
    await storage.close();
    await expect(storage.get('a/b')).resolves.toBeNull();
  });
});

describe('storage configuration', () => {
  it('uses a folder in DATA_DIR unless S3 is configured', () => {
    expect(storageConfigOf(loadConfig({ DATA_DIR: '/srv/ks' }))).toEqual({ driver: 'local', root: '/srv/ks/files' });
    expect(storageConfigOf(loadConfig({}, { dataDir: '' }))).toEqual({ driver: 'local', root: null });
  });

  it('uses S3 with every setting, and refuses half a configuration', () => {
    const env = {
      S3_ENDPOINT: 'https://s3.example.net',
      S3_BUCKET: 'ks-files',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'eu-west-1',
    };
    expect(storageConfigOf(loadConfig(env))).toEqual({
      driver: 's3',
      s3: {
        endpoint: 'https://s3.example.net',
        bucket: 'ks-files',
        accessKeyId: 'AKIA',
        secretAccessKey: 'secret',
        region: 'eu-west-1',
        forcePathStyle: true,
        prefix: undefined,
      },
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.net', S3_BUCKET: 'b' })).toThrow(
      'S3 storage needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });
});
