import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { tokenOfUrl, type PlaybackScope, type PlaybackTokens } from '@onair/media-tokens';
import type { HttpInterceptor } from './media-server';
import type { Log } from './log';
import { mediaHttpDuration, mediaHttpRequests, mediaRegistry } from './media-metrics';
import { LIVE_EDGE_SEGMENTS, parsePlaylist, segmentsWithin, slidingWindow, withEndList } from './playlist';
import { withSegmentToken } from './playlist-token';
import { masterPlaylist, type LadderPlan } from './ladder';
import { stat } from 'node:fs/promises';
import { localRecordings, type RecordingStorage } from './recording-storage';

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

export type MediaHttpOptions = {
  lookup: PlaybackLookup;
  dataDir: string;
  /** The RTMP application, also the first path segment of HTTP-FLV. */
  app: string;
  allowOrigin(origin: string): boolean;
  /** Checks the signed token every playback URL carries (the API issues them to those who may watch). */
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
  /** Where a failed answer (5xx) is logged with its request id. */
  log?: Log;
  /** Where ended recordings are read from when this disk no longer has them (default: this disk only). */
  recordings?: RecordingStorage;
};

const FLV = /^\/live\/(\d{1,10})\.flv$/;
const LIVE_HLS = /^\/live\/(\d{1,10})\.m3u8$/;
/** A variant of a channel's master playlist: the source or a rendition of the quality ladder. */
const LIVE_VARIANT = /^\/live\/(\d{1,10})\/(source|\d{3,4}p)\.m3u8$/;
const VOD = /^\/vod\/(\d{1,10})\/(index\.m3u8|seg-\d{5,9}\.ts|thumb\.jpg)$/;
/** A live rendition's segment; renditions are never recordings, so they are read from this disk only. */
const RENDITION_SEGMENT = /^\/vod\/(\d{1,10})\/(\d{3,4}p)\/(seg-\d{5,9}\.ts)$/;
const CLIP = /^\/clips\/(\d{1,10})\.mp4$/;
const THUMBNAIL = /^\/thumbs\/(\d{1,10})\.jpg$/;
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/**
 * The media app's HTTP face (docs/media.md): HTTP-FLV and live HLS by channel id, recordings by
 * broadcast id, CORS for our origins only. node-media-server sees nothing but HTTP-FLV requests,
 * rewritten to the stream key, so the key (which can publish) never appears in a playback URL.
 * Every playback path wants the token the API signed for it (a live channel, or one broadcast's
 * files); snapshots stay public, as the home list shows them to everyone.
 */
export function mediaHttp(options: MediaHttpOptions): HttpInterceptor {
  const {
    lookup,
    dataDir,
    app,
    allowOrigin,
    tokens,
    liveWindow = LIVE_EDGE_SEGMENTS,
    firstSegmentWaitMs = 5000,
    ladderWaitMs = 12_000,
    log,
  } = options;
  const recordings = options.recordings ?? localRecordings(dataDir);

  return (req, res, next, socket) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (res) observe(req, res, path, log);
    const token = tokenOfUrl(req.url);
    const origin = req.headers.origin;
    if (origin !== undefined && !allowOrigin(origin)) {
      if (res) return end(res, 403, 'origin not allowed');
      return socket?.destroy();
    }
    const flv = FLV.exec(path);
    const flvScope: PlaybackScope | undefined = flv ? `live/${Number(flv[1])}` : undefined;
    const live = flv ? lookup.liveStream(Number(flv[1])) : undefined;
    if (!res) {
      // WebSocket upgrades: HTTP-FLV over WebSocket only.
      if (!live || !flvScope || !tokens.opens(token, flvScope)) return socket?.destroy();
      req.url = `/${app}/${live.key}.flv`;
      return next();
    }
    if (origin !== undefined) corsFor(res, origin);
    if (req.method === 'OPTIONS') return end(res, 204, '');
    if (req.method !== 'GET' && req.method !== 'HEAD') return end(res, 405, 'method not allowed');
    if (path === '/healthz') return end(res, 200, 'ok');
    if (path === '/metrics') return void serveMetrics(res);
    if (flv && flvScope) {
      if (!tokens.opens(token, flvScope)) return end(res, 403, 'playback token required');
      if (!live) return end(res, 404, 'not live');
      req.url = `/${app}/${live.key}.flv`;
      return next();
    }
    const hls = LIVE_HLS.exec(path);
    if (hls) {
      const channelId = Number(hls[1]);
      if (!token || !tokens.opens(token, `live/${channelId}`)) return end(res, 403, 'playback token required');
      return void serveLivePlaylist(req, res, channelId, token, null);
    }
    const variant = LIVE_VARIANT.exec(path);
    if (variant) {
      const channelId = Number(variant[1]);
      if (!token || !tokens.opens(token, `live/${channelId}`)) return end(res, 403, 'playback token required');
      return void serveLivePlaylist(req, res, channelId, token, variant[2] ?? 'source');
    }
    const renditionSegment = RENDITION_SEGMENT.exec(path);
    if (renditionSegment) {
      const broadcastId = Number(renditionSegment[1]);
      if (!token || !tokens.opens(token, `vod/${broadcastId}`)) return end(res, 403, 'playback token required');
      return serveFile(req, res, join(dataDir, 'vod', String(broadcastId), renditionSegment[2] ?? '', renditionSegment[3] ?? ''));
    }
    const vod = VOD.exec(path);
    if (vod) {
      const broadcastId = Number(vod[1]);
      if (!token || !tokens.opens(token, `vod/${broadcastId}`)) return end(res, 403, 'playback token required');
      const name = vod[2] ?? '';
      if (name === 'index.m3u8') return void serveRecordingPlaylist(req, res, broadcastId, token);
      return void serveRecordingSegment(req, res, broadcastId, name);
    }
    const clip = CLIP.exec(path);
    if (clip) {
      const clipId = Number(clip[1]);
      if (!token || !tokens.opens(token, `clip/${clipId}`)) return end(res, 403, 'playback token required');
      return void serveClip(req, res, clipId);
    }
    const thumbnail = THUMBNAIL.exec(path);
    if (thumbnail) return void serveFile(req, res, join(dataDir, 'thumbs', `${thumbnail[1] ?? ''}.jpg`));
    return end(res, 404, 'not found');
  };

  /** A recording's playlist (from this disk, or the bucket), its segment URIs carrying the token that opened it. */
  async function serveRecordingPlaylist(req: IncomingMessage, res: ServerResponse, broadcastId: number, token: string) {
    let text: string | null;
    try {
      const stream = await recordings.open(broadcastId, 'index.m3u8');
      text = stream ? await textOf(stream) : null;
    } catch (error) {
      return storageFailed(res, broadcastId, error);
    }
    if (text === null) return end(res, 404, 'not found');
    res.writeHead(200, { 'content-type': PLAYLIST_TYPE, 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : withSegmentToken(text, token));
  }

  /** A recording's segment, streamed from this disk or the bucket. */
  async function serveRecordingSegment(req: IncomingMessage, res: ServerResponse, broadcastId: number, name: string) {
    let stream: Readable | null;
    try {
      stream = await recordings.open(broadcastId, name);
    } catch (error) {
      return storageFailed(res, broadcastId, error);
    }
    if (!stream) return end(res, 404, 'not found');
    res.writeHead(200, headersOf(name));
    if (req.method === 'HEAD') {
      stream.destroy();
      return void res.end();
    }
    stream.once('error', () => res.destroy());
    stream.pipe(res);
  }

  /**
   * A clip's MP4, whole (a clip is at most a minute, some MB): from this disk or the bucket. Its
   * +faststart index comes first, so the browser plays while the rest arrives.
   */
  async function serveClip(req: IncomingMessage, res: ServerResponse, clipId: number) {
    let stream: Readable | null;
    try {
      stream = await recordings.openClip(clipId);
    } catch (error) {
      return storageFailed(res, clipId, error);
    }
    if (!stream) return end(res, 404, 'not found');
    res.writeHead(200, { 'content-type': 'video/mp4', 'cache-control': 'public, max-age=31536000, immutable' });
    if (req.method === 'HEAD') {
      stream.destroy();
      return void res.end();
    }
    stream.once('error', () => res.destroy());
    stream.pipe(res);
  }

  /** The bucket failed every try: the player retries the request later. */
  function storageFailed(res: ServerResponse, broadcastId: number, error: unknown) {
    log?.('error', `recording ${broadcastId} unreadable: ${error instanceof Error ? error.message : String(error)}`);
    res.setHeader('retry-after', '2');
    return end(res, 503, 'recording storage unavailable');
  }

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
    const expires = Number(token.split('.')[0]);
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

/**
 * A recording's playlist grows while it is live; its segments never change. A snapshot is
 * replaced every 20 s under the same name: the API versions its URL (?v=), and the short max-age
 * keeps an unversioned request from showing a picture much older than that.
 */
function headersOf(file: string) {
  if (file.endsWith('.m3u8')) return { 'content-type': PLAYLIST_TYPE, 'cache-control': 'no-cache' };
  if (file.endsWith('.jpg')) return { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=15' };
  return { 'content-type': 'video/mp2t', 'cache-control': 'public, max-age=31536000, immutable' };
}

function serveFile(req: IncomingMessage, res: ServerResponse, file: string) {
  const stream = createReadStream(file);
  stream.once('open', () => {
    res.writeHead(200, headersOf(file));
    if (req.method === 'HEAD') {
      stream.destroy();
      res.end();
    } else stream.pipe(res);
  });
  stream.once('error', () => {
    if (!res.headersSent) end(res, 404, 'not found');
    else res.destroy();
  });
}

async function textOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

function corsFor(res: ServerResponse, origin: string) {
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('vary', 'Origin');
  res.setHeader('access-control-allow-methods', 'GET, HEAD, OPTIONS');
  res.setHeader('access-control-allow-headers', 'Range');
  // node-media-server's cors() would answer * for HTTP-FLV: keep ours.
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    name.toLowerCase() === 'access-control-allow-origin' ? res : setHeader(name, value);
}

function end(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** A front's X-Request-Id when it is a plain token (the API's rule, request-id.ts), a new UUID otherwise. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function kindOf(path: string): string {
  if (FLV.test(path)) return 'flv';
  if (LIVE_HLS.test(path) || LIVE_VARIANT.test(path)) return 'live_hls';
  if (RENDITION_SEGMENT.test(path)) return 'vod';
  if (VOD.test(path)) return 'vod';
  if (THUMBNAIL.test(path)) return 'thumbnail';
  if (CLIP.test(path)) return 'clip';
  return 'other';
}

/** Names the request in its answer, counts it by kind and status, and logs a failed one with its id. */
function observe(req: IncomingMessage, res: ServerResponse, path: string, log: Log | undefined) {
  const sent = req.headers['x-request-id'];
  const requestId = typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
  res.setHeader('x-request-id', requestId);
  if (path === '/metrics') return;
  const kind = kindOf(path);
  const started = process.hrtime.bigint();
  res.once('close', () => {
    mediaHttpRequests.inc({ kind, status: String(res.statusCode) });
    mediaHttpDuration.observe({ kind }, Number(process.hrtime.bigint() - started) / 1e9);
    if (res.statusCode >= 500) log?.('error', 'media request failed', { reqId: requestId, method: req.method, kind, status: res.statusCode });
  });
}

async function serveMetrics(res: ServerResponse) {
  const text = await mediaRegistry.metrics();
  res.writeHead(200, { 'content-type': mediaRegistry.contentType });
  res.end(text);
}
