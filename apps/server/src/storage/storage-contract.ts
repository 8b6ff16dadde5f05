import { Readable } from 'node:stream';
import { expect } from 'vitest';
import type { Storage } from './storage.js';

/** The whole content of a stored object, or null when there is none. */
async function readObject(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  const content = Buffer.concat(chunks);
  expect(object.size).toBe(content.length);
  return content;
}

/** A stream that sends a few bytes and then fails, as a refused or dropped upload does. */
export function failingStream(bytesBefore = 1024): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(bytesBefore, 0x61);
      throw new Error('upload cut off');
    })(),
  );
}

/** The behaviour every Storage driver must have; each driver's test runs it. */
export async function checkStorageContract(storage: Storage): Promise<void> {
  const body = Buffer.from('hello storage \u00e9', 'utf8');
  await storage.put('client-a/file-1/original', body, 'text/plain');
  expect(await readObject(storage, 'client-a/file-1/original')).toEqual(body);

  await storage.put('client-a/file-1/original', Buffer.from('replaced'), 'text/plain');
  expect((await readObject(storage, 'client-a/file-1/original'))?.toString()).toBe('replaced');

  expect(await storage.get('client-a/missing/original')).toBeNull();
  await storage.delete(['client-a/file-1/original', 'client-a/never-there/original']);
  expect(await storage.get('client-a/file-1/original')).toBeNull();

  await storage.putStream('client-a/file-2/original', Readable.from([Buffer.from('streamed '), Buffer.from('bytes')]), 'text/plain');
  expect((await readObject(storage, 'client-a/file-2/original'))?.toString()).toBe('streamed bytes');
  await expect(storage.putStream('client-a/file-3/original', failingStream(), 'text/plain')).rejects.toThrow('upload cut off');
  expect(await storage.get('client-a/file-3/original')).toBeNull();
  await storage.delete(['client-a/file-2/original']);
  for (const key of ['../escape', 'a/../../b', '/absolute', 'a//b', '.hidden', 'a/.env', 'sp ace', 'a\\b', '']) {
    await expect(storage.put(key, body, 'text/plain'), key).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get(key), key).rejects.toThrow(/unsafe storage key/);
  }
}
