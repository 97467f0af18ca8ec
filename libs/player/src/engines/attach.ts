/** A live stream's seekable window on the video's timeline: its oldest second and where live is now. */
export type LiveWindow = { start: number; edge: number };

/**
 * One attached playback; destroy() detaches it and frees the engine. liveWindow: for an engine that
 * knows better than the video's seekable range (hls.js: the playlist's first segment, and the live
 * edge a few segments behind its end); null until it knows.
 */
export type EngineSession = {
  destroy(): void;
  liveWindow?(): LiveWindow | null;
  /** Plays this level of the ones reported by onLevels from now on; -1: the engine picks (auto). */
  selectLevel?(index: number): void;
};

/**
 * One rendition a viewer can pick (hls.js's levels of a master playlist): its place in the engine's
 * list, its picture height, and whether it is the stream as the broadcaster sent it (source).
 */
export type QualityLevel = { index: number; height: number; source: boolean };

/**
 * What an engine that knows more than the video element tells the player (the IVS SDK does):
 * buffering, playing, or the broadcast is not on air (ended, or its playlist is 404).
 */
export type EngineStatus = 'loading' | 'playing' | 'offline';

export type AttachOptions = {
  /** Keep a short buffer (low-latency providers). */
  lowLatency: boolean;
  /** The engine gave up (network or media error it cannot recover from). */
  onFatalError(detail: string): void;
  /** Engines that only drive the video element never call this; its 'playing' event is enough. */
  onStatus(status: EngineStatus): void;
  /**
   * The stream turned out to be a recording with an end (an HLS playlist with ENDLIST, a file), not
   * a live broadcast: the player then offers a seek bar. Engines that only play live never call it.
   */
  onVod(): void;
  /**
   * The renditions the stream offers, once the engine knows them (hls.js, from a master playlist).
   * Engines of one rendition (mpegts.js: the media app's HTTP-FLV is the source only) never call it.
   */
  onLevels?(levels: QualityLevel[]): void;
};

/** Plays url in the video element. */
export type AttachEngine = (video: HTMLVideoElement, url: string, options: AttachOptions) => EngineSession;
