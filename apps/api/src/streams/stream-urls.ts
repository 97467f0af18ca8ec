import type { ChannelStream, StreamPlayer, StreamProvider } from '@onair/contracts';

/** A channel played from Amazon IVS or BytePlus instead of our media app (external_streams). */
export type ExternalPlayback = { player: string; playbackUrl: string };

export type MediaUrls = { publicUrl: string };

const EXTERNAL_PROVIDERS: Partial<Record<StreamPlayer, StreamProvider>> = { IVS: 'aws', BYTEPLUS: 'bp_flv' };

/**
 * How a viewer plays a live channel. A configured IVS or BytePlus playback URL wins; otherwise the
 * media app's own stream: HTTP-FLV for the BYTEPLUS player type (mpegts.js), HLS for the rest (hls.js,
 * or the video element for HTML5). IVS and NCP without a configured URL have nothing of theirs to
 * play, so they get our HLS under the HLS player.
 */
export function channelStreamUrl(
  channelId: number,
  player: StreamPlayer,
  media: MediaUrls,
  external?: ExternalPlayback | null,
): ChannelStream {
  const externalProvider = external ? EXTERNAL_PROVIDERS[external.player as StreamPlayer] : undefined;
  if (external && externalProvider) {
    return { player: external.player as StreamPlayer, provider: externalProvider, url: external.playbackUrl };
  }
  const base = `${media.publicUrl}/live/${channelId}`;
  if (player === 'BYTEPLUS') return { player, provider: 'bp_flv', url: `${base}.flv` };
  if (player === 'HTML5') return { player, provider: 'llh', url: `${base}.m3u8` };
  return { player: 'HLS', provider: 'llh', url: `${base}.m3u8` };
}

/** The VOD playlist of a recorded stream, on the same media origin. */
export function recordedStreamUrl(playlistPath: string, media: MediaUrls): ChannelStream {
  return { player: 'HLS', provider: 'llh', url: `${media.publicUrl}${playlistPath}` };
}
