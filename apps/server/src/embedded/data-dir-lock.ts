import fs from 'node:fs';
import path from 'node:path';

/** The file that says which process has the embedded database open (PostgreSQL's postmaster.pid, in spirit). */
export const LOCK_FILE = 'kitchen-sentinel.pid';

/** Another live process has the data directory open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (another npm start?). ` +
        'Stop that one first, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, which still holds the directory.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Claims a PGlite data directory for this process, or throws DataDirInUseError when a live process holds
 * it. PGlite on Node takes no lock of its own, and two processes writing one directory corrupt it for
 * good (seen here: a second `npm start` whose port was taken had already opened the database, and the
 * next start failed on a duplicate primary key). A lock left by a process that is gone (killed, crashed)
 * is taken over. Returns the release; it also runs when the process exits without stopping.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const pid = holderOf(lockPath);
      // This process counts as a holder too: a second PGlite on the same files corrupts them just the same.
      if (pid !== null && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
      fs.rmSync(lockPath, { force: true });
    }
  }
  const release = () => {
    process.off('exit', release);
    if (holderOf(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return release;
}
