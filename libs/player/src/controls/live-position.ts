import { useEffect, useState, type RefObject } from 'react';

/** Within this many seconds of the live edge a viewer is watching live (an HLS edge moves a segment at a time). */
export const AT_LIVE_SECONDS = 5;
/** A window shorter than this is only the live edge: no seek bar. */
const REWIND_MIN_SECONDS = 15;
const POLL_MS = 500;

export type LivePosition = {
  /** The earliest second of the broadcast the viewer can seek back to, and where live is now. */
  start: number;
  edge: number;
  /** Seconds behind live (0 at the live edge). */
  behind: number;
  /** The window is long enough to seek in (the brand's rewind). */
  rewind: boolean;
};

/**
 * Where the viewer is against the live edge, from the engine's idea of live (hls.js) or the video's
 * seekable range (other engines); null until there is a range.
 */
export function readLivePosition(video: HTMLVideoElement, liveEdge: () => number | null): LivePosition | null {
  const seekable = video.seekable;
  if (!seekable || seekable.length === 0) return null;
  const start = seekable.start(0);
  const end = seekable.end(seekable.length - 1);
  if (!Number.isFinite(end)) return null;
  const edge = Math.min(end, liveEdge() ?? end);
  const behind = Math.max(0, edge - video.currentTime);
  return { start, edge, behind, rewind: edge - start >= REWIND_MIN_SECONDS };
}

/** readLivePosition kept in step: on every time update, seek, and every half second (the edge moves on its own). */
export function useLivePosition(
  video: RefObject<HTMLVideoElement | null>,
  liveEdge: () => number | null,
): LivePosition | null {
  const [position, setPosition] = useState<LivePosition | null>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const read = () =>
      setPosition((previous) => {
        const next = readLivePosition(element, liveEdge);
        if (
          previous &&
          next &&
          Math.round(previous.behind) === Math.round(next.behind) &&
          Math.round(previous.start) === Math.round(next.start) &&
          Math.round(previous.edge) === Math.round(next.edge) &&
          previous.rewind === next.rewind
        )
          return previous;
        return next;
      });
    read();
    const timer = setInterval(read, POLL_MS);
    const events = ['timeupdate', 'seeked', 'pause', 'play'] as const;
    events.forEach((name) => element.addEventListener(name, read));
    return () => {
      clearInterval(timer);
      events.forEach((name) => element.removeEventListener(name, read));
    };
  }, [video, liveEdge]);
  return position;
}
