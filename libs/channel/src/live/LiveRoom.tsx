import type { guestApi } from '@onair/api-client';
import { ChatPanel, GiftAlert, useChatRoom } from '@onair/chat';
import { ChannelAbout } from './ChannelAbout';
import { LiveInfo } from './LiveInfo';
import { PlayerArea } from './PlayerArea';
import { useRecordWatch } from './useRecordWatch';

/**
 * A channel's live room. On a phone: the stage, the broadcast's details, the chat right under them
 * (what a viewer came for), then the channel's description. On a wide screen the chat is a column
 * beside the rest and stays in view while the page scrolls. One chat connection feeds the panel,
 * the gift alert over the stage and the viewer count.
 */
export function LiveRoom({ channel, ticket = null }: { channel: guestApi.ChannelDetail; ticket?: string | null }) {
  const room = useChatRoom(channel.channelId, { ticket });
  useRecordWatch(channel.channelId);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr]">
      <div className="min-w-0 lg:col-start-1">
        <PlayerArea channel={channel} overlay={<GiftAlert messages={room.messages} />} />
      </div>
      <div className="min-w-0 lg:col-start-1">
        <LiveInfo channel={channel} viewers={room.viewers ?? channel.viewerCount} />
      </div>
      <ChatPanel
        room={room}
        ownerMemberId={channel.ownerMemberId}
        className="h-[min(32rem,75vh)] lg:sticky lg:top-4 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:h-[calc(100vh-7rem)] lg:max-h-[48rem] lg:self-start"
      />
      <ChannelAbout channel={channel} className="min-w-0 self-start lg:col-start-1" />
    </div>
  );
}
