import type { PlayerEngine } from './engines';

/** One attached playback; destroy() detaches it and frees the engine. */
export type EngineSession = { destroy(): void };

export type AttachOptions = {
  /** Keep a short buffer (low-latency providers). */
  lowLatency: boolean;
  /** The engine gave up (network or media error it cannot recover from). */
  onFatalError(detail: string): void;
};

/** Plays url in the video element. */
export type AttachEngine = (video: HTMLVideoElement, url: string, options: AttachOptions) => EngineSession;

/** How each engine's code is loaded: a dynamic import, so a page without a player does not download it. */
export type EngineLoaders = Record<PlayerEngine, () => Promise<AttachEngine>>;

export const DEFAULT_ENGINE_LOADERS: EngineLoaders = {
  hls: () => import('./engines/hls-engine').then((module) => module.attachHls),
  flv: () => import('./engines/flv-engine').then((module) => module.attachFlv),
  native: () => import('./engines/native-engine').then((module) => module.attachNative),
  // amazon-ivs-player is not installed: an IVS playback URL is an HLS playlist, which hls.js
  // plays (without IVS's own low-latency extensions and metrics; docs/media.md).
  ivs: () => import('./engines/hls-engine').then((module) => module.attachHls),
};
