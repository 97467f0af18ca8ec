import { useEffect, useState, type RefObject } from 'react';

export type VideoState = { paused: boolean; muted: boolean; volume: number };

/** The video's paused, muted and volume, kept in step with its events (whoever changed them). */
export function useVideoState(video: RefObject<HTMLVideoElement | null>): VideoState {
  const [state, setState] = useState<VideoState>({ paused: false, muted: true, volume: 1 });
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const read = () => setState({ paused: element.paused, muted: element.muted, volume: element.volume });
    read();
    const events = ['play', 'pause', 'playing', 'volumechange'] as const;
    events.forEach((name) => element.addEventListener(name, read));
    return () => events.forEach((name) => element.removeEventListener(name, read));
  }, [video]);
  return state;
}
