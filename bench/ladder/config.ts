// What the ladder benchmark runs, each overridable from the environment.

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const LADDER_BENCH = {
  ffmpeg: process.env['BENCH_FFMPEG'] ?? 'ffmpeg',
  /** The source a streamer's encoder sends: 1080p30, 2 s keyframe interval (OBS's usual setting). */
  source: { width: 1920, height: 1080, fps: 30, videoKbps: 6000, gopSeconds: 2 },
  /** Seconds of the pre-encoded source pushed per scenario (-re: in real time). */
  seconds: number('BENCH_LADDER_SECONDS', 30),
  /** Seconds at the start of each push that do not count (ffmpeg's start, the first GOP). */
  warmupSeconds: number('BENCH_LADDER_WARMUP', 5),
  /** The renditions below the source (the brands' DEFAULT_QUALITY_LADDER). */
  heights: [720, 480, 360],
} as const;

/** Goals (issue "Video that viewers expect"): the ladder's CPU against one process per rendition, and real time kept. */
export const GOALS = { cpuRatio: 0.7, speed: 1.0 } as const;
