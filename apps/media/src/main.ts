import { readMediaConfig } from './config';
import { consoleLog, maskStreamKey } from './log';
import { startMediaServer } from './media-server';

const config = readMediaConfig();
const log = consoleLog('info');
if (config.streamKeys.size === 0) log('warn', 'STREAM_KEYS is empty: every publisher will be refused');

const server = await startMediaServer({
  rtmpPort: config.rtmpPort,
  httpPort: config.httpPort,
  dataDir: config.dataDir,
  log,
  isStreamKeyValid: async (key) => config.streamKeys.has(key),
  onPublish: (key) => log('info', `publish ${maskStreamKey(key)}`),
  onUnpublish: (key) => log('info', `unpublish ${maskStreamKey(key)}`),
});
log('info', `accepting ${config.streamKeys.size} stream key(s); push to ${server.rtmpUrl}/<key>`);

// process.on, not once: node-media-server's store re-raises the signal after flushing, and that
// second delivery must not kill the process halfway through stop().
let stopping = false;
function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  log('info', `${signal}: stopping`);
  server.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      log('error', `stop failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
