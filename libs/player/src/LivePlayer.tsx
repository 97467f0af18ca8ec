import { useRef } from 'react';
import type { ChannelStream } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import { LiveControls } from './controls/LiveControls';
import { RecordingKeys } from './controls/RecordingKeys';
import type { TheaterMode } from './controls/use-theater-mode';
import { DEFAULT_ENGINE_LOADERS, type EngineLoaders } from './engine-loaders';
import { usePlayback } from './use-playback';

export type LivePlayerProps = {
  /** How to play the channel (the channel detail's stream); null while it is offline. */
  stream: ChannelStream | null;
  /** Shown behind the picture until it plays. */
  poster?: string;
  /** Tests inject fake engines; the default loads hls.js, mpegts.js or the video element on demand. */
  engines?: EngineLoaders;
  stallTimeoutMs?: number;
  retryDelayMs?: number;
  /**
   * Told of each fatal error. A live page reloads its channel then: a playback URL's token lasts
   * hours, and a new one arrives as a new URL, which the player starts on.
   */
  onError?: () => void;
  /** When the broadcast went on air (the channel's liveStartedAt): its uptime in the controls. */
  startedAt?: string | null;
  /** The live page's theater mode (useTheaterMode): the controls get its button. */
  theater?: TheaterMode;
  /** Named in the phone's share sheet beside the page's address. */
  shareTitle?: string;
};

/**
 * One player for every stream type (engines.ts picks the engine). Starts muted, as browsers allow
 * autoplay only without sound; the controls unmute. Loading, offline and error are said in words.
 * A live broadcast gets our own controls (a seek bar only over the stream's rewind window, never the
 * browser's, which would show how much this tab has buffered as if it were a length); a recording
 * (the engine says VOD) the browser's.
 */
export function LivePlayer({
  stream,
  poster,
  engines = DEFAULT_ENGINE_LOADERS,
  stallTimeoutMs = 10_000,
  retryDelayMs = 5000,
  onError,
  startedAt,
  theater,
  shareTitle,
}: LivePlayerProps) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const { state, vod, retry, liveWindow, levels, selectLevel } = usePlayback(video, stream, {
    loaders: engines,
    stallTimeoutMs,
    retryDelayMs,
    ...(onError ? { onError } : {}),
  });

  return (
    <div ref={box} className="group relative h-full w-full bg-bg" data-state={state}>
      <video
        ref={video}
        className="h-full w-full"
        aria-label={t('player.label')}
        poster={poster}
        autoPlay
        muted
        playsInline
        controls={state === 'playing' && vod}
        hidden={state === 'offline'}
      />
      {state === 'playing' && vod && <RecordingKeys video={video} box={box} />}
      {state === 'playing' && !vod && (
        <LiveControls
          video={video}
          box={box}
          liveWindow={liveWindow}
          levels={levels}
          selectLevel={selectLevel}
          {...(startedAt ? { startedAt } : {})}
          {...(theater ? { theater } : {})}
          {...(shareTitle ? { shareTitle } : {})}
        />
      )}
      {state !== 'playing' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center" role="status">
          {state === 'loading' && (
            <>
              <span className="h-8 w-8 animate-spin rounded-full border-2 border-border border-t-accent" aria-hidden />
              <p className="text-sm text-text">{t('player.loading')}</p>
            </>
          )}
          {state === 'offline' && <p className="text-base font-semibold text-text">{t('player.offline')}</p>}
          {state === 'error' && (
            <>
              <p className="text-sm text-text">{t('player.error')}</p>
              <Button onClick={retry}>{t('player.retry')}</Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
