import mpegts from 'mpegts.js';
import type { AttachEngine } from './attach';

/** mpegts.js: HTTP-FLV (BytePlus, or the media app's low-latency path) over Media Source Extensions. */
export const attachFlv: AttachEngine = (video, url, { lowLatency, onFatalError }) => {
  if (!mpegts.isSupported()) {
    onFatalError('Media Source Extensions are not available');
    return { destroy: () => undefined };
  }
  const player = mpegts.createPlayer(
    { type: 'flv', isLive: true, url },
    { enableStashBuffer: !lowLatency, liveBufferLatencyChasing: lowLatency, lazyLoad: false },
  );
  player.on(mpegts.Events.ERROR, (type: string, detail: string) => onFatalError(`${type}: ${detail}`));
  player.attachMediaElement(video);
  player.load();
  return {
    destroy() {
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    },
  };
};
