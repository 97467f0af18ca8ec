import { Link } from 'react-router';
import type { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { noticePath } from '../channel/channel-paths';
import { useFormatDate } from '../shared/use-format-date';

type Notice = myApi.ListChannelNoticesApiResponse['items'][number];

/** One notice in a list: the pin for an important one, the title, and when. */
export function NoticeRow({ notice }: { notice: Notice }) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <li className="border-b border-border last:border-b-0">
      <Link
        to={noticePath(notice.channelId, notice.noticeId)}
        className={`flex items-center gap-3 px-4 py-3 hover:bg-surface-raised ${notice.important ? 'bg-accent/5' : ''}`}
      >
        {notice.important && (
          <span className="shrink-0 rounded bg-accent px-1.5 py-0.5 text-xs font-bold text-accent-contrast">
            {t('channel.notice.important')}
          </span>
        )}
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-text">{notice.title}</span>
        {notice.images.length > 0 && <span className="sr-only">{t('channel.post.hasImages')}</span>}
        <time dateTime={notice.createdAt} className="shrink-0 text-xs text-muted">
          {formatDate(notice.createdAt, false)}
        </time>
      </Link>
    </li>
  );
}
