import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { LivePlayer, preloadEngine } from '@onair/player';
import { useChannel } from '../channel/channel-context';
import { ClipMaker } from '../clips/ClipMaker';
import { EmptyState } from '../shared/EmptyState';
import { idFromParam } from '../shared/id-from-param';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { failureStatus, isMissing } from '../shared/refusal';
import { useRefusalText } from '../shared/use-failure-text';
import { useFormatDate } from '../shared/use-format-date';
import { formatDuration } from './format-duration';
import { channelReplaysPath } from './replay-paths';
import { ReplayChat } from './ReplayChat';
import { useVideoClock } from './use-video-clock';

/**
 * /channel/:channelId/replays/:recordingId: one recording played from its HLS VOD playlist in the
 * LivePlayer, with its title, broadcast date and length, and beside it the chat as it happened, in
 * time with the video. A recording of another channel is not this channel's: not found, as for an
 * unknown id.
 */
export function ReplayPage() {
  const t = useT();
  const refusalText = useRefusalText();
  const formatDate = useFormatDate();
  const { channelId } = useChannel();
  const recordingId = idFromParam(useParams()['recordingId']);
  const { data, error, isLoading, refetch } = guestApi.useGuestRecordedStreamQuery(
    { recordedStreamId: String(recordingId) },
    { skip: recordingId === null },
  );
  // Recordings are HLS: hls.js downloads while the recording is asked for, not after.
  useEffect(() => preloadEngine('HLS'), []);
  // A state, not a ref: the box mounts once the recording is loaded, and the clock then finds its video.
  const [playerBox, setPlayerBox] = useState<HTMLDivElement | null>(null);
  const nowMs = useVideoClock(playerBox);

  if (recordingId === null || isMissing(error) || (data && data.channelId !== channelId)) {
    return <EmptyState>{t('channel.replay.notFound')}</EmptyState>;
  }
  if (isLoading) return <LoadingState />;
  if (failureStatus(error) === 403) return <EmptyState>{refusalText(error)}</EmptyState>;
  if (!data) return <LoadError onRetry={() => void refetch()} />;

  return (
    <article className="flex flex-col gap-3">
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div
          ref={setPlayerBox}
          role="region"
          aria-label={t('channel.replay.player')}
          className="relative aspect-video w-full overflow-hidden rounded bg-surface-raised"
        >
          <div className="absolute inset-0">
            <LivePlayer key={data.recordedStreamId} stream={data.stream} poster={data.thumbnailUrl ?? undefined} />
          </div>
        </div>
        <ReplayChat recordedStreamId={data.recordedStreamId} nowMs={nowMs} />
      </div>
      <header className="flex flex-col gap-1 px-1">
        <h2 className="break-words text-lg font-bold text-text sm:text-xl">{data.title}</h2>
        <p className="flex flex-wrap gap-x-2 text-xs text-muted sm:text-sm">
          <time dateTime={data.startedAt}>{t('channel.replay.broadcastAt', { date: formatDate(data.startedAt) })}</time>
          <span aria-hidden>·</span>
          <span>{t('channel.replay.duration', { duration: formatDuration(data.durationSeconds) })}</span>
        </p>
      </header>
      <div className="flex flex-wrap items-center gap-2">
        <ClipMaker
          source={{ recordedStreamId: data.recordedStreamId, videoSeconds: () => playerBox?.querySelector('video')?.currentTime ?? 0 }}
          defaultTitle={data.title}
        />
        <Link
          to={channelReplaysPath(channelId)}
          className="inline-flex min-h-10 items-center rounded px-3 text-sm font-semibold text-muted hover:text-text"
        >
          {t('channel.replay.list')}
        </Link>
      </div>
    </article>
  );
}
