import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The file a process holding a PGlite data directory keeps in it, with its pid. */
export const LOCK_FILE = 'onair.lock';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes a PGlite data directory for this process. PGlite has no server to arbitrate, so two
 * processes that open one directory both write its files and corrupt it; the second is refused here
 * with a message naming the holder. A lock left by a process that has died is taken over.
 * Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (Number.isSafeInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The PGlite data directory ${dataDir} is in use by process ${holder}. Stop that process, or give this one another DATA_DIR (or a DATABASE_URL).`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the PGlite data directory ${dataDir}.`);
}
