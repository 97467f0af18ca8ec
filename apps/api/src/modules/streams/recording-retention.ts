import { BRANDS } from '@onair/brand';
import type { RecordingPurges } from './recording-purges';

const SWEEP_EVERY_MS = 60 * 60_000;

/** Days each brand keeps recordings; null keeps them until their streamer deletes them. */
export type RetentionDays = Record<string, number | null>;

export const brandRetentionDays = (): RetentionDays =>
  Object.fromEntries(Object.values(BRANDS).map((brand) => [brand.code, brand.recordingRetentionDays]));

/** Deletes every brand's recordings older than its retention (off for a brand with none); answers how many. */
export async function sweepExpiredRecordings(purges: RecordingPurges, retention: RetentionDays, now = Date.now()) {
  let deleted = 0;
  for (const [brand, days] of Object.entries(retention)) {
    if (days !== null && days > 0) deleted += await purges.expire(brand, days, now);
  }
  return deleted;
}

/**
 * Sweeps at start and then hourly, as the upload orphan sweep does; stops with the app. Several API
 * nodes may sweep at once: deleting an already deleted recording changes nothing.
 */
export function startRecordingRetention(
  purges: RecordingPurges,
  retention: RetentionDays,
  log: { info(details: object, message: string): void; warn(details: object, message: string): void },
) {
  const run = () =>
    void sweepExpiredRecordings(purges, retention)
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'recordings past their retention deleted');
      })
      .catch((error: unknown) => log.warn({ error }, 'recording retention sweep failed'));
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
