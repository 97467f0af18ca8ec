import type { ReactNode } from 'react';
import type { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { LivePlayer, type TheaterMode } from '@onair/player';
import { LIVE_STAGE_BOX } from './live-stage-classes';

export type PlayerAreaProps = {
  channel: guestApi.ChannelDetail;
  /** Laid over the picture (the gift alert). */
  overlay?: ReactNode;
  /** The player could not play: the room reloads the channel for a fresh stream URL. */
  onPlaybackError?: () => void;
  /** The room's theater mode: the player's button, and a stage no taller than the screen when on. */
  theater?: TheaterMode;
};

/**
 * The 16:9 stage: a live channel with a stream plays in the LivePlayer (libs/player); a live one
 * without a stream yet shows "방송 준비 중" over its thumbnail, and an offline one says so. What is laid
 * over it (the gift alert) stays in view below the site header while the stage is partly scrolled away.
 */
export function PlayerArea({ channel, overlay, onPlaybackError, theater }: PlayerAreaProps) {
  const t = useT();
  const stream = channel.isLive ? channel.stream : null;
  return (
    <div
      // clip, not hidden: hidden would make the stage a scroll container and hold the overlay's sticky to it.
      className={LIVE_STAGE_BOX(theater?.active ?? false)}
      role="region"
      aria-label={t('live.player')}
    >
      {stream && (
        <div className="absolute inset-0">
          <LivePlayer
            stream={stream}
            poster={channel.thumbnailUrl ?? undefined}
            startedAt={channel.liveStartedAt}
            shareTitle={channel.liveTitle ?? channel.name}
            {...(theater ? { theater } : {})}
            {...(onPlaybackError ? { onError: onPlaybackError } : {})}
          />
        </div>
      )}
      {!stream && channel.thumbnailUrl && (
        <img src={channel.thumbnailUrl} alt="" className="absolute inset-0 h-full w-full object-cover opacity-40" />
      )}
      {!stream && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-accent/25 via-transparent to-bg/60 p-6 text-center">
          {channel.isLive ? (
            <>
              <span className="rounded bg-danger px-2 py-0.5 text-xs font-bold text-danger-contrast">
                {t('live.live')}
              </span>
              <p className="text-lg font-bold text-text sm:text-2xl">{t('live.preparing')}</p>
              <p className="max-w-sm text-xs text-muted sm:text-sm">{t('live.preparingText')}</p>
            </>
          ) : (
            <>
              <span className="rounded border border-border bg-surface px-2 py-0.5 text-xs font-semibold text-text">
                {t('live.offline')}
              </span>
              <p className="text-base font-semibold text-text sm:text-xl">
                {t('live.offlineText', { owner: channel.ownerNickname })}
              </p>
            </>
          )}
        </div>
      )}
      {/* The overlay keeps below the site header (--onair-site-header-height, libs/ui theme.css) while
          the stage's top is scrolled under it, within the stage. */}
      {overlay && (
        <div className="pointer-events-none absolute inset-0">
          <div className="sticky top-[var(--onair-site-header-height)] flex justify-center pt-3 sm:pt-5">{overlay}</div>
        </div>
      )}
    </div>
  );
}
