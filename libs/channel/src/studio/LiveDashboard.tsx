import { useIntl } from 'react-intl';
import { myApi } from '@onair/api-client';
import { ChatPanel, useChatRoom } from '@onair/chat';
import { useT } from '@onair/i18n';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { EventFeed } from './EventFeed';
import { LiveCharts } from './LiveCharts';
import { StreamHealthPanel } from '../live/StreamHealthPanel';
import { useLiveEvents } from './use-live-events';

/** The stored figures are polled; the chat and its gifts arrive as they happen over the room's socket. */
const POLL_MS = 5000;

/**
 * The live screen, one screen beside OBS on a 1366x768 laptop: the figures and charts on the
 * left, the event feed and the room's chat (with the owner's moderation tools) on the right. On a
 * phone the parts stack.
 */
export function LiveDashboard({ channelId, ownerMemberId }: { channelId: number; ownerMemberId: number }) {
  const t = useT();
  const intl = useIntl();
  const { data, isLoading, refetch } = myApi.useStudioLiveQuery(
    { channelId: String(channelId) },
    { pollingInterval: POLL_MS },
  );
  const room = useChatRoom(channelId);
  const events = useLiveEvents(data?.recentEvents ?? [], room.messages);
  if (isLoading) return <LoadingState />;
  if (!data) return <LoadError onRetry={() => void refetch()} />;
  const viewers = room.viewers ?? data.viewerCount;
  return (
    <div className="grid gap-3 lg:h-[calc(100vh-10.5rem)] lg:min-h-[30rem] lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-h-0 min-w-0 flex-col gap-3">
        <dl className="grid grid-cols-3 gap-2 text-center">
          <div className="rounded border border-border bg-surface p-2">
            <dt className="text-xs text-muted">{t('studio.live.state')}</dt>
            <dd
              className={`text-base font-bold ${data.isLive ? 'text-danger' : 'text-muted'}`}
              data-testid="studio-live-state"
            >
              {data.isLive ? t('studio.live.onAir') : t('studio.live.offAir')}
            </dd>
          </div>
          <div className="rounded border border-border bg-surface p-2">
            <dt className="text-xs text-muted">{t('studio.live.viewersNow')}</dt>
            <dd className="text-base font-bold text-text">{intl.formatNumber(viewers)}</dd>
          </div>
          <div className="rounded border border-border bg-surface p-2">
            <dt className="text-xs text-muted">{t('studio.live.since')}</dt>
            <dd className="text-base font-bold text-text">
              {data.liveStartedAt ? intl.formatTime(data.liveStartedAt, { hour: '2-digit', minute: '2-digit' }) : '-'}
            </dd>
          </div>
        </dl>
        <LiveCharts minutes={data.minutes} />
        <StreamHealthPanel channelId={channelId} />
        <EventFeed events={events} className="min-h-[12rem] flex-1" />
      </div>
      <ChatPanel room={room} ownerMemberId={ownerMemberId} className="h-[28rem] lg:h-full" />
    </div>
  );
}
