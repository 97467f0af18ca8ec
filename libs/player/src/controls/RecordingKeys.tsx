import type { RefObject } from 'react';
import { useFullscreen } from './use-fullscreen';
import { usePlayerKeys } from './use-player-keys';

/**
 * A recording keeps the browser's controls, which hear their keys only while the video has the
 * focus; the player's keys (use-player-keys) work on the whole page for it too, ←/→ within its length.
 */
export function RecordingKeys({
  video,
  box,
}: {
  video: RefObject<HTMLVideoElement | null>;
  box: RefObject<HTMLElement | null>;
}) {
  const fullscreen = useFullscreen(box, video);
  const withVideo = (act: (media: HTMLVideoElement) => void) => () => {
    if (video.current) act(video.current);
  };
  usePlayerKeys(true, {
    togglePlay: withVideo((media) => {
      if (media.paused) void media.play()?.catch(() => undefined);
      else media.pause();
    }),
    toggleFullscreen: () => fullscreen.available && fullscreen.toggle(),
    toggleMute: withVideo((media) => {
      if (media.volume === 0) media.volume = 1;
      media.muted = !media.muted;
    }),
    changeVolume: (delta) =>
      withVideo((media) => {
        media.volume = Math.min(1, Math.max(0, (media.muted ? 0 : media.volume) + delta));
        media.muted = media.volume === 0;
      })(),
    seekBy: (seconds) =>
      withVideo((media) => {
        const end = Number.isFinite(media.duration) ? media.duration : media.currentTime + seconds;
        media.currentTime = Math.min(end, Math.max(0, media.currentTime + seconds));
      })(),
  });
  return null;
}
