import { playbackTokens } from '@onair/media-tokens';
import { apiLink } from './api-link';
import { createBroadcaster } from './broadcaster';
import { closedScopes } from './closed-scopes';
import { originAllowed, readMediaConfig } from './config';
import { mediaHttp } from './http-routes';
import { startErrorReports } from './error-reports';
import { jsonLog } from './log';
import { liveStreamProbe } from './media-metrics';
import { startMediaServer, type MediaServer } from './media-server';
import { bucketRecordings, localRecordings } from './recording-storage';

const HEARTBEAT_MS = 2000;

const config = readMediaConfig();
const errorReports = startErrorReports(config.sentryDsn, { app: 'media', node: config.nodeId });
const log = jsonLog(config.logLevel, { node: config.nodeId, onError: (message, fields) => errorReports.report(message, fields) });
const api = apiLink(config);
/** Set once the server runs; the broadcaster drops publishers through it. */
const running: { server?: MediaServer } = {};
const { recordings: recordingSettings } = config;
const recordings =
  recordingSettings.kind === 's3'
    ? bucketRecordings(config.dataDir, {
        ...recordingSettings,
        onRetry: (what, reason, attempt) => log('warn', `${what}: try ${attempt} failed (${'status' in reason ? reason.status : reason.error}), trying again`),
      })
    : localRecordings(config.dataDir);
/** Filled by the heartbeat, read by every playback request. */
const closed = closedScopes();
const broadcaster = createBroadcaster({
  api,
  closed,
  dataDir: config.dataDir,
  sourceUrl: (key) => `rtmp://127.0.0.1:${config.rtmpPort}/live/${key}`,
  drop: (key) => running.server?.drop(key),
  thumbnailIntervalMs: config.thumbnailIntervalMs,
  recordings,
  log,
});

const server = await startMediaServer({
  rtmpPort: config.rtmpPort,
  httpPort: config.httpPort,
  dataDir: config.dataDir,
  reconnectGraceMs: config.reconnectGraceMs,
  log,
  isStreamKeyValid: broadcaster.isStreamKeyValid,
  onPublish: broadcaster.onPublish,
  onUnpublish: broadcaster.onUnpublish,
  http: mediaHttp({
    lookup: broadcaster,
    dataDir: config.dataDir,
    app: 'live',
    allowOrigin: (origin) => originAllowed(config, origin),
    tokens: playbackTokens(config.sharedSecret),
    closed,
    log,
    recordings,
  }),
});
running.server = server;
liveStreamProbe.count = broadcaster.liveCount;
log(
  'info',
  `node ${config.nodeId}: keys checked by ${config.apiUrl}; push to ${server.rtmpUrl}/<key>; play http://127.0.0.1:${config.httpPort}/live/<channelId>.flv|.m3u8`,
);

// The API ends this node's broadcasts when the beats stop (a crash), and answers which to drop (a revoked key).
let beating = false;
const heartbeat = setInterval(() => {
  if (beating) return;
  beating = true;
  broadcaster
    .heartbeat()
    .catch((error: unknown) =>
      log('warn', `heartbeat failed: ${error instanceof Error ? error.message : String(error)}`),
    )
    .finally(() => {
      beating = false;
    });
}, HEARTBEAT_MS);

// process.on, not once: node-media-server's store re-raises the signal after flushing, and that
// second delivery must not kill the process halfway through stop().
let stopping = false;
function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  clearInterval(heartbeat);
  log('info', `${signal}: stopping`);
  server.stop().then(
    async () => {
      await errorReports.flush();
      process.exit(0);
    },
    (error: unknown) => {
      log('error', `stop failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
