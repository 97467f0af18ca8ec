import { useEffect, useState, type MouseEvent, type RefObject } from 'react';
import { useT } from '@onair/i18n';
import { formatClock } from './format-clock';
import { FullscreenIcon, PauseIcon, PictureInPictureIcon, PlayIcon, SoundIcon, TheaterIcon } from './icons';
import type { LiveWindow } from '../engines/attach';
import { AT_LIVE_SECONDS, liveWindowOf, useLivePosition } from './live-position';
import { LiveBadge } from './LiveBadge';
import { QualityMenu } from './QualityMenu';
import type { QualityLevel } from '../engines/attach';
import { useQuality } from './use-quality';
import { ShareButton } from './ShareButton';
import { Uptime } from './Uptime';
import { useFullscreen } from './use-fullscreen';
import { usePictureInPicture } from './use-picture-in-picture';
import { usePlayerKeys } from './use-player-keys';
import type { TheaterMode } from './use-theater-mode';
import { useVideoState } from './use-video-state';

const BUTTON =
  'flex size-10 shrink-0 cursor-pointer items-center justify-center rounded text-text hover:bg-text/15 focus-visible:outline-2 focus-visible:outline-text';

export type LiveControlsProps = {
  video: RefObject<HTMLVideoElement | null>;
  box: RefObject<HTMLElement | null>;
  /** The live window by the engine (hls.js); null: the video's seekable range. */
  liveWindow: () => LiveWindow | null;
  /** When the broadcast went on air (ISO 8601): the uptime beside the badge. */
  startedAt?: string | null;
  /** The page's theater mode; the button shows on a wide screen only, where the layout can widen. */
  theater?: TheaterMode;
  /** The page's title for the system's share sheet. */
  shareTitle?: string;
  /** The stream's renditions (hls.js's levels); two or more get the quality menu. */
  levels?: readonly QualityLevel[];
  /** Switches the engine to a level (-1: auto). */
  selectLevel?: (index: number) => void;
};

const NO_LEVELS: readonly QualityLevel[] = [];
const NO_SELECT = () => undefined;

/**
 * A live broadcast's controls: play/pause, sound, the LIVE badge (behind live: how far, and the way
 * back), uptime, a seek bar over the rewind window when the stream keeps one, share, the quality menu
 * when the stream has renditions, picture-in-
 * picture, theater mode and full screen, and the player's keys (use-player-keys). A click on the
 * picture pauses or plays, a double click goes full screen (with a mouse; a tap on a phone only shows
 * the controls). Always dark (data-theme), like the picture under it; hidden until the pointer is
 * over the player with a mouse, always shown on a touch screen, while paused, and while a control has
 * the focus.
 */
export function LiveControls({
  video,
  box,
  liveWindow,
  startedAt,
  theater,
  shareTitle,
  levels = NO_LEVELS,
  selectLevel = NO_SELECT,
}: LiveControlsProps) {
  const t = useT();
  const quality = useQuality(levels, selectLevel);
  const { paused, muted, volume } = useVideoState(video);
  const fullscreen = useFullscreen(box, video);
  const pip = usePictureInPicture(video);
  const position = useLivePosition(video, liveWindow);
  const silent = muted || volume === 0;
  const behind = position && position.behind > AT_LIVE_SECONDS ? position.behind : null;
  // After a pause the viewer is offered the way back to live until they are there again.
  const [pausedBehind, setPausedBehind] = useState(false);
  useEffect(() => {
    if (paused) setPausedBehind(true);
  }, [paused]);
  useEffect(() => {
    if (behind === null && !paused) setPausedBehind(false);
  }, [behind, paused]);

  const element = () => video.current;
  const togglePlay = () => {
    const media = element();
    if (!media) return;
    // play() is refused (autoplay rules) only before any gesture; this click or key is one.
    if (media.paused) void media.play()?.catch(() => undefined);
    else media.pause();
  };
  const toggleSound = () => {
    const media = element();
    if (!media) return;
    if (silent && media.volume === 0) media.volume = 1;
    media.muted = !silent;
  };
  const setVolume = (value: number) => {
    const media = element();
    if (!media) return;
    media.volume = Math.min(1, Math.max(0, value));
    media.muted = media.volume === 0;
  };
  const seekTo = (time: number) => {
    const media = element();
    if (!media || !position) return;
    media.currentTime = Math.min(position.edge, Math.max(position.start, time));
  };
  const goLive = () => {
    const media = element();
    if (!media) return;
    const window = liveWindowOf(media, liveWindow);
    if (window) media.currentTime = window.edge;
    setPausedBehind(false);
    if (media.paused) void media.play()?.catch(() => undefined);
  };

  usePlayerKeys(true, {
    togglePlay,
    toggleFullscreen: () => fullscreen.available && fullscreen.toggle(),
    toggleMute: toggleSound,
    changeVolume: (delta) => setVolume((silent ? 0 : volume) + delta),
    ...(position?.rewind ? { seekBy: (seconds: number) => seekTo((element()?.currentTime ?? 0) + seconds) } : {}),
  });

  const onPictureClick = (event: MouseEvent) => {
    // A tap on a touch screen shows the controls (they stay); only a mouse click pauses.
    const pointer = (event.nativeEvent as PointerEvent).pointerType;
    if (pointer === 'touch' || pointer === 'pen') return;
    togglePlay();
  };

  return (
    <>
      {/* The picture itself: keys and the buttons below do the same, so it is not a control of its own. */}
      <div
        className="absolute inset-0 cursor-pointer"
        aria-hidden
        data-testid="player-picture"
        onClick={onPictureClick}
        onDoubleClick={() => fullscreen.available && fullscreen.toggle()}
      />
      {pausedBehind && behind !== null && (
        <div data-theme="DARK" className="absolute inset-x-0 top-3 flex justify-center">
          <button
            type="button"
            onClick={goLive}
            className="min-h-10 cursor-pointer rounded-full bg-overlay px-4 text-sm font-semibold text-text hover:bg-text/15 focus-visible:outline-2 focus-visible:outline-text"
          >
            {t('player.returnLive')}
          </button>
        </div>
      )}
      <div
        data-theme="DARK"
        role="group"
        aria-label={t('player.controls')}
        className={`absolute inset-x-0 bottom-0 bg-overlay px-2 py-1 transition-opacity focus-within:opacity-100 ${
          paused ? '' : 'pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100'
        }`}
      >
        {position?.rewind && (
          <input
            type="range"
            min={Math.floor(position.start)}
            max={Math.ceil(position.edge)}
            step={1}
            value={Math.round(position.edge - position.behind)}
            aria-label={t('player.seek')}
            aria-valuetext={behind === null ? t('player.live') : t('player.behindLive', { time: formatClock(behind) })}
            onChange={(event) => seekTo(Number(event.target.value))}
            className="block h-4 w-full cursor-pointer accent-danger"
          />
        )}
        <div className="flex items-center gap-1">
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
          <LiveBadge behind={behind} onGoLive={goLive} />
          {/* On the narrowest phones the behind-live time takes the uptime's room. */}
          {startedAt && <Uptime startedAt={startedAt} className={behind === null ? '' : 'max-sm:hidden'} />}
          <span className="ml-auto flex items-center gap-1">
            <ShareButton className={BUTTON} {...(shareTitle ? { title: shareTitle } : {})} />
            {levels.length > 1 && (
              <QualityMenu levels={levels} choice={quality.choice} onChoose={quality.choose} buttonClassName={BUTTON} />
            )}
            {pip.available && (
              <button
                type="button"
                className={BUTTON}
                aria-label={t('player.pip')}
                title={t('player.pip')}
                aria-pressed={pip.active}
                onClick={pip.toggle}
              >
                <PictureInPictureIcon />
              </button>
            )}
            {theater && (
              <button
                type="button"
                className={`${BUTTON} max-lg:hidden`}
                aria-label={t('player.theater')}
                title={t('player.theater')}
                aria-pressed={theater.active}
                onClick={theater.toggle}
              >
                <TheaterIcon active={theater.active} />
              </button>
            )}
            {fullscreen.available && (
              <button
                type="button"
                className={BUTTON}
                aria-label={fullscreen.active ? t('player.exitFullscreen') : t('player.fullscreen')}
                onClick={fullscreen.toggle}
              >
                <FullscreenIcon active={fullscreen.active} />
              </button>
            )}
          </span>
        </div>
      </div>
    </>
  );
}
