// What the latency benchmark runs, each overridable from the environment; the goals come from issue 6.

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const LATENCY = {
  /** Debian's ffmpeg, for the publisher and every receiver. */
  ffmpeg: process.env['BENCH_FFMPEG'] ?? '/usr/bin/ffmpeg',
  picture: { width: 640, height: 360, fps: 30, videoKbps: 1500 },
  /**
   * Keyframe interval: the HLS segment length (the remux cuts at keyframes). run.ts measures each of
   * gopRuns in its own process, which sets this one.
   */
  gopSeconds: number('BENCH_LATENCY_GOP', 1),
  /** The keyframe intervals a run measures in turn: 1 s (what 1 s segments want) and 2 s (OBS's and most encoders' usual). */
  gopRuns: (process.env['BENCH_LATENCY_GOPS'] ?? '1,2').split(',').map(Number),
  /** Seconds after the last receiver joined before frames count. */
  warmupSeconds: number('BENCH_LATENCY_WARMUP', 5),
  /** Seconds of frames that count. */
  measureSeconds: number('BENCH_LATENCY_SECONDS', 25),
  /**
   * Viewers per path, joining a fraction of a keyframe interval apart: where a viewer starts (the
   * FLV keyframe cache, the HLS start segment) depends on when in the interval it joins.
   */
  joins: number('BENCH_LATENCY_JOINS', 4),
  /** Before joining, the live playlist must list this many segments, so a start 3 back is 3 back. */
  segmentsBeforeJoin: 4,
  /** The API's entry and the media app's. */
  apiEntry: 'apps/api/src/main.ts',
  mediaEntry: 'apps/media/src/main.ts',
} as const;

/** Goals (issue 6), on the glass-to-glass latency a viewer sees (p95 of frames played at 1x). */
export const GOALS_MS = { flv: 1500, hls: 4000 } as const;
