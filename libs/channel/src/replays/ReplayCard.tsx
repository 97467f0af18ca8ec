import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { useFormatDate } from '../shared/use-format-date';
import { formatDuration } from './format-duration';
import { replayPath } from './replay-paths';

type Recording = guestApi.GuestRecordedStreamApiResponse;

/**
 * One recording in the replays tab: its picture (a frame the media node took 2 s in, or a tile in the
 * brand's colours when it has none) with its length, then its title and broadcast date. The owner's
 * tools (children) sit under the link, not inside it.
 */
export function ReplayCard({ recording, children }: { recording: Recording; children?: ReactNode }) {
  const t = useT();
  const formatDate = useFormatDate();
  const duration = formatDuration(recording.durationSeconds);
  return (
    <li className="flex flex-col gap-2 rounded bg-surface p-2 sm:p-3" data-testid="replay-card">
      <Link
        to={replayPath(recording.channelId, recording.recordedStreamId)}
        className="group flex gap-3 rounded hover:bg-surface-raised sm:flex-col"
      >
        <div className="relative aspect-video w-32 shrink-0 overflow-hidden rounded bg-gradient-to-br from-accent/30 via-surface-raised to-bg sm:w-full">
          {recording.thumbnailUrl ? (
            // The title beside it names the recording: the picture adds nothing a screen reader would say.
            <img src={recording.thumbnailUrl} alt="" loading="lazy" className="absolute inset-0 h-full w-full object-cover" />
          ) : (
            <svg
              viewBox="0 0 24 24"
              aria-hidden
              className="absolute left-1/2 top-1/2 h-8 w-8 -translate-x-1/2 -translate-y-1/2 fill-current text-text/70 transition group-hover:text-accent sm:h-12 sm:w-12"
            >
              <path d="M8 5v14l11-7z" />
            </svg>
          )}
          {recording.hidden && (
            <span className="absolute left-1 top-1 rounded bg-bg/80 px-1.5 py-0.5 text-xs font-semibold text-text">
              {t('channel.replay.hiddenBadge')}
            </span>
          )}
          <span className="absolute bottom-1 right-1 rounded bg-bg/80 px-1.5 py-0.5 text-xs font-semibold tabular-nums text-text">
            <span className="sr-only">{t('channel.replay.duration', { duration })}</span>
            <span aria-hidden>{duration}</span>
          </span>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <span className="line-clamp-2 break-words text-sm font-semibold text-text sm:text-base">
            {recording.title}
          </span>
          <time dateTime={recording.startedAt} className="text-xs text-muted">
            {t('channel.replay.broadcastAt', { date: formatDate(recording.startedAt, false) })}
          </time>
        </div>
      </Link>
      {children}
    </li>
  );
}
