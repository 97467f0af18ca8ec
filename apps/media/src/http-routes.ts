import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { tokenOfUrl, type PlaybackScope, type PlaybackTokens } from '@onair/media-tokens';
import type { ClosedScopes } from './closed-scopes';
import { end, PLAYLIST_TYPE } from './http-answers';
import { livePlaylists, type LivePlaylistOptions, type PlaybackLookup } from './live-playlist-routes';
import type { HttpInterceptor } from './media-server';
import type { Log } from './log';
import { mediaHttpDuration, mediaHttpRequests, mediaRegistry } from './media-metrics';
import { withSegmentToken } from './playlist-token';
import { localRecordings, type RecordingStorage } from './recording-storage';

export type { PlaybackLookup } from './live-playlist-routes';

export type MediaHttpOptions = LivePlaylistOptions & {
  lookup: PlaybackLookup;
  /** The RTMP application, also the first path segment of HTTP-FLV. */
  app: string;
  allowOrigin(origin: string): boolean;
  /** Checks the signed token every playback URL carries (the API issues them to those who may watch). */
  tokens: PlaybackTokens;
  /** Recordings and clips hidden or deleted since their tokens were signed (default: none). */
  closed?: ClosedScopes;
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

/**
 * The media app's HTTP face (docs/media.md): HTTP-FLV and live HLS by channel id, recordings by
 * broadcast id, CORS for our origins only. node-media-server sees nothing but HTTP-FLV requests,
 * rewritten to the stream key, so the key (which can publish) never appears in a playback URL.
 * Every playback path wants the token the API signed for it (a live channel, or one broadcast's
 * files); snapshots stay public, as the home list shows them to everyone. A recording or clip
 * hidden or deleted since its token was signed is refused as a bad token (closed-scopes.ts).
 */
export function mediaHttp(options: MediaHttpOptions): HttpInterceptor {
  const { lookup, dataDir, app, allowOrigin, tokens, closed, log } = options;
  const recordings = options.recordings ?? localRecordings(dataDir);
  const serveLivePlaylist = livePlaylists(options);
  /** A valid token for the scope, unless the scope closed after it was signed: the same 403 either way. */
  const opens = (token: string | null, scope: PlaybackScope): token is string =>
    tokens.opens(token, scope) && !closed?.refuses(scope, token as string);

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
      if (!live || !flvScope || !opens(token, flvScope)) return socket?.destroy();
      req.url = `/${app}/${live.key}.flv`;
      return next();
    }
    if (origin !== undefined) corsFor(res, origin);
    if (req.method === 'OPTIONS') return end(res, 204, '');
    if (req.method !== 'GET' && req.method !== 'HEAD') return end(res, 405, 'method not allowed');
    if (path === '/healthz') return end(res, 200, 'ok');
    if (path === '/metrics') return void serveMetrics(res);
    if (flv && flvScope) {
      if (!opens(token, flvScope)) return end(res, 403, 'playback token required');
      if (!live) return end(res, 404, 'not live');
      req.url = `/${app}/${live.key}.flv`;
      return next();
    }
    const hls = LIVE_HLS.exec(path);
    if (hls) {
      const channelId = Number(hls[1]);
      if (!opens(token, `live/${channelId}`)) return end(res, 403, 'playback token required');
      return void serveLivePlaylist(req, res, channelId, token, null);
    }
    const variant = LIVE_VARIANT.exec(path);
    if (variant) {
      const channelId = Number(variant[1]);
      if (!opens(token, `live/${channelId}`)) return end(res, 403, 'playback token required');
      return void serveLivePlaylist(req, res, channelId, token, variant[2] ?? 'source');
    }
    const renditionSegment = RENDITION_SEGMENT.exec(path);
    if (renditionSegment) {
      const broadcastId = Number(renditionSegment[1]);
      if (!opens(token, `vod/${broadcastId}`)) return end(res, 403, 'playback token required');
      return serveFile(req, res, join(dataDir, 'vod', String(broadcastId), renditionSegment[2] ?? '', renditionSegment[3] ?? ''));
    }
    const vod = VOD.exec(path);
    if (vod) {
      const broadcastId = Number(vod[1]);
      if (!opens(token, `vod/${broadcastId}`)) return end(res, 403, 'playback token required');
      const name = vod[2] ?? '';
      if (name === 'index.m3u8') return void serveRecordingPlaylist(req, res, broadcastId, token);
      return void serveRecordingSegment(req, res, broadcastId, name);
    }
    const clip = CLIP.exec(path);
    if (clip) {
      const clipId = Number(clip[1]);
      if (!opens(token, `clip/${clipId}`)) return end(res, 403, 'playback token required');
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
