import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { StreamHealth } from '@onair/contracts';
import type { Database } from '@onair/db';
import { ApiError } from '../../platform/http/errors';
import type { BroadcastStore } from './broadcast-store';
import type { ClipWork } from './clip-work';
import type { PlaybackClosures } from './playback-closures';
import type { RecordingPurges } from './recording-purges';
import { hashStreamKey } from './stream-key';
import { recordStreamHealth } from './stream-health-store';

/** The header the media app sends its shared secret in (MEDIA_SHARED_SECRET on both sides). */
export const MEDIA_SECRET_HEADER = 'x-media-secret';

/** Internal routes: registered outside the contracts, so they are not in the OpenAPI document nor the client. */
export const MEDIA_ROUTES = {
  publish: '/internal/media/publish',
  unpublish: '/internal/media/unpublish',
  heartbeat: '/internal/media/heartbeat',
  thumbnail: '/internal/media/thumbnail',
  purged: '/internal/media/purged',
  clip: '/internal/media/clip',
  clipsPurged: '/internal/media/clips-purged',
} as const;

/** Where the media app serves a channel's latest snapshot (apps/media http-routes.ts). */
export const thumbnailPath = (channelId: number) => `/thumbs/${channelId}.jpg`;

const NodeId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,64}$/));
const BroadcastId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
/** Where viewers reach the node: an absolute http(s) URL, or a path on the web's origin (a proxy routes it). */
const PublicUrl = v.optional(v.pipe(v.string(), v.maxLength(300), v.regex(/^(https?:\/\/[^\s?#]+|\/[^\s?#]*)$/)));
const PublishBody = v.object({
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  nodeId: NodeId,
  publicUrl: PublicUrl,
});
const UnpublishBody = v.object({
  broadcastId: BroadcastId,
  nodeId: NodeId,
  publicUrl: PublicUrl,
  recording: v.nullish(
    v.object({
      playlistPath: v.pipe(v.string(), v.regex(/^\/vod\/\d+\/index\.m3u8$/)),
      durationSeconds: v.pipe(v.number(), v.minValue(0), v.maxValue(7 * 24 * 3600)),
      thumbnailPath: v.nullish(v.pipe(v.string(), v.regex(/^\/vod\/\d+\/thumb\.jpg$/))),
    }),
  ),
});
const ThumbnailBody = v.object({ broadcastId: BroadcastId, nodeId: NodeId });
const PurgedBody = v.object({ nodeId: NodeId, broadcastIds: v.pipe(v.array(BroadcastId), v.maxLength(1_000)) });
const ClipId = BroadcastId;
const Seconds = v.pipe(v.number(), v.minValue(0), v.maxValue(7 * 24 * 3600));
const ClipMadeBody = v.object({
  nodeId: NodeId,
  publicUrl: PublicUrl,
  clipId: ClipId,
  made: v.nullable(v.object({ startSeconds: Seconds, durationSeconds: Seconds })),
});
const ClipsPurgedBody = v.object({ nodeId: NodeId, publicUrl: PublicUrl, clipIds: v.pipe(v.array(ClipId), v.maxLength(1_000)) });
const HeartbeatBody = v.object({
  nodeId: NodeId,
  publicUrl: PublicUrl,
  live: v.pipe(v.array(BroadcastId), v.maxLength(10_000)),
  /** What the node measured of each live broadcast (docs/media.md, "Stream health"). */
  health: v.optional(v.pipe(v.array(v.object({ broadcastId: BroadcastId, health: StreamHealth })), v.maxLength(10_000))),
  /** The version of the closed scopes the node holds (playback-closures.ts); absent before its first answer. */
  closedVersion: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

const nodeUrl = (url: string | undefined) => (url ? url.replace(/\/+$/, '') : null);

function parse<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new ApiError(400, 'VALIDATION_ERROR', { key: 'system.text', params: { text: v.summarize(result.issues) } });
  return result.output;
}

/**
 * What the media app asks and tells (docs/media.md): may this key publish, a broadcast ended, a
 * new snapshot of a broadcast exists, a heartbeat listing what it carries (answered with what to drop,
 * which deleted recordings' files to remove and which playback scopes are closed), and that it removed them. Every call carries the shared secret.
 */
export function mediaRoutes(
  app: FastifyInstance,
  {
    sharedSecret,
    broadcasts,
    purges,
    clipWork,
    closures,
    publicUrl,
    db,
  }: {
    sharedSecret: string;
    broadcasts: BroadcastStore;
    purges: RecordingPurges;
    clipWork: ClipWork;
    closures: PlaybackClosures;
    publicUrl: string;
    db: Database;
  },
) {
  const expected = Buffer.from(sharedSecret, 'utf8');
  function authorize(request: FastifyRequest) {
    const given = Buffer.from(String(request.headers[MEDIA_SECRET_HEADER] ?? ''), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(401, 'UNAUTHORIZED', 'media.unauthorized');
    }
  }

  app.post(MEDIA_ROUTES.publish, async (request) => {
    authorize(request);
    const body = parse(PublishBody, request.body);
    return broadcasts.publish(hashStreamKey(body.key), body.nodeId, nodeUrl(body.publicUrl));
  });

  app.post(MEDIA_ROUTES.unpublish, async (request) => {
    authorize(request);
    const body = parse(UnpublishBody, request.body);
    await broadcasts.unpublish(body.broadcastId, body.nodeId, body.recording ?? null, nodeUrl(body.publicUrl));
    return { ok: true };
  });

  // A version per snapshot: the URL changes, so a cached picture (max-age on the media app) is never shown as new.
  app.post(MEDIA_ROUTES.thumbnail, async (request) => {
    authorize(request);
    const body = parse(ThumbnailBody, request.body);
    const version = Math.floor(Date.now() / 1000);
    const set = await broadcasts.snapshot(
      body.broadcastId,
      body.nodeId,
      (channelId, nodeUrl) => `${nodeUrl ?? publicUrl}${thumbnailPath(channelId)}?v=${version}`,
    );
    return { ok: set };
  });

  app.post(MEDIA_ROUTES.heartbeat, async (request) => {
    authorize(request);
    const body = parse(HeartbeatBody, request.body);
    const drop = await broadcasts.heartbeat(body.nodeId, body.live, nodeUrl(body.publicUrl));
    await recordStreamHealth(db, body.nodeId, body.health ?? []);
    // Deleted recordings whose files this node holds: it removes them and reports back (purged).
    // And clips to cut from broadcasts it holds, and deleted clips' files to remove (clip-work.ts).
    // And the scopes whose earlier tokens every node refuses, unless it holds them already.
    const closed = await closures.current();
    return {
      drop,
      purge: await purges.pending(body.nodeId),
      clips: await clipWork.pending(body.nodeId),
      purgeClips: await clipWork.toPurge(body.nodeId),
      ...(closed.version === body.closedVersion ? {} : { closed }),
    };
  });

  app.post(MEDIA_ROUTES.clip, async (request) => {
    authorize(request);
    const body = parse(ClipMadeBody, request.body);
    await clipWork.made(body.nodeId, body.clipId, body.made);
    return { ok: true };
  });

  app.post(MEDIA_ROUTES.clipsPurged, async (request) => {
    authorize(request);
    const body = parse(ClipsPurgedBody, request.body);
    await clipWork.purged(body.nodeId, body.clipIds);
    return { ok: true };
  });

  app.post(MEDIA_ROUTES.purged, async (request) => {
    authorize(request);
    const body = parse(PurgedBody, request.body);
    await purges.done(body.nodeId, body.broadcastIds);
    return { ok: true };
  });
}
