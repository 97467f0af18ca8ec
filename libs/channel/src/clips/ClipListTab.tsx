import { Link } from 'react-router';
import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { useChannel } from '../channel/channel-context';
import { EmptyState } from '../shared/EmptyState';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { failureStatus } from '../shared/refusal';
import { useRefusalText } from '../shared/use-failure-text';
import { clipPath } from './clip-paths';

/** The channel page's 클립 tab: the channel's clips, newest first, each linking to its page. */
export function ClipListTab() {
  const t = useT();
  const refusalText = useRefusalText();
  const { channelId } = useChannel();
  const { data, error, isLoading, refetch } = guestApi.useGuestClipListQuery({ channelId, size: 24 });
  if (isLoading) return <LoadingState />;
  if (failureStatus(error) === 403) return <EmptyState>{refusalText(error)}</EmptyState>;
  if (!data) return <LoadError onRetry={() => void refetch()} />;
  if (data.items.length === 0) return <EmptyState>{t('channel.clip.empty')}</EmptyState>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {data.items.map((clip) => (
        <li key={clip.clipId}>
          <Link to={clipPath(clip.clipId)} className="flex flex-col gap-1 rounded bg-surface p-3 hover:bg-surface-raised">
            <span className="break-words font-semibold text-text">{clip.title}</span>
            <span className="text-xs text-muted">
              {t('channel.clip.by', { nickname: clip.creator.nickname })} · {t('channel.clip.views', { count: clip.viewCount })} ·{' '}
              {clip.status === 'ready'
                ? t('channel.clip.seconds', { count: Math.round(clip.durationSeconds) })
                : clip.status === 'failed'
                  ? t('channel.clip.failed')
                  : t('channel.clip.pending')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
