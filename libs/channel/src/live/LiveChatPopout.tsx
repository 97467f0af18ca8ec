import { useParams } from 'react-router';
import { guestApi } from '@onair/api-client';
import { ChatPanel, useChatRoom } from '@onair/chat';
import { useT } from '@onair/i18n';
import { Spinner } from '@onair/ui';
import { ChannelNotFound } from './ChannelNotFound';
import { channelIdFromParam } from './live-paths';
import { LiveGate } from './LiveGate';
import { useChatCardDialogs } from './use-chat-card-dialogs';

function PopoutRoom({ channel, ticket }: { channel: guestApi.ChannelDetail; ticket: string | null }) {
  const room = useChatRoom(channel.channelId, { ticket });
  // The pop-out's user card reports and writes 쪽지 as the live page's does.
  const card = useChatCardDialogs(channel.channelId);
  return (
    <>
      <ChatPanel
        room={room}
        ownerMemberId={channel.ownerMemberId}
        ownerNickname={channel.ownerNickname}
        className="h-dvh rounded-none"
        {...card.panel}
      />
      {card.dialogs}
    </>
  );
}

/**
 * /live/:channelId/chat, the pop-out chat (ChatPanel's pop-out button opens it with window.open): the
 * channel's room and nothing else, the whole window high. The same door as the live page (live-Auth),
 * so an adult or password room lets in only whom the live page would.
 */
export function LiveChatPopout() {
  const t = useT();
  const channelId = channelIdFromParam(useParams()['channelId']);
  const { data, error, isLoading } = guestApi.useGetChannelDetailQuery(
    { channelId: String(channelId) },
    { skip: channelId === null },
  );
  if (channelId === null || (error && !isLoading && !data)) return <ChannelNotFound />;
  if (!data) {
    return (
      <div role="status" aria-label={t('common.loading')} className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  return (
    <main className="h-dvh">
      <LiveGate key={data.channelId} channelId={data.channelId}>
        {(ticket) => <PopoutRoom channel={data} ticket={ticket} />}
      </LiveGate>
    </main>
  );
}
