import type { RefObject } from 'react';
import { useT } from '@onair/i18n';
import { FullscreenIcon, PauseIcon, PlayIcon, SoundIcon } from './icons';
import { useFullscreen } from './use-fullscreen';
import { useVideoState } from './use-video-state';

const BUTTON =
  'flex size-10 shrink-0 cursor-pointer items-center justify-center rounded text-text hover:bg-text/15 focus-visible:outline-2 focus-visible:outline-text';

/**
 * A live broadcast's controls: play/pause, sound, full screen and a LIVE badge. No seek bar and no
 * time: a live stream's position and "duration" are only how much of it this tab has buffered.
 * Always dark (data-theme), like the picture under it; hidden until the pointer is over the player
 * with a mouse, always shown on a touch screen, while paused, and while a control has the focus.
 */
export function LiveControls({
  video,
  box,
}: {
  video: RefObject<HTMLVideoElement | null>;
  box: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const { paused, muted, volume } = useVideoState(video);
  const fullscreen = useFullscreen(box, video);
  const silent = muted || volume === 0;

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    // play() is refused (autoplay rules) only before any gesture; this click is one.
    if (element.paused) void element.play()?.catch(() => undefined);
    else element.pause();
  };
  const toggleSound = () => {
    const element = video.current;
    if (!element) return;
    if (silent && element.volume === 0) element.volume = 1;
    element.muted = !silent;
  };
  const setVolume = (value: number) => {
    const element = video.current;
    if (!element) return;
    element.volume = value;
    element.muted = value === 0;
  };

  return (
    <div
      data-theme="DARK"
      role="group"
      aria-label={t('player.controls')}
      className={`absolute inset-x-0 bottom-0 flex items-center gap-1 bg-overlay px-2 py-1 transition-opacity focus-within:opacity-100 ${
        paused ? '' : 'pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100'
      }`}
    >
      <button
        type="button"
        className={BUTTON}
        aria-label={paused ? t('player.play') : t('player.pause')}
        onClick={togglePlay}
      >
        {paused ? <PlayIcon /> : <PauseIcon />}
      </button>
      <button
        type="button"
        className={BUTTON}
        aria-label={silent ? t('player.unmute') : t('player.mute')}
        onClick={toggleSound}
      >
        <SoundIcon muted={silent} />
      </button>
      <input
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={silent ? 0 : volume}
        aria-label={t('player.volume')}
        onChange={(event) => setVolume(Number(event.target.value))}
        className="hidden w-20 cursor-pointer accent-danger sm:block"
      />
      <span className="ml-2 rounded bg-danger px-1.5 py-0.5 text-xs font-bold text-danger-contrast">
        {t('player.live')}
      </span>
      {fullscreen.available && (
        <button
          type="button"
          className={`${BUTTON} ml-auto`}
          aria-label={fullscreen.active ? t('player.exitFullscreen') : t('player.fullscreen')}
          onClick={fullscreen.toggle}
        >
          <FullscreenIcon active={fullscreen.active} />
        </button>
      )}
    </div>
  );
}
