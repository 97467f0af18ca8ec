import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expiryOf, type PlaybackTokens } from '@onair/media-tokens';
import { end, PLAYLIST_TYPE } from './http-answers';
import { masterPlaylist, type LadderPlan } from './ladder';
import { LIVE_EDGE_SEGMENTS, parsePlaylist, segmentsWithin, slidingWindow, withEndList } from './playlist';
import { withSegmentToken } from './playlist-token';

export type PlaybackLookup = {
  /** rewindSeconds: how far back its live playlist reaches (none: only the live edge). */
  /** ladder: the renditions made beside the source (none: its playlist is the source's own). */
  /** ladderPending: a ladder was asked for and the source is still being sized (the master is not known yet). */
  /** retired: renditions whose ffmpeg failed in this broadcast; their variants answer the source. */
  liveStream(channelId: number):
    | {
        key: string;
        broadcastId: number;
        rewindSeconds?: number;
        ladder?: LadderPlan | null;
        ladderPending?: boolean;
        retired?: string[];
      }
    | undefined;
  /** A broadcast of the channel that ended a moment ago (broadcaster.ts, ENDED_PLAYLIST_MS), with its renditions' names. */
  endedStream?(channelId: number): { broadcastId: number; renditions?: string[]; retired?: string[] } | undefined;
};

export type LivePlaylistOptions = {
  lookup: PlaybackLookup;
  dataDir: string;
  tokens: PlaybackTokens;
  /** The fewest segments in a live playlist (default LIVE_EDGE_SEGMENTS); the stream's rewind window adds to them. */
  liveWindow?: number;
  /** How long a live playlist request waits for the first segment of a stream just started (default 5 s). */
  firstSegmentWaitMs?: number;
  /**
   * How long the channel's own address waits for a ladder channel's source to be sized before it
   * answers the source alone, which offers its player no quality menu for the whole visit (default
   * 12 s: the size probe's own limit, 10 s, and a margin; sizing takes under a second on an idle node).
   */
  ladderWaitMs?: number;
};

/**
 * The live HLS playlists of a channel (docs/media.md): its own address and its ladder's variants,
 * a sliding window over the broadcast's files while it is live, its last window closed by ENDLIST
 * for a moment after it ended. The caller has checked the channel's token.
 */
export function livePlaylists({
  lookup,
  dataDir,
  tokens,
  liveWindow = LIVE_EDGE_SEGMENTS,
  firstSegmentWaitMs = 5000,
  ladderWaitMs = 12_000,
}: LivePlaylistOptions) {
  return serveLivePlaylist;

  /**
   * The live playlist's segments are the broadcast's files: they get a token for that broadcast,
   * expiring with the one that opened the channel, so the channel's token is never a key to them.
   * variant null is the channel's own address: the master playlist when a ladder runs, else the
   * source's window; a variant (source, 720p…) is that rendition's window.
   */
  async function serveLivePlaylist(
    req: IncomingMessage,
    res: ServerResponse,
    channelId: number,
    token: string,
    variant: string | null,
  ) {
    const expires = expiryOf(token) ?? 0;
    const deadline = Date.now() + firstSegmentWaitMs;
    const ladderDeadline = Date.now() + ladderWaitMs;
    for (;;) {
      const live = lookup.liveStream(channelId);
      if (!live) return serveEndedPlaylist(res, channelId, expires, variant);
      // The channel's address is the master once the ladder runs: a player that got the source's
      // playlist alone would offer no quality menu until reloaded, so it waits for the source's size.
      if (variant === null && live.ladderPending && Date.now() <= ladderDeadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      const rendition = renditionServed(variant, live.retired);
      if (rendition !== null && !live.ladder?.renditions.some((made) => made.name === rendition))
        return end(res, 404, 'no such rendition');
      const subdir = rendition === null ? '' : `${rendition}/`;
      const text = await readFile(join(dataDir, 'vod', String(live.broadcastId), subdir, 'index.m3u8'), 'utf8').catch(
        () => null,
      );
      if (text !== null && text.includes('#EXTINF')) {
        if (variant === null && live.ladder) {
          const sourceKbps = await sourceBitrate(live.broadcastId, text);
          return sendPlaylist(req, res, withSegmentToken(masterPlaylist(channelId, live.ladder, sourceKbps), token));
        }
        const segmentToken = tokens.issue(`vod/${live.broadcastId}`, expires);
        // The rewind window (the brand's minutes) back from the live edge: players seek back over it.
        const durations = parsePlaylist(text).segments.map((segment) => segment.duration);
        const size = segmentsWithin(durations, live.rewindSeconds ?? 0, liveWindow);
        // A variant is one level deeper (/live/{channelId}/720p.m3u8) than the channel's own playlist.
        const prefix = `${variant === null ? '..' : '../..'}/vod/${live.broadcastId}/${subdir}`;
        const body = withSegmentToken(slidingWindow(text, size, prefix), segmentToken);
        return sendPlaylist(req, res, body);
      }
      if (Date.now() > deadline) return end(res, 404, 'no segment yet');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** The source's bitrate in kbit/s, from its newest segment's size and length (a master's BANDWIDTH). */
  async function sourceBitrate(broadcastId: number, text: string): Promise<number> {
    const newest = parsePlaylist(text).segments.at(-1);
    const name = newest?.lines.at(-1);
    if (!newest || !name || newest.duration <= 0) return 0;
    const size = await stat(join(dataDir, 'vod', String(broadcastId), name)).then(
      (file) => file.size,
      () => 0,
    );
    return Math.round((size * 8) / newest.duration / 1000);
  }

  /** The last window of a broadcast that just ended, closed by ENDLIST: the player stops asking. */
  async function serveEndedPlaylist(res: ServerResponse, channelId: number, expires: number, variant: string | null) {
    const ended = lookup.endedStream?.(channelId);
    const rendition = renditionServed(variant, ended?.retired);
    if (rendition !== null && !ended?.renditions?.includes(rendition)) return end(res, 404, 'not live');
    const subdir = rendition === null ? '' : `${rendition}/`;
    const text = ended
      ? await readFile(join(dataDir, 'vod', String(ended.broadcastId), subdir, 'index.m3u8'), 'utf8').catch(() => null)
      : null;
    if (!ended || text === null || !text.includes('#EXTINF')) return end(res, 404, 'not live');
    const segmentToken = tokens.issue(`vod/${ended.broadcastId}`, expires);
    const prefix = `${variant === null ? '..' : '../..'}/vod/${ended.broadcastId}/${subdir}`;
    const window = withEndList(slidingWindow(text, liveWindow, prefix));
    res.writeHead(200, { 'content-type': PLAYLIST_TYPE, 'cache-control': 'no-cache' });
    return res.end(withSegmentToken(window, segmentToken));
  }
}

/**
 * The rendition whose files answer a variant (null: the source's). A rendition whose ffmpeg failed
 * answers the source's window: its segments are cut at the same keyframes and numbered alike, so a
 * player on it goes on with the source's picture instead of stalling.
 */
function renditionServed(variant: string | null, retired: readonly string[] | undefined): string | null {
  if (variant === null || variant === 'source' || retired?.includes(variant)) return null;
  return variant;
}

/**
 * A live playlist, gzipped for a client that takes it: a 30-minute window is some 900 lines of
 * segment URIs that differ only in their numbers (about 120 KB, a few KB gzipped), asked again
 * every segment by every viewer.
 */
function sendPlaylist(req: IncomingMessage, res: ServerResponse, body: string) {
  const headers = { 'content-type': PLAYLIST_TYPE, 'cache-control': 'no-cache', vary: 'Origin, Accept-Encoding' };
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 1024) {
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
    return res.end(gzipSync(body));
  }
  res.writeHead(200, headers);
  return res.end(body);
}
