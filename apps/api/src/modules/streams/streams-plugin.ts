import type { FastifyInstance } from 'fastify';
import type { PlaybackGate } from '../live-auth/index';
import type { Database } from '@onair/db';
import type { MediaSettings } from '../../platform/config/settings';
import { broadcastStore } from './broadcast-store';
import { createChannelEventBus, type ChannelEventBus } from './channel-events';
import { startExternalStreamWatch } from './external-streams';
import { clipRoutesOf } from './clip-routes';
import { clipWork } from './clip-work';
import { guestRecordedStreamRoutes } from './guest-recorded-stream-routes';
import { mediaRoutes } from './media-routes';
import { startMediaSweep } from './media-sweep';
import { recordedStreamRoutes } from './recorded-stream-routes';
import { recordingManageRoutes } from './recording-manage-routes';
import { playbackClosures } from './playback-closures';
import { recordingPurges } from './recording-purges';
import { brandRetentionDays, startRecordingRetention, type RetentionDays } from './recording-retention';
import { replayChatRoutes } from './replay-chat-routes';
import { streamHealthRoutes } from './stream-health-routes';
import { streamKeyRoutes } from './stream-key-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Channels going live or offline, for the chat server to tell their rooms. */
    channelEvents: ChannelEventBus;
  }
}

/** Broadcasting (docs/media.md): stream keys, the media app's internal routes, recordings (with their chat and retention) and the dead-node sweep. */
export function streamsPlugin(
  app: FastifyInstance,
  {
    db,
    media,
    playback,
    retention = brandRetentionDays(),
  }: { db: Database; media: MediaSettings; playback: PlaybackGate; retention?: RetentionDays },
) {
  const channelEvents = createChannelEventBus();
  app.decorate('channelEvents', channelEvents);
  const broadcasts = broadcastStore(db, channelEvents, media.qualityLadders);
  streamKeyRoutes(app, { db, rtmpUrl: media.rtmpUrl, broadcasts });
  streamHealthRoutes(app, { db });
  recordedStreamRoutes(app, { db, media, playback });
  guestRecordedStreamRoutes(app, { db, media, playback });
  recordingManageRoutes(app, { db, media, playback });
  replayChatRoutes(app, { db, playback });
  clipRoutesOf(app, { db, media, playback });
  const purges = recordingPurges(db);
  mediaRoutes(app, {
    sharedSecret: media.sharedSecret,
    broadcasts,
    purges,
    clipWork: clipWork(db),
    closures: playbackClosures(db),
    publicUrl: media.publicUrl,
    db,
  });
  const stopRetention = startRecordingRetention(purges, retention, app.log);
  const stopSweep = startMediaSweep(broadcasts, app.log, {
    intervalMs: media.sweepIntervalMs,
    timeoutMs: media.nodeTimeoutMs,
  });
  const stopExternalWatch = startExternalStreamWatch(db, broadcasts, app.log, {
    ...(media.externalPollMs === undefined ? {} : { intervalMs: media.externalPollMs }),
  });
  app.addHook('onClose', async () => {
    stopSweep();
    stopExternalWatch();
    stopRetention();
  });
}
