import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { GiftButton, SubscribeButton } from '@onair/payments';
import { selectProfile, useAppSelector } from '@onair/store';
import { channelPath } from '../channel/channelPaths';
import { FollowButton } from '../channel/FollowButton';

export type LiveInfoProps = {
  channel: guestApi.ChannelDetail;
  /** The chat's count when it has one (fresher), else the API's. */
  viewers: number;
};

/** Under the stage: the broadcast's title, the owner and the channel, viewers and start time, and the subscribe and gift buttons (each hides itself where the brand lacks it, and from the channel's owner). */
export function LiveInfo({ channel, viewers }: LiveInfoProps) {
  const t = useT();
  const intl = useIntl();
  // A streamer on their own live page: nobody subscribes to or gifts themselves (the API refuses both).
  const ownChannel = useAppSelector(selectProfile)?.memberId === channel.ownerMemberId;
  const startedAt =
    channel.isLive && channel.liveStartedAt
      ? intl.formatTime(channel.liveStartedAt, { hour: '2-digit', minute: '2-digit' })
      : null;
  return (
    <section className="flex flex-wrap items-start justify-between gap-3 rounded bg-surface p-4">
      <div className="flex min-w-0 items-start gap-3">
        {channel.profileImageUrl ? (
          <img src={channel.profileImageUrl} alt="" className="h-11 w-11 shrink-0 rounded-full object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-border bg-surface-raised font-semibold text-text"
          >
            {channel.ownerNickname.slice(0, 1)}
          </div>
        )}
        <div className="min-w-0">
          <h1 className="break-words text-lg font-bold text-text sm:text-xl">{channel.liveTitle ?? channel.name}</h1>
          <p className="text-sm font-semibold text-text">
            {channel.liveTitle ? (
              channel.ownerNickname
            ) : (
              <Link to={channelPath(channel.channelId)} className="hover:underline">
                {channel.ownerNickname}
              </Link>
            )}
          </p>
          {/* The channel's name, unless the heading already is it. */}
          {channel.liveTitle && (
            <Link
              to={channelPath(channel.channelId)}
              // 24 px tall at least: a finger on a phone hits the link, not the line under it.
              className="inline-flex min-h-6 items-center text-xs text-muted hover:text-text hover:underline"
            >
              {channel.name}
            </Link>
          )}
          {channel.isLive && (
            <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-muted">
              <span className="inline-flex items-center gap-1">
                <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-danger" />
                {t('live.viewers', { count: viewers })}
              </span>
              {startedAt && <span>{t('live.startedAt', { time: startedAt })}</span>}
            </p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <FollowButton channelId={channel.channelId} />
        {!ownChannel && (
          <>
            <SubscribeButton channelId={channel.channelId} channelName={channel.name} />
            <GiftButton channelId={channel.channelId} channelName={channel.name} />
          </>
        )}
      </div>
    </section>
  );
}
