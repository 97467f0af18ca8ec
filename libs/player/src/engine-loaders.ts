import type { AttachEngine } from './engines/attach';
import type { StreamPlayer } from '@onair/contracts';
import { playerEngineFor, type PlayerEngine } from './engines';

export type { AttachEngine, AttachOptions, EngineSession, EngineStatus } from './engines/attach';

/** How each engine's code is loaded: a dynamic import, so a page without a player does not download it. */
export type EngineLoaders = Record<PlayerEngine, () => Promise<AttachEngine>>;

const loadHls = () => import('./engines/hls-engine').then((module) => module.attachHls);

export const DEFAULT_ENGINE_LOADERS: EngineLoaders = {
  hls: loadHls,
  flv: () => import('./engines/flv-engine').then((module) => module.attachFlv),
  native: () => import('./engines/native-engine').then((module) => module.attachNative),
  // The IVS SDK needs WebAssembly and Media Source Extensions; without them an IVS playback URL,
  // an HLS playlist, still plays in hls.js (or the browser's own HLS), without IVS's low latency.
  ivs: () => import('./engines/ivs-engine').then((module) => module.loadIvsEngine(loadHls)),
};

/**
 * Starts downloading a player type's engine before the stream is known (a replay page knows it will
 * play HLS while it still asks for the recording), so the two downloads overlap instead of following
 * each other. A failure is left to the player's own load, which reports it.
 */
export function preloadEngine(player: StreamPlayer): void {
  DEFAULT_ENGINE_LOADERS[playerEngineFor(player)]().catch(() => undefined);
}
