import type { Frame } from './receiver';

/** A frame as a viewer sees it: shown at `shown` (epoch ms), `latency` ms after its capture. */
export type Shown = { capture: number; shown: number; latency: number; stalled: boolean };

/**
 * When a player shows each frame. A decoder left alone outputs frames as fast as they arrive, so an
 * HLS reader started 3 segments back catches up with the live edge within seconds, which no player
 * does: a player shows its first frame when it has it and then plays at 1x, each frame one frame
 * interval after the previous one (the interval of capture times), or when it arrives if that is
 * later (a stall, after which it goes on from there). hls.js (maxLiveSyncPlaybackRate 1 by default)
 * and mpegts.js without latency chasing play so; a player that chases the live edge gets closer to
 * the decoded-as-it-arrives figure.
 */
export function playAtRealTime(frames: readonly Frame[]): Shown[] {
  const shown: Shown[] = [];
  let previous: { capture: number; shown: number } | undefined;
  for (const frame of frames) {
    // Out of order or repeated stamps never happen on a sound path; a player would not show them.
    if (previous && frame.capture <= previous.capture) continue;
    const due = previous ? previous.shown + (frame.capture - previous.capture) : frame.decoded;
    const at = Math.max(due, frame.decoded);
    shown.push({
      capture: frame.capture,
      shown: at,
      latency: at - frame.capture,
      stalled: frame.decoded > due + STALL_MS,
    });
    previous = { capture: frame.capture, shown: at };
  }
  return shown;
}

/** A frame later than its due time by more than this is a stall a viewer notices (about 3 frames). */
const STALL_MS = 100;

export type Summary = { count: number; p50: number; p95: number; max: number };

export function summarize(latencies: readonly number[]): Summary | null {
  if (latencies.length === 0) return null;
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0 };
}
