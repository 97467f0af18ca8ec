import { useEffect, useState, type RefObject } from 'react';

/**
 * Picture-in-picture of the video (the browser's floating window), where the browser has it and
 * allows it for this video; available is false elsewhere (Firefox has its own button on the video).
 */
export function usePictureInPicture(video: RefObject<HTMLVideoElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const enter = () => setActive(true);
    const leave = () => setActive(false);
    element.addEventListener('enterpictureinpicture', enter);
    element.addEventListener('leavepictureinpicture', leave);
    return () => {
      element.removeEventListener('enterpictureinpicture', enter);
      element.removeEventListener('leavepictureinpicture', leave);
    };
  }, [video]);

  const available =
    Boolean(document.pictureInPictureEnabled) && typeof video.current?.requestPictureInPicture === 'function';
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void element.requestPictureInPicture().catch(() => undefined);
  };
  return { active, available, toggle };
}
