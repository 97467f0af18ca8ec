import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import { startRepeatingJob } from '../../platform/repeating-job';
import { overlayStore } from './overlay-store';
import { overlayStreamRoute } from './overlay-stream';
import { studioModerationRoutesPlugin } from './studio-moderation-routes';
import { studioRoutes } from './studio-routes';
import { sampleViewers } from './studio-queries';
import { testAlertStore } from './test-alert-store';

const SAMPLE_EVERY_MS = 60_000;

/** The creator studio and the OBS alert overlay (docs/creator.md). */
export function creatorPlugin(
  app: FastifyInstance,
  { db, overlayPollMs = 1000 }: { db: Database; overlayPollMs?: number },
) {
  const overlays = overlayStore(db);
  const testAlerts = testAlertStore(db);
  studioRoutes(app, { db, overlays, testAlerts });
  studioModerationRoutesPlugin(app, { db });
  overlayStreamRoute(app, { db, overlays, testAlerts, pollMs: overlayPollMs });
  const stopSampling = startRepeatingJob(
    () => sampleViewers(db).catch((error: unknown) => app.log.warn({ error }, 'viewer samples not written')),
    SAMPLE_EVERY_MS,
  );
  app.addHook('onClose', stopSampling);
}
