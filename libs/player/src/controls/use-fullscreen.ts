import { useEffect, useState, type RefObject } from 'react';

/** iOS Safari puts only a video element in full screen, with its own controls. */
type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * Full screen for the player's box, so our controls stay over the picture; where the browser has
 * no element full screen (iPhone) the video's own. `available` is false where neither exists.
 */
export function useFullscreen(box: RefObject<HTMLElement | null>, video: RefObject<HTMLVideoElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [box]);

  const iosVideo = (): IosVideo | null => video.current;
  const available = Boolean(document.fullscreenEnabled) || typeof iosVideo()?.webkitEnterFullscreen === 'function';
  const toggle = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    } else if (document.fullscreenEnabled && box.current) {
      void box.current.requestFullscreen().catch(() => undefined);
    } else {
      iosVideo()?.webkitEnterFullscreen?.();
    }
  };
  return { active, available, toggle };
}
