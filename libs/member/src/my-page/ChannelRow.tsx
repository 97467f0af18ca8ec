import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';

/** A channel in one of my page's lists: its name and owner, LIVE with viewers when on air, and the list's own extra. */
export function ChannelRow({
  channel,
  detail,
  action,
}: {
  channel: myApi.ChannelSummary;
  detail?: ReactNode;
  action?: ReactNode;
}) {
  const t = useT();
  return (
    <li className="flex items-center gap-3 py-3">
      <Link to={`/live/${channel.channelId}`} className="flex min-w-0 flex-1 items-center gap-3 hover:text-accent">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full border border-border bg-surface-raised text-sm font-bold text-muted"
        >
          {channel.profileImageUrl ? (
            <img src={channel.profileImageUrl} alt="" className="size-full object-cover" />
          ) : (
            channel.name.slice(0, 1)
          )}
        </span>
        {/* On a 360 px phone the row beside 언팔로우 holds about 8 Korean characters: a name, title or
            watch count wraps to a second line rather than being cut with an ellipsis after a few. */}
        <span className="flex min-w-0 flex-col">
          <span className="flex min-w-0 items-start gap-2">
            {channel.isLive && (
              <span className="mt-0.5 shrink-0 rounded bg-danger px-1.5 py-0.5 text-[10px] font-bold text-danger-contrast">
                {t('member.my.live')}
              </span>
            )}
            <span className="line-clamp-2 break-words text-sm font-semibold text-text">{channel.name}</span>
          </span>
          <span className="line-clamp-2 break-words text-xs text-muted">
            {channel.isLive
              ? t('member.my.liveDetail', { title: channel.title ?? channel.name, count: channel.viewerCount })
              : t('member.my.owner', { nickname: channel.ownerNickname })}
          </span>
          {detail && <span className="line-clamp-2 break-words text-xs text-muted">{detail}</span>}
        </span>
      </Link>
      {action}
    </li>
  );
}
