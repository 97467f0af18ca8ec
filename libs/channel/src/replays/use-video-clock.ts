import { useEffect, useState } from 'react';

/**
 * Where the video inside a container stands, in ms: for the replay chat, which shows the lines sent
 * up to that moment. Reads the <video> the player renders (libs/player's LivePlayer) through the
 * DOM, so the player needs no callback for it. timeupdate comes about 4 times a second while
 * playing; seeking and seeked move the chat at once when the viewer jumps.
 */
export function useVideoClock(box: HTMLElement | null): number {
  const [ms, setMs] = useState(0);
  useEffect(() => {
    if (!box) return undefined;
    let video: HTMLVideoElement | null = null;
    const read = () => {
      if (video) setMs(Math.floor(video.currentTime * 1000));
    };
    const events = ['timeupdate', 'seeking', 'seeked', 'loadedmetadata'] as const;
    const attach = () => {
      const found = box.querySelector('video');
      if (found === video) return;
      for (const name of events) video?.removeEventListener(name, read);
      video = found;
      for (const name of events) video?.addEventListener(name, read);
      read();
    };
    attach();
    // The player may put its video in later, or a new one after a restart.
    const observer = new MutationObserver(attach);
    observer.observe(box, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      for (const name of events) video?.removeEventListener(name, read);
    };
  }, [box]);
  return ms;
}
