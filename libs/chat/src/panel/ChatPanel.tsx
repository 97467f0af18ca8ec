import { useT } from '@onair/i18n';
import { selectProfile, useAppSelector } from '@onair/store';
import type { ChatRoom } from '../room/useChatRoom';
import { ChatAnnouncementBar } from './ChatAnnouncementBar';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import { ChatStatusLine } from './ChatStatusLine';
import { RoomTools } from './RoomTools';
import { VisitorPrompt } from './VisitorPrompt';
import { VoteCard } from './VoteCard';

export type ChatPanelProps = {
  /** From useChatRoom: the page holds the room so the viewer count and the gift alert read the same one. */
  room: ChatRoom;
  /** The channel's owner (ChannelDetail.ownerMemberId): the signed-in owner gets the room's tools. */
  ownerMemberId?: number;
  className?: string;
};

/**
 * The live room's chat: status, the pinned announcement and the vote above the lines (plain text
 * only), and the composer for members or the 회원 전용 prompt for visitors. The owner, managers
 * (told by the server's role event) and operators also get the room's tools.
 */
export function ChatPanel({ room, ownerMemberId, className = '' }: ChatPanelProps) {
  const t = useT();
  const profile = useAppSelector(selectProfile);
  const over = room.status === 'expired' || room.status === 'closed';
  const owner = profile !== null && ownerMemberId !== undefined && profile.memberId === ownerMemberId;
  const moderator = owner || room.manager || profile?.userType === 'O';
  return (
    <section
      aria-label={t('chat.title')}
      className={`flex min-h-0 flex-col overflow-hidden rounded bg-surface ${className}`}
    >
      <h2 className="border-b border-border px-3 py-2 text-sm font-bold text-text">{t('chat.title')}</h2>
      <ChatStatusLine status={room.status} refusal={room.refusal} />
      {moderator && !over && <RoomTools room={room} canOpenVote={owner || room.manager} />}
      {room.announcement && <ChatAnnouncementBar announcement={room.announcement} />}
      {room.vote && (
        <VoteCard
          vote={room.vote}
          choice={room.voteChoice}
          canVote={profile !== null && !over}
          canClose={moderator}
          onCast={room.castVote}
          onClose={room.closeVote}
          onDismiss={room.dismissVote}
        />
      )}
      <ChatMessageList messages={room.messages} pending={room.pending} nickname={profile?.nickname ?? null} />
      {profile ? (
        // A closed room's reason is on the status line already.
        <ChatComposer onSend={room.send} refusal={over ? null : room.refusal} disabled={over} />
      ) : (
        <VisitorPrompt />
      )}
    </section>
  );
}
