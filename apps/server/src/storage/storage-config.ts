import path from 'node:path';
import { createLocalStorage, createTemporaryLocalStorage } from './local-storage.js';
import { createS3Storage, type S3StorageConfig } from './s3-storage.js';
import type { Storage } from './storage.js';

export type StorageConfig = { driver: 's3'; s3: S3StorageConfig } | { driver: 'local'; root: string | null };

/**
 * S3 when S3_ENDPOINT and S3_BUCKET are set (credentials required then), otherwise a folder in
 * DATA_DIR (`<DATA_DIR>/files`); without a data folder (tests) a temporary one.
 */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const endpoint = env.S3_ENDPOINT?.trim();
  const bucket = env.S3_BUCKET?.trim();
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (endpoint || bucket) {
    if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
      const missing = Object.entries({
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: accessKeyId,
        S3_SECRET_ACCESS_KEY: secretAccessKey,
      })
        .filter(([, value]) => !value)
        .map(([name]) => name);
      throw new Error(`S3 storage needs ${missing.join(', ')}`);
    }
    return {
      driver: 's3',
      s3: {
        endpoint,
        bucket,
        accessKeyId,
        secretAccessKey,
        region: env.S3_REGION?.trim() || 'us-east-1',
        forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
        prefix: env.S3_PREFIX?.trim() || undefined,
      },
    };
  }
  return { driver: 'local', root: dataDir ? path.join(dataDir, 'files') : null };
}

/** Opens the configured storage driver. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.driver === 's3') return createS3Storage(config.s3);
  return config.root ? createLocalStorage(config.root) : createTemporaryLocalStorage();
}
