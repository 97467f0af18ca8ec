import { useCallback, useEffect } from 'react';
import type { guestApi } from '@onair/api-client';
import { ChatPanel, GiftAlert, useChatRoom } from '@onair/chat';
import { useTheaterMode } from '@onair/player';
import { selectProfile, useAppSelector } from '@onair/store';
import { ChannelAbout } from './ChannelAbout';
import { LiveInfo } from './LiveInfo';
import { liveChatPath } from './live-paths';
import { LiveNotices } from './LiveNotices';
import { LIVE_ROOM_GRID, LIVE_STAGE_CELL } from './live-stage-classes';
import { OfflineSuggestions } from '../browse/OfflineSuggestions';
import { PlayerArea } from './PlayerArea';
import { StreamHealthPanel } from './StreamHealthPanel';
import { useAdmittedChannel } from './use-admitted-channel';
import { useChatCardDialogs } from './use-chat-card-dialogs';
import { useRecordWatch } from './use-record-watch';

/**
 * A channel's live room. On a phone: the stage (pinned under the header), the broadcast's details, the chat right under them
 * (what a viewer came for), then the channel's description and latest notices. On a wide screen the chat is a column
 * beside the rest and stays in view while the page scrolls. One chat connection feeds the panel,
 * the gift alert over the stage and the viewer count, and tells the page when the broadcast starts or ends.
 */
export function LiveRoom({
  channel: page,
  ticket = null,
}: {
  channel: guestApi.ChannelDetail;
  ticket?: string | null;
}) {
  const { channel, refetch } = useAdmittedChannel(page, ticket);
  const reloadChannel = useCallback(() => void refetch(), [refetch]);
  const room = useChatRoom(channel.channelId, { ticket });
  // 신고 and 쪽지 from a chatter's user card.
  const card = useChatCardDialogs(channel.channelId);
  const statusChanges = room.broadcastNotices.length;
  // The room heard the broadcast start or end: reloading the channel starts or stops the player.
  useEffect(() => {
    if (statusChanges > 0) void refetch();
  }, [statusChanges, refetch]);
  useRecordWatch(channel.channelId);
  // Theater mode (the player's button, on a wide screen): the stage takes both columns, the chat moves down beside the details.
  const theater = useTheaterMode();
  const wide = theater.active;
  // The owner renamed the broadcast while we watched: the room said so (channel-info), no reload needed.
  const shown = room.liveTitle === undefined ? channel : { ...channel, liveTitle: room.liveTitle };
  // The stream's health is the streamer's to fix, with their managers' help (the API lets in no one else).
  const runsStream = useAppSelector(selectProfile)?.memberId === channel.ownerMemberId || room.manager;
  return (
    <div className={LIVE_ROOM_GRID(wide)} data-theater={wide || undefined}>
      <div className={LIVE_STAGE_CELL(wide)}>
        <PlayerArea
          channel={channel}
          overlay={<GiftAlert messages={room.messages} />}
          onPlaybackError={reloadChannel}
          theater={theater}
        />
      </div>
      <div className="min-w-0 lg:col-start-1">
        <LiveInfo channel={shown} viewers={room.viewers ?? channel.viewerCount} />
        {runsStream && channel.isLive && <StreamHealthPanel channelId={channel.channelId} className="mt-4" />}
        {!channel.isLive && <OfflineSuggestions channelId={channel.channelId} />}
      </div>
      <ChatPanel
        room={room}
        ownerMemberId={channel.ownerMemberId}
        ownerNickname={channel.ownerNickname}
        popoutUrl={liveChatPath(channel.channelId)}
        {...card.panel}
        className={`h-[min(32rem,75vh)] lg:sticky lg:top-[calc(var(--onair-site-header-height)+1rem)] lg:col-start-2 lg:row-span-3 lg:h-[calc(100vh-7rem)] lg:max-h-[48rem] lg:self-start ${wide ? 'lg:row-start-2' : 'lg:row-start-1'}`}
      />
      {/* Side by side when both are there and the column is wide enough; either alone takes the whole row. */}
      <div className="grid min-w-0 gap-4 self-start md:grid-cols-[repeat(auto-fit,minmax(18rem,1fr))] lg:col-start-1">
        <ChannelAbout channel={channel} className="min-w-0" />
        <LiveNotices channelId={channel.channelId} className="min-w-0" />
      </div>
      {card.dialogs}
    </div>
  );
}
