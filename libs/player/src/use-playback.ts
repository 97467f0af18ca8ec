import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ChannelStream } from '@onair/contracts';
import type { EngineLoaders, EngineSession, EngineStatus } from './engine-loaders';
import type { QualityLevel } from './engines/attach';
import { isLowLatency, playerEngineFor } from './engines';
import { skipLeadingGap } from './skip-leading-gap';

export type PlaybackState = 'offline' | 'loading' | 'playing' | 'error';

export type PlaybackOptions = {
  loaders: EngineLoaders;
  /** Restart when the picture has not moved for this long (default 10 s). */
  stallTimeoutMs: number;
  /** After a fatal error, try again this much later (default 5 s). */
  retryDelayMs: number;
  /** Told of each fatal error, so the page can fetch a fresh stream URL (a signed one may have expired). */
  onError?: () => void;
};

const CHECK_EVERY_MS = 1000;

/**
 * Plays stream in the video element with the engine its player type calls for, loaded on demand.
 * Restarts the engine when playback stops making progress (a stalled live stream) and retries
 * after a fatal error, or after an engine finds the broadcast off air; `retry` restarts at once.
 */
export function usePlayback(
  video: RefObject<HTMLVideoElement | null>,
  stream: ChannelStream | null,
  options: PlaybackOptions,
) {
  const [state, setState] = useState<PlaybackState>(stream ? 'loading' : 'offline');
  const [attempt, setAttempt] = useState(0);
  // The URL an engine found to be a recording (VOD); any other URL is played as live.
  const [vodUrl, setVodUrl] = useState<string | null>(null);
  // The renditions the engine offers (hls.js's levels of a master playlist); empty: one rendition.
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const sessionRef = useRef<EngineSession | undefined>(undefined);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const url = stream?.url;
  const player = stream?.player;
  const provider = stream?.provider;

  useEffect(() => {
    const element = video.current;
    if (!url || !player || !provider || !element) {
      setState('offline');
      return;
    }
    const { loaders, stallTimeoutMs, retryDelayMs } = optionsRef.current;
    let session: EngineSession | undefined;
    let stopGapSkip: (() => void) | undefined;
    let cancelled = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let lastTime = element.currentTime;
    let lastProgressAt = Date.now();
    const restart = () => {
      if (!cancelled) setAttempt((count) => count + 1);
    };
    const fail = () => {
      if (cancelled) return;
      setState('error');
      optionsRef.current.onError?.();
      retryTimer ??= setTimeout(restart, retryDelayMs);
    };
    const onPlaying = () => {
      if (!cancelled) setState('playing');
    };
    const onStatus = (status: EngineStatus) => {
      if (cancelled) return;
      setState(status);
      // A broadcast that is not on air may come back under the same URL: look again later.
      if (status === 'offline') retryTimer ??= setTimeout(restart, retryDelayMs);
    };
    const onVod = () => {
      if (cancelled) return;
      setVodUrl(url);
      stopGapSkip ??= skipLeadingGap(element);
    };
    const onLevels = (offered: QualityLevel[]) => {
      if (!cancelled) setLevels(offered);
    };
    setState('loading');
    setLevels([]);
    element.addEventListener('playing', onPlaying);

    loaders[playerEngineFor(player)]()
      .then((attach) => {
        if (cancelled) return;
        session = attach(element, url, {
          lowLatency: isLowLatency(provider),
          onFatalError: fail,
          onStatus,
          onVod,
          onLevels,
        });
        sessionRef.current = session;
      })
      .catch(fail);

    const watchdog = setInterval(() => {
      if (cancelled || retryTimer) return;
      const now = Date.now();
      if (element.currentTime !== lastTime || element.paused) {
        // A viewer's pause is not a stall.
        lastTime = element.currentTime;
        lastProgressAt = now;
      } else if (now - lastProgressAt >= stallTimeoutMs) {
        restart();
      }
    }, CHECK_EVERY_MS);

    return () => {
      cancelled = true;
      clearInterval(watchdog);
      clearTimeout(retryTimer);
      element.removeEventListener('playing', onPlaying);
      stopGapSkip?.();
      session?.destroy();
      if (sessionRef.current === session) sessionRef.current = undefined;
    };
  }, [video, url, player, provider, attempt]);

  // Stable, so the controls' position polling is not restarted by each render.
  const liveWindow = useCallback(() => sessionRef.current?.liveWindow?.() ?? null, []);
  const selectLevel = useCallback((index: number) => sessionRef.current?.selectLevel?.(index), []);

  return {
    state,
    vod: url !== undefined && vodUrl === url,
    retry: () => setAttempt((count) => count + 1),
    attempt,
    liveWindow,
    levels,
    selectLevel,
  };
}
