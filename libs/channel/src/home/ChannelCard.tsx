import { Link } from 'react-router';
import type { ChannelSummary } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { livePath } from '../live/live-paths';
import { TagList } from '../browse/TagList';

export type ChannelCardProps = {
  channel: ChannelSummary;
  /**
   * The home's first cards: their thumbnail is the first screen's largest picture (its LCP), so it
   * is fetched at once and first rather than when the browser finds it in view.
   */
  eager?: boolean;
};

export function ChannelCard({ channel, eager = false }: ChannelCardProps) {
  const t = useT();
  return (
    <article aria-label={channel.name}>
      <Link
        to={livePath(channel.channelId)}
        className="group flex flex-col gap-2 rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
      >
        <div className="relative aspect-video overflow-hidden rounded bg-surface-raised">
          {channel.thumbnailUrl ? (
            <img
              src={channel.thumbnailUrl}
              alt=""
              className="h-full w-full object-cover"
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
            />
          ) : (
            <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-accent/40 to-surface text-4xl font-bold text-text/80">
              {channel.profileImageUrl ? (
                <img src={channel.profileImageUrl} alt="" className="h-16 w-16 rounded-full object-cover" loading="lazy" />
              ) : (
                channel.name.slice(0, 1)
              )}
            </div>
          )}
          {channel.isLive ? (
            <span className="absolute left-2 top-2 rounded bg-danger px-1.5 py-0.5 text-xs font-bold text-danger-contrast">
              {t('home.live')}
            </span>
          ) : (
            <span className="absolute left-2 top-2 rounded border border-border bg-surface px-1.5 py-0.5 text-xs font-semibold text-text">
              {t('home.offline')}
            </span>
          )}
          {channel.isLive && (
            <span className="absolute bottom-2 left-2 rounded bg-surface/90 px-1.5 py-0.5 text-xs font-semibold text-text">
              {t('home.viewers', { count: channel.viewerCount })}
            </span>
          )}
        </div>
        <div className="flex gap-2">
          <div className="flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full border border-border bg-surface-raised text-sm font-semibold">
            {channel.profileImageUrl ? (
              <img src={channel.profileImageUrl} alt="" className="h-full w-full object-cover" loading="lazy" />
            ) : (
              channel.ownerNickname.slice(0, 1)
            )}
          </div>
          <div className="min-w-0">
            <h3 className="truncate text-sm font-semibold text-text">{channel.title ?? channel.name}</h3>
            <p className="truncate text-xs text-muted">{channel.ownerNickname}</p>
            {channel.title && <p className="truncate text-xs text-muted">{channel.name}</p>}
            <TagList tags={channel.tags} className="mt-1" />
          </div>
        </div>
      </Link>
    </article>
  );
}
