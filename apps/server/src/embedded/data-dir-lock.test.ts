import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

const dirs: string[] = [];
function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-data-dir-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A process that stays alive until killed, standing for another `npm start`. */
function otherProcess() {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
}

describe('the embedded database directory is held by one process', () => {
  it('refuses a second holder while the first lives, naming it, and lets the next one in after release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.pid} (another npm start?)`);
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a directory another live process holds, and takes it over once that process is gone', async () => {
    const dir = freshDir();
    const other = otherProcess();
    await new Promise((resolve) => other.once('spawn', resolve));
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${other.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(new DataDirInUseError(dir, other.pid!).message);

    other.kill('SIGKILL'); // as a crash or `kill -9` leaves it: the lock file stays behind
    await new Promise((resolve) => other.once('exit', resolve));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('keeps a second embedded database off the files of a running one, which goes on answering', async () => {
    const dir = freshDir();
    const running = await startEmbeddedPostgres(dir);
    try {
      await expect(startEmbeddedPostgres(dir)).rejects.toThrow(DataDirInUseError);
      const client = new pg.Client(running.url);
      await client.connect();
      await client.query('CREATE TABLE kept (id int PRIMARY KEY)');
      await client.query('INSERT INTO kept VALUES (1), (2)');
      expect((await client.query('SELECT count(*)::int AS n FROM kept')).rows[0]).toEqual({ n: 2 });
      await client.end();
    } finally {
      await running.stop();
    }
    // Stopped, it lets the next start in, with the data as it was left.
    const next = await startEmbeddedPostgres(dir);
    const client = new pg.Client(next.url);
    await client.connect();
    expect((await client.query('SELECT count(*)::int AS n FROM kept')).rows[0]).toEqual({ n: 2 });
    await client.end();
    await next.stop();
  });
});
