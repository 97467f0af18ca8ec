import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE } from './data-dir-lock';
import { openPglite } from './open-pglite';

describe('a PGlite data directory is held by one process', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'onair-pglite-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('a second process is refused with the holder named, and may open it once the first has closed', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(dataDir, LOCK_FILE), String(sleeper.pid));
      await expect(openPglite(dataDir)).rejects.toThrow(
        `The PGlite data directory ${dataDir} is in use by process ${sleeper.pid}. Stop that process, or give this one another DATA_DIR (or a DATABASE_URL).`,
      );
    } finally {
      sleeper.kill();
      await new Promise((done) => sleeper.once('exit', done));
    }
    // The holder is gone: its lock is stale and taken over.
    const database = await openPglite(dataDir);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    await database.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});
