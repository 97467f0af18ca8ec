import { Link } from 'react-router';
import { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { channelNoticesPath } from '../channel/channel-paths';
import { NoticeRow } from '../notices/NoticeRow';

/** A glance, not the list: the notices tab has the rest. */
const SHOWN = 3;

/**
 * The channel's latest notices in the live room (important first, the server's order), each a link
 * to its page. Nothing at all while loading, on failure or when there are none: the room does not
 * wait on them.
 */
export function LiveNotices({ channelId, className = '' }: { channelId: number; className?: string }) {
  const t = useT();
  const { data } = myApi.useListChannelNoticesQuery({ channelId, page: 1, size: SHOWN });
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="live-notices-heading" className={`overflow-hidden rounded bg-surface ${className}`}>
      {/* On a phone the row is as tall as 더보기's 40 px target (a thumb, as every phone control): the
          heading stays where the top padding put it, and the notices start below the target, not under it. */}
      <div className="flex items-center justify-between px-4 pt-3 max-sm:pt-0">
        <h2 id="live-notices-heading" className="text-xs font-semibold text-muted">
          {t('live.notices')}
        </h2>
        <Link
          to={channelNoticesPath(channelId)}
          // With a pointer, a 24 px target that keeps the row's height (the negative margin takes the padding back).
          className="-my-1 inline-flex min-h-6 items-center px-1 text-xs text-muted hover:text-text max-sm:my-0 max-sm:min-h-10 max-sm:min-w-10 max-sm:justify-center"
        >
          {t('channel.more')}
        </Link>
      </div>
      <ul className="mt-1 max-sm:mt-0">
        {data.items.slice(0, SHOWN).map((notice) => (
          <NoticeRow key={notice.noticeId} notice={notice} />
        ))}
      </ul>
    </section>
  );
}
