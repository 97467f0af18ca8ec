import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { GiftButton, SubscribeButton } from '@onair/payments/live';
import { selectProfile, useAppSelector } from '@onair/store';
import { channelPath } from '../channel/channel-paths';
import { FollowButton } from '../channel/FollowButton';
import { ClipMaker } from '../clips/ClipMaker';
import { BROADCAST_SETTINGS_PATH } from '../settings/broadcast-settings-path';
import { LiveTitleEditor } from './LiveTitleEditor';
import { BroadcastTopics } from '../browse/BroadcastTopics';

export type LiveInfoProps = {
  channel: guestApi.ChannelDetail;
  /** The chat's count when it has one (fresher), else the API's. */
  viewers: number;
};

/**
 * Under the stage: the broadcast's title, the owner and the channel, viewers and start time, and the
 * subscribe and gift buttons (each hides itself where the brand lacks it, and from the channel's owner;
 * the gift dialog is titled with the owner's nickname).
 * The owner instead gets a pencil beside the title to change it, and the way to the broadcast's
 * settings (방송 설정: stream key, title), which a streamer who came here to start is looking for.
 */
export function LiveInfo({ channel, viewers }: LiveInfoProps) {
  const t = useT();
  const intl = useIntl();
  // A streamer on their own live page: nobody subscribes to or gifts themselves (the API refuses both).
  const ownChannel = useAppSelector(selectProfile)?.memberId === channel.ownerMemberId;
  const [editing, setEditing] = useState(false);
  const pencil = useRef<HTMLButtonElement>(null);
  const closeEditor = () => {
    setEditing(false);
    pencil.current?.focus();
  };
  const startedAt =
    channel.isLive && channel.liveStartedAt
      ? intl.formatTime(channel.liveStartedAt, { hour: 'numeric', minute: '2-digit' })
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
          <div className="flex items-center gap-1">
            <h1 className="min-w-0 break-words text-lg font-bold text-text sm:text-xl">
              {channel.liveTitle ?? channel.name}
            </h1>
            {ownChannel && (
              <button
                ref={pencil}
                type="button"
                aria-label={t('channel.liveTitle.edit')}
                aria-expanded={editing}
                title={t('channel.liveTitle.edit')}
                onClick={() => setEditing(!editing)}
                className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded text-muted transition hover:bg-accent/10 hover:text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
                  <path d="M11.7 1.3a1 1 0 0 1 1.4 0l1.6 1.6a1 1 0 0 1 0 1.4l-8.6 8.6-3.4.8a.5.5 0 0 1-.6-.6l.8-3.4 8.8-8.4Zm-7.9 9.3-.4 1.9 1.9-.4 7.1-7.1-1.5-1.5-7.1 7.1Z" />
                </svg>
              </button>
            )}
          </div>
          <p className="text-sm font-semibold text-text">
            {channel.liveTitle ? (
              channel.ownerNickname
            ) : (
              <Link
                to={channelPath(channel.channelId)}
                // 40 px tall on a phone (a thumb) without moving the lines around it.
                className="hover:underline max-sm:-my-2.5 max-sm:inline-flex max-sm:min-h-10 max-sm:items-center"
              >
                {channel.ownerNickname}
              </Link>
            )}
          </p>
          {/* The channel's name, unless the heading already is it. */}
          {channel.liveTitle && (
            <Link
              to={channelPath(channel.channelId)}
              // 24 px tall at least, 40 px on a phone (a thumb): the negative margin keeps the lines where they were.
              className="inline-flex min-h-6 items-center text-xs text-muted hover:text-text hover:underline max-sm:-my-2 max-sm:min-h-10"
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
          <BroadcastTopics categoryId={channel.categoryId ?? null} tags={channel.tags ?? []} />
        </div>
      </div>
      {/* Never wider than the section: the open 클립 만들기 form wraps its fields on a phone instead of
          widening the page past the screen (the page then scrolled sideways under the thumb). */}
      <div className="flex max-w-full shrink-0 flex-wrap gap-2">
        <FollowButton channelId={channel.channelId} />
        {channel.isLive && (
          <ClipMaker source={{ channelId: channel.channelId }} defaultTitle={channel.liveTitle ?? channel.name} />
        )}
        {ownChannel ? (
          <Link
            to={BROADCAST_SETTINGS_PATH}
            className="inline-flex h-10 items-center rounded border border-border bg-surface-raised px-4 text-sm font-semibold text-text transition hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {t('live.broadcastSettings')}
          </Link>
        ) : (
          <>
            <SubscribeButton channelId={channel.channelId} channelName={channel.name} />
            {/* A gift goes to the streamer (BJ, host): the dialog names them, the channel only when the nickname is unknown. */}
            <GiftButton channelId={channel.channelId} recipientName={channel.ownerNickname.trim() || channel.name} />
          </>
        )}
      </div>
      {ownChannel && editing && <LiveTitleEditor channel={channel} onClose={closeEditor} />}
    </section>
  );
}
