import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The media app's Prometheus metrics (docs/deploy.md, "Metrics"), served at /metrics on its HTTP
 * port; the front refuses /media/metrics to the public. One registry for the process.
 */
export const mediaRegistry = new Registry();
collectDefaultMetrics({ register: mediaRegistry, eventLoopMonitoringPrecision: 20 });
const registers = [mediaRegistry];

/** What the HTTP face answered, by kind of path (flv, live_hls, vod, thumbnail, other) and status. */
export const mediaHttpRequests = new Counter({
  name: 'onair_media_http_requests_total',
  help: 'HTTP requests the media app answered, by kind of path and status',
  labelNames: ['kind', 'status'] as const,
  registers,
});

export const mediaHttpDuration = new Histogram({
  name: 'onair_media_http_request_duration_seconds',
  help: 'Time to the end of an answer (a FLV stream lasts as long as its viewer), by kind of path',
  labelNames: ['kind'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});

/** Every ffmpeg the app started, by task (remux, snapshot, recording-thumbnail) and how it ended (ok, failed, killed). */
export const ffmpegExits = new Counter({
  name: 'onair_media_ffmpeg_exits_total',
  help: 'ffmpeg processes that ended, by task (remux, snapshot, recording-thumbnail) and outcome',
  labelNames: ['task', 'outcome'] as const,
  registers,
});

export function countFfmpegExit(job: 'remux' | 'snapshot' | 'recording-thumbnail', code: number | null, signal: NodeJS.Signals | null = null) {
  // A remux asked to finish ends 255 (SIGINT inside ffmpeg): a normal end, like 0.
  const outcome = signal !== null ? 'killed' : code === 0 || (job === 'remux' && code === 255) ? 'ok' : 'failed';
  ffmpegExits.inc({ task: job, outcome });
}

/** Read when scraped: set by main.ts to the broadcaster's count. */
export const liveStreamProbe: { count: () => number } = { count: () => 0 };

new Gauge({
  name: 'onair_media_live_streams',
  help: 'Streams being published to this media node now',
  registers,
  collect() {
    this.set(liveStreamProbe.count());
  },
});
