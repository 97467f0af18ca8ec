import { Link } from 'react-router';
import type { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { ReportButton } from '@onair/member';
import { livePath } from '../live/live-paths';
import { useViewer } from '../shared/use-viewer';
import { MY_CHANNEL_PATH } from './channel-paths';
import { FollowButton } from './FollowButton';
import { useFollow } from './use-follow';

/**
 * The top of a channel page: the banner, the profile image over its lower edge, the name, owner,
 * followers and description, the follow button and, while live, the way to the broadcast (then the
 * main action, with following beside it as the secondary one). The owner, who cannot follow their
 * own channel, gets 내 채널 관리 there instead, as a streamer's own page offers on SOOP and Twitch. On a
 * phone the buttons go under the text; on a wide screen they sit at the right.
 */
export function ChannelHeader({
  profile,
  showDescription = true,
}: {
  profile: guestApi.GuestChannelProfileApiResponse;
  /** Off on the home tab, which shows the description whole under 채널 소개. */
  showDescription?: boolean;
}) {
  const t = useT();
  const { followerCount } = useFollow(profile.channelId);
  const { member } = useViewer();
  const ownsChannel = !!member && member.memberId === profile.ownerMemberId;
  return (
    <header className="overflow-hidden rounded bg-surface">
      <div className="relative aspect-[4/1] max-h-56 w-full bg-gradient-to-br from-accent/40 via-surface-raised to-surface">
        {profile.bannerImageUrl && <img src={profile.bannerImageUrl} alt="" className="h-full w-full object-cover" />}
      </div>
      <div className="flex flex-col gap-3 px-4 pb-4 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <div className="flex min-w-0 items-end gap-3">
          {/* relative: drawn over the banner (itself positioned), not under it; self-start: the negative margin lifts it over the banner even when the text beside it is taller. */}
          <div className="relative -mt-8 h-16 w-16 shrink-0 self-start overflow-hidden rounded-full border-4 border-surface bg-surface-raised ring-1 ring-border sm:-mt-10 sm:h-24 sm:w-24">
            {profile.profileImageUrl ? (
              <img src={profile.profileImageUrl} alt="" className="h-full w-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-full w-full items-center justify-center text-2xl font-bold text-text"
              >
                {profile.name.slice(0, 1)}
              </span>
            )}
          </div>
          <div className="min-w-0 pt-2">
            <h1 className="flex flex-wrap items-center gap-2 break-words text-xl font-bold text-text sm:text-2xl">
              {profile.name}
              {profile.isLive && (
                <span className="rounded bg-danger px-1.5 py-0.5 text-xs font-bold text-danger-contrast">
                  {t('live.live')}
                </span>
              )}
            </h1>
            <p className="text-sm text-muted">
              <span className="font-semibold text-text">{profile.ownerNickname}</span>
              <span aria-hidden="true"> · </span>
              {t('channel.followers', { count: followerCount ?? profile.followerCount })}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          {/* While live, watching is the page's main action (filled, like every primary button) and following
              steps back to an outline; red stays the LIVE badge's colour, not a button's. */}
          {profile.isLive && (
            <Link
              to={livePath(profile.channelId)}
              className="inline-flex h-10 items-center gap-2 rounded bg-accent px-4 text-sm font-semibold text-accent-contrast transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3" fill="currentColor">
                <path d="M3 1.8v8.4a.6.6 0 0 0 .9.5l6.6-4.2a.6.6 0 0 0 0-1L3.9 1.3a.6.6 0 0 0-.9.5Z" />
              </svg>
              {t('channel.watchLive')}
            </Link>
          )}
          <FollowButton channelId={profile.channelId} secondary={profile.isLive} />
          {ownsChannel && (
            <Link
              to={MY_CHANNEL_PATH}
              className="inline-flex h-10 items-center rounded border border-border bg-surface-raised px-4 text-sm font-semibold text-text transition hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {t('channel.settings.title')}
            </Link>
          )}
          <ReportButton
            target={{ type: 'channel', id: profile.channelId, label: profile.name }}
            ownerMemberId={profile.ownerMemberId}
            size="md"
          />
        </div>
      </div>
      {showDescription && profile.description && (
        <p className="line-clamp-3 whitespace-pre-line break-words px-4 pb-4 text-sm text-muted sm:px-6">
          {profile.description}
        </p>
      )}
    </header>
  );
}
