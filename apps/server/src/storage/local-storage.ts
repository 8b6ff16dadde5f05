import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeStorageKey, type Storage, type StoredObject } from './storage.js';

/**
 * The embedded default: objects are files under `root`. Writes go to a temporary name first and are
 * renamed into place, so a reader never sees half an object.
 */
export async function createLocalStorage(root: string): Promise<Storage> {
  const base = path.resolve(root);
  await mkdir(base, { recursive: true });
  const pathOf = (key: string) => {
    assertSafeStorageKey(key);
    const full = path.resolve(base, ...key.split('/'));
    // Defence in depth: the key check already forbids anything that could leave the root.
    if (!full.startsWith(base + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  return {
    driver: 'local',
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, body, { mode: 0o640 });
      await rename(temporary, target);
    },
    async putStream(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await pipeline(body, createWriteStream(temporary, { mode: 0o640 }));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await rename(temporary, target);
    },
    async get(key): Promise<StoredObject | null> {
      const target = pathOf(key);
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(target), size: info.size };
    },
    async delete(keys) {
      for (const key of keys) await rm(pathOf(key), { force: true });
    },
    async close() {},
  };
}

/** A local storage in a fresh temporary folder that is removed on close (tests, in-memory runs). */
export async function createTemporaryLocalStorage(): Promise<Storage> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ks-files-'));
  const storage = await createLocalStorage(root);
  return {
    ...storage,
    async close() {
      await rm(root, { recursive: true, force: true });
    },
  };
}
