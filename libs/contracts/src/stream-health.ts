// Stream health (docs/media.md, "Stream health"): the live stream as its media node measures it at
// ingest, and what falls outside what our HLS output needs. Shared by the media app (which measures),
// the API (which stores and serves it) and the web (which shows it and its warnings).
import * as v from 'valibot';

/**
 * Where a stream stops serving its viewers well. The media node copies the encoder's stream to HLS
 * without transcoding, so the encoder's choices are what viewers get:
 * - keyframes at most 2 s apart: segments are cut at keyframes, so a longer GOP makes longer
 *   segments, a later start for a joining viewer and a live edge further behind;
 * - 24 fps or more: below it motion judders (film is 24);
 * - 1-8 Mbps in total: under 1 Mbps 720p breaks into blocks, over 8 Mbps (Twitch's and YouTube's
 *   1080p60 ceiling) many viewers' connections cannot keep up without a lower rendition;
 * - H.264 video and AAC audio: what HLS in every browser (and Safari natively) plays;
 * - at most 1920x1080: the largest a viewer's player is offered;
 * - no frames missing from the timestamps (more than 1 % of the window's), and the stream not
 *   falling behind the clock by more than 2 s (an encoder or uplink that cannot keep up).
 */
export const STREAM_HEALTH_LIMITS = {
  maxKeyframeIntervalSeconds: 2,
  minFps: 24,
  minBitrateKbps: 1000,
  maxBitrateKbps: 8000,
  videoCodecs: ['h264'],
  audioCodecs: ['aac'],
  maxWidth: 1920,
  maxHeight: 1080,
  maxDroppedPercent: 1,
  maxLagSeconds: 2,
  /** The media node reports every heartbeat (2 s); an older measurement is not shown as the stream's. */
  freshSeconds: 10,
} as const;

const Count = v.pipe(v.number(), v.minValue(0), v.maxValue(1e9));

export const StreamVideoHealth = v.object({
  codec: v.pipe(v.string(), v.maxLength(32)),
  width: Count,
  height: Count,
  /** Video frames per second of stream time over the window. */
  fps: Count,
  /** Mean seconds between keyframes over the window; null until two keyframes were seen. */
  keyframeIntervalSeconds: v.nullable(Count),
  bitrateKbps: Count,
  /** Frames the timestamps show missing over the window (a gap of two frame times is one frame). */
  droppedFrames: Count,
  frames: Count,
});
export type StreamVideoHealth = v.InferOutput<typeof StreamVideoHealth>;

export const StreamAudioHealth = v.object({
  codec: v.pipe(v.string(), v.maxLength(32)),
  sampleRate: Count,
  bitrateKbps: Count,
});
export type StreamAudioHealth = v.InferOutput<typeof StreamAudioHealth>;

/** One measurement: the last windowSeconds of the stream as it reached the media node. */
export const StreamHealth = v.object({
  measuredAt: v.pipe(v.string(), v.isoTimestamp()),
  windowSeconds: Count,
  video: v.nullable(StreamVideoHealth),
  audio: v.nullable(StreamAudioHealth),
  /** Video and audio together. */
  bitrateKbps: Count,
  /** How far the stream's timestamps fell behind the clock over the window (0: real time). */
  lagSeconds: Count,
});
export type StreamHealth = v.InferOutput<typeof StreamHealth>;

export const STREAM_HEALTH_WARNINGS = [
  'noVideo',
  'keyframeInterval',
  'lowFps',
  'lowBitrate',
  'highBitrate',
  'videoCodec',
  'audioCodec',
  'noAudio',
  'resolution',
  'droppedFrames',
  'lagging',
] as const;
export type StreamHealthWarning = (typeof STREAM_HEALTH_WARNINGS)[number];

/** What in a measurement is outside STREAM_HEALTH_LIMITS, in STREAM_HEALTH_WARNINGS' order. */
export function streamHealthWarnings(health: StreamHealth): StreamHealthWarning[] {
  const limits = STREAM_HEALTH_LIMITS;
  const found = new Set<StreamHealthWarning>();
  const { video, audio } = health;
  if (!video) found.add('noVideo');
  else {
    if (video.keyframeIntervalSeconds !== null && video.keyframeIntervalSeconds > limits.maxKeyframeIntervalSeconds)
      found.add('keyframeInterval');
    if (video.fps < limits.minFps) found.add('lowFps');
    if (!(limits.videoCodecs as readonly string[]).includes(video.codec)) found.add('videoCodec');
    if (video.width > limits.maxWidth || video.height > limits.maxHeight) found.add('resolution');
    const expected = video.frames + video.droppedFrames;
    if (expected > 0 && (video.droppedFrames / expected) * 100 > limits.maxDroppedPercent) found.add('droppedFrames');
  }
  if (health.bitrateKbps < limits.minBitrateKbps) found.add('lowBitrate');
  if (health.bitrateKbps > limits.maxBitrateKbps) found.add('highBitrate');
  if (!audio) found.add('noAudio');
  else if (!(limits.audioCodecs as readonly string[]).includes(audio.codec)) found.add('audioCodec');
  if (health.lagSeconds > limits.maxLagSeconds) found.add('lagging');
  return STREAM_HEALTH_WARNINGS.filter((warning) => found.has(warning));
}

/**
 * GET /api/my/stream-health: the channel's stream as measured now. health is null when the
 * channel is offline or its node has not measured it in the last freshSeconds.
 */
export const MyStreamHealth = v.object({
  channelId: v.number(),
  live: v.boolean(),
  health: v.nullable(StreamHealth),
  warnings: v.array(v.picklist(STREAM_HEALTH_WARNINGS)),
});
export type MyStreamHealth = v.InferOutput<typeof MyStreamHealth>;
