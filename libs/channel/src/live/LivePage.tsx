import { useParams } from 'react-router';
import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import { ChannelNotFound } from './ChannelNotFound';
import { channelIdFromParam } from './live-paths';
import { LiveGate } from './LiveGate';
import { LiveRoom } from './LiveRoom';
import { LiveStagePlaceholder } from './LiveStagePlaceholder';

/** A 404 (no such channel, or another brand's) or a 400 (not an id) from the API: the channel is not there. */
const isMissing = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
};

/** The poster an open live room may show before its door is checked: none for an adult room, nor a room whose stream is held back (a password room). */
const openRoomPoster = (channel: guestApi.ChannelDetail) =>
  channel.isLive && !channel.adult && channel.stream !== null ? channel.thumbnailUrl : null;

/** /live/:channelId: loads the channel (GET /api/guest/channel/{channelId}), passes its door (live-Auth) and opens its room. */
export function LivePage() {
  const t = useT();
  const channelId = channelIdFromParam(useParams()['channelId']);
  const { data, error, isLoading, refetch } = guestApi.useGetChannelDetailQuery(
    { channelId: String(channelId) },
    { skip: channelId === null },
  );

  if (channelId === null || isMissing(error)) return <ChannelNotFound />;
  if (isLoading) return <LiveStagePlaceholder />;
  if (!data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center text-muted">
        <p>{t('live.loadError')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  // A key per channel: moving to another channel starts a new room rather than reusing this one's state.
  return (
    <LiveGate key={data.channelId} channelId={data.channelId} poster={openRoomPoster(data)}>
      {(ticket) => <LiveRoom channel={data} ticket={ticket} />}
    </LiveGate>
  );
}
