import { useEffect, useState, type RefObject } from 'react';
import type { LiveWindow } from '../engines/attach';

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

/** The engine's live window (hls.js), else the video's seekable range (other engines); null without one. */
export function liveWindowOf(video: HTMLVideoElement, engineWindow: () => LiveWindow | null): LiveWindow | null {
  const known = engineWindow();
  if (known) return known;
  const seekable = video.seekable;
  if (!seekable || seekable.length === 0) return null;
  const end = seekable.end(seekable.length - 1);
  return Number.isFinite(end) ? { start: seekable.start(0), edge: end } : null;
}

/** Where the viewer is against the live edge; null until there is a window. */
export function readLivePosition(video: HTMLVideoElement, engineWindow: () => LiveWindow | null): LivePosition | null {
  const window = liveWindowOf(video, engineWindow);
  if (!window) return null;
  const { start, edge } = window;
  const behind = Math.max(0, edge - video.currentTime);
  return { start, edge, behind, rewind: edge - start >= REWIND_MIN_SECONDS };
}

/** readLivePosition kept in step: on every time update, seek, and every half second (the edge moves on its own). */
export function useLivePosition(
  video: RefObject<HTMLVideoElement | null>,
  engineWindow: () => LiveWindow | null,
): LivePosition | null {
  const [position, setPosition] = useState<LivePosition | null>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const read = () =>
      setPosition((previous) => {
        const next = readLivePosition(element, engineWindow);
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
  }, [video, engineWindow]);
  return position;
}
