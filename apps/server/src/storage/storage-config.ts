import path from 'node:path';
import type { Config } from '../config.js';
import { createLocalStorage, createTemporaryLocalStorage } from './local-storage.js';
import { createS3Storage, type S3StorageConfig } from './s3-storage.js';
import type { Storage } from './storage.js';

export type StorageConfig = { driver: 's3'; s3: S3StorageConfig } | { driver: 'local'; root: string | null };

/** S3 when the configuration has it (config.ts), otherwise `<dataDir>/files`; without a data folder (tests) a temporary one. */
export function storageConfigOf(config: Pick<Config, 's3' | 'dataDir'>): StorageConfig {
  if (config.s3) return { driver: 's3', s3: config.s3 };
  return { driver: 'local', root: config.dataDir ? path.join(config.dataDir, 'files') : null };
}

/** Opens the configured storage driver. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.driver === 's3') return createS3Storage(config.s3);
  return config.root ? createLocalStorage(config.root) : createTemporaryLocalStorage();
}
