import type { ChannelStream, StreamPlayer, StreamProvider } from '@onair/contracts';
import { PLAYBACK_TOKEN_PARAM, playbackTokens, type PlaybackScope, type PlaybackTokens } from '@onair/media-tokens';
import type { PlaybackAdmission } from '../live-auth/index';

/** A channel played from Amazon IVS or BytePlus instead of our media app (external_streams). */
export type ExternalPlayback = { player: string; playbackUrl: string };

/** Where viewers play, and the secret playback URLs are signed with (the media app checks them). */
export type MediaUrls = { publicUrl: string; sharedSecret: string };

/** A playback URL opens its stream for at least this long: a long broadcast watched start to end. */
export const PLAYBACK_TOKEN_HOURS = 6;

/** The signing key is derived once per secret, not on every channel detail. */
const tokensBySecret = new Map<string, PlaybackTokens>();
function tokensFor(secret: string): PlaybackTokens {
  let tokens = tokensBySecret.get(secret);
  if (!tokens) tokensBySecret.set(secret, (tokens = playbackTokens(secret)));
  return tokens;
}

/**
 * The expiry is rounded up to the hour, so every detail answered within an hour gives the same URL:
 * a refetch (a status change, a reconnect) does not restart a player that is already playing.
 */
const expiryAt = (nowMs: number) => (Math.floor(nowMs / 3_600_000) + PLAYBACK_TOKEN_HOURS + 1) * 3600;

/** How far apart the API nodes' clocks may be when one signs a URL and another dates a hide. */
const CLOCK_SKEW_MS = 60_000;

/**
 * The latest expiry (unix seconds) of an everyone's URL signed up to `closedAt`. A media node told that
 * a scope closed then refuses every token expiring by this, and only those (docs/media.md, "Closed
 * recordings and clips"): a URL the owner gets for a hidden recording later expires after it.
 */
export const lastExpiryBefore = (closedAt: Date) => expiryAt(closedAt.getTime() + CLOCK_SKEW_MS);

/** The latest expiry of any URL signed up to `closedAt`, the owner's of a hidden recording too: a deletion refuses them all. */
export const lastExpiryOfAnyBefore = (closedAt: Date) => lastExpiryBefore(closedAt) + 3600;

function signed(media: MediaUrls, path: string, scope: PlaybackScope, nowMs = Date.now(), hiddenAt: Date | null = null): string {
  // Only the owner is answered a hidden recording: their URL must outlive the refusal of those signed before the hide.
  const expires = hiddenAt ? Math.max(expiryAt(nowMs), lastExpiryOfAnyBefore(hiddenAt)) : expiryAt(nowMs);
  const token = tokensFor(media.sharedSecret).issue(scope, expires);
  return `${media.publicUrl}${path}?${PLAYBACK_TOKEN_PARAM}=${token}`;
}

const EXTERNAL_PROVIDERS: Partial<Record<StreamPlayer, StreamProvider>> = { IVS: 'aws', BYTEPLUS: 'bp_flv' };

/**
 * How a viewer plays a live channel. A configured IVS or BytePlus playback URL wins; otherwise the
 * media app's own stream: HTTP-FLV for the BYTEPLUS player type (mpegts.js), HLS for the rest (hls.js,
 * or the video element for HTML5). IVS and NCP without a configured URL have nothing of theirs to
 * play, so they get our HLS under the HLS player. Only for a caller the playback gate admitted.
 */
export function channelStreamUrl(
  { channelId }: PlaybackAdmission,
  player: StreamPlayer,
  media: MediaUrls,
  external?: ExternalPlayback | null,
): ChannelStream {
  const externalProvider = external ? EXTERNAL_PROVIDERS[external.player as StreamPlayer] : undefined;
  if (external && externalProvider) {
    return { player: external.player as StreamPlayer, provider: externalProvider, url: external.playbackUrl };
  }
  const url = (extension: string) => signed(media, `/live/${channelId}.${extension}`, `live/${channelId}`);
  if (player === 'BYTEPLUS') return { player, provider: 'bp_flv', url: url('flv') };
  if (player === 'HTML5') return { player, provider: 'llh', url: url('m3u8') };
  return { player: 'HLS', provider: 'llh', url: url('m3u8') };
}

const RECORDING_PATH = /^\/vod\/(\d{1,10})\//;

/**
 * The VOD playlist of a recorded stream (`/vod/{broadcastId}/index.m3u8`), signed for that broadcast,
 * for a caller the playback gate admitted to the recording's channel.
 */
export function recordedStreamUrl(
  admission: PlaybackAdmission,
  recording: { channelId: number; playlistPath: string; hiddenAt?: Date | null },
  media: MediaUrls,
): ChannelStream {
  if (recording.channelId !== admission.channelId) throw new Error('admitted to another channel than the recording');
  const { playlistPath } = recording;
  const broadcastId = RECORDING_PATH.exec(playlistPath)?.[1];
  if (!broadcastId) throw new Error(`not a recording's playlist path: ${playlistPath}`);
  const url = signed(media, playlistPath, `vod/${Number(broadcastId)}`, Date.now(), recording.hiddenAt ?? null);
  return { player: 'HLS', provider: 'llh', url };
}

/** A recording's frame (`/vod/{broadcastId}/thumb.jpg`), signed like its playlist: it opens to whoever may play it. */
export function recordedThumbnailUrl(
  admission: PlaybackAdmission,
  recording: { channelId: number; thumbnailPath: string | null; hiddenAt?: Date | null },
  media: MediaUrls,
): string | null {
  if (recording.channelId !== admission.channelId) throw new Error('admitted to another channel than the recording');
  const { thumbnailPath } = recording;
  if (!thumbnailPath) return null;
  const broadcastId = RECORDING_PATH.exec(thumbnailPath)?.[1];
  if (!broadcastId) throw new Error(`not a recording's thumbnail path: ${thumbnailPath}`);
  return signed(media, thumbnailPath, `vod/${Number(broadcastId)}`, Date.now(), recording.hiddenAt ?? null);
}

/** A clip's MP4 (`/clips/{clipId}.mp4`), signed for that clip alone, for a caller admitted to its channel. */
export function clipUrl(admission: PlaybackAdmission, clip: { clipId: number; channelId: number }, media: MediaUrls): string {
  if (clip.channelId !== admission.channelId) throw new Error('admitted to another channel than the clip');
  return signed(media, `/clips/${clip.clipId}.mp4`, `clip/${clip.clipId}`);
}
