import type { UploadRecords } from './upload-records';
import type { UploadStorage } from './upload-storage';

/** An upload still on its way after this long has died with its process. */
export const ORPHAN_AGE_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Removes the bytes of uploads whose process died between storing them and recording them (an
 * intent with no uploads row), then the intents. Safe on several nodes at once: deleting a key
 * twice is not an error. Answers how many it removed.
 */
export async function sweepOrphanUploads(storage: UploadStorage, records: UploadRecords, now = Date.now()): Promise<number> {
  const keys = await records.orphanedIntents(new Date(now - ORPHAN_AGE_MS));
  for (const key of keys) {
    await storage.delete(key);
    await records.forgetIntent(key);
  }
  return keys.length;
}

/** Sweeps at start and then hourly; stops with the app. */
export function startOrphanSweep(storage: UploadStorage, records: UploadRecords, log: { warn(details: object, message: string): void }) {
  const run = () => void sweepOrphanUploads(storage, records).catch((error: unknown) => log.warn({ error }, 'upload sweep failed'));
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
