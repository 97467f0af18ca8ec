import type { StreamPlayer, StreamProvider } from '@onair/contracts';

/**
 * The playback engine behind each stream player type:
 * ivs = Amazon IVS player SDK, hls = hls.js, flv = mpegts.js (HTTP-FLV), native = the <video> element.
 */
export type PlayerEngine = 'ivs' | 'hls' | 'flv' | 'native';

const ENGINES: Record<StreamPlayer, PlayerEngine> = {
  IVS: 'ivs',
  HLS: 'hls',
  NCP: 'hls', // NAVER Cloud Live Station serves HLS
  BYTEPLUS: 'flv', // BytePlus live pull over HTTP-FLV
  HTML5: 'native',
};

export function playerEngineFor(player: StreamPlayer): PlayerEngine {
  return ENGINES[player];
}

const LOW_LATENCY: Record<StreamProvider, boolean> = {
  ncp: false,
  aws: false,
  llh: true, // low-latency HLS
  bp_flv: true, // BytePlus HTTP-FLV
};

/** Whether a stream provider delivers low-latency video (the player then keeps a short buffer). */
export function isLowLatency(provider: StreamProvider): boolean {
  return LOW_LATENCY[provider];
}
