/// <reference types="vite/client" />
import Hls from 'hls.js';
// The ESM build Vite bundles carries no worker of its own: without workerPath hls.js demuxes and
// remuxes every segment on the main thread (most of a live page's main-thread work, bench/web).
// ?url: Vite copies hls.js's worker build as a hashed asset; only this lazily loaded chunk names it.
import workerPath from 'hls.js/dist/hls.worker.js?url';
import type { AttachEngine } from './attach';
import { attachNative } from './native-engine';

/** hls.js over Media Source Extensions; where there is none (iOS Safari) the browser's own HLS. */
export const attachHls: AttachEngine = (video, url, options) => {
  if (!Hls.isSupported()) return attachNative(video, url, options);
  const hls = new Hls({
    workerPath,
    lowLatencyMode: options.lowLatency,
    // Live edge: start this many segments back (ours are 1-2 s long).
    liveSyncDurationCount: options.lowLatency ? 2 : 3,
    backBufferLength: 30,
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) options.onFatalError(`${data.type}: ${data.details}`);
  });
  // A live playlist has no end; a recording's (ENDLIST) does, and is played with a seek bar.
  hls.on(Hls.Events.LEVEL_LOADED, (_event, data) => {
    if (!data.details.live) options.onVod();
  });
  // The media app's master names each variant (NAME="source", "720p"…): the source is the one a
  // viewer knows as 원본. hls.js lists levels by bitrate, lowest first.
  hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
    if (data.levels.length < 2) return;
    options.onLevels?.(
      data.levels.map((level, index) => ({ index, height: level.height, source: level.name === 'source' })),
    );
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    destroy: () => hls.destroy(),
    // currentLevel switches at once (the buffer ahead is dropped); -1 hands the choice back to ABR.
    selectLevel(index) {
      hls.currentLevel = index;
    },
    // The playlist's window (the brand's rewind), and where hls.js would start a viewer joining now:
    // the live edge the LIVE badge returns to. The video's seekable range starts at 0 whatever the window.
    liveWindow() {
      const details = hls.latestLevelDetails;
      const first = details?.fragments[0];
      const edge = hls.liveSyncPosition ?? details?.edge;
      if (!details?.live || !first || edge === undefined || edge === null) return null;
      return { start: first.start, edge };
    },
  };
};
