import { useId, useState } from 'react';
import { useT } from '@onair/i18n';
import { selectProfile, useAppSelector } from '@onair/store';
import { slowModeUntil } from '../room/chat-room-state';
import { allowedModeration, currentRole, outranks } from '../room/moderation';
import type { ChatRoom } from '../room/use-chat-room';
import type { ChatRole } from '../room/wire';
import { UserCardProfile } from '../user-card/UserCardProfile';
import { useUserCardTriggers } from '../user-card/use-user-card-triggers';
import { PopoutChatButton } from '../popout/PopoutChatButton';
import { CHAT_FONT_CLASS } from '../settings/chat-settings';
import { ChatSettingsMenu } from '../settings/ChatSettingsMenu';
import { useChatSettings } from '../settings/use-chat-settings';
import { BroadcastNoticeLine } from './BroadcastNoticeLine';
import { ChatAnnouncementBar } from './ChatAnnouncementBar';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import { ChatStatusLine } from './ChatStatusLine';
import { ChatterList, ChatterListToggle } from './ChatterList';
import { ChatterMenu, type ChatTarget } from './ChatterMenu';
import { FrozenLine } from './FrozenLine';
import { MatchCard } from './MatchCard';
import { mentionable } from '../mentions/mentionable';
import { RoomTools } from './RoomTools';
import { useChatFollow } from './use-chat-follow';
import { useNarrowViewport } from './use-narrow-viewport';
import { VisitorPrompt } from './VisitorPrompt';
import { VoteCard } from './VoteCard';

export type ChatPanelProps = {
  /** From useChatRoom: the page holds the room so the viewer count and the gift alert read the same one. */
  room: ChatRoom;
  /** The channel's owner (ChannelDetail.ownerMemberId): the signed-in owner gets the room's tools. */
  ownerMemberId?: number;
  /** The channel's owner's nickname (ChannelDetail.ownerNickname): offered first by @mention completion. */
  ownerNickname?: string;
  /** The page with only this room's chat (/live/:id/chat): with it, a button opens it in a window of its own. */
  popoutUrl?: string;
  /**
   * 신고 in a chatter's menu, for signed-in viewers: the page opens its report form (@onair/member's
   * ReportDialog). 이 채팅 신고 hands the line's seq too, so the report names the line, not only who wrote it.
   */
  onReport?: (target: ChatTarget) => void;
  /** 쪽지 보내기 in a chatter's user card: the page opens its message form (@onair/member's ComposeDialog). */
  onMessage?: (recipient: { loginId: string; nickname: string }) => void;
  className?: string;
};

/** The viewer's standing, checked in the server's order (chat-roles.ts roleIn): owner, operator, manager. */
function actorRole(owner: boolean, operator: boolean, manager: boolean): ChatRole {
  if (owner) return 'owner';
  if (operator) return 'operator';
  return manager ? 'manager' : 'member';
}

/** A room named by a channel id has emoji to offer; any other name (a test's) has none. */
const channelIdOf = (room: string) => (/^[1-9]\d{0,14}$/.test(room) ? Number(room) : undefined);

/**
 * The live room's chat: status, the pinned announcement and the vote above the lines (plain text
 * only), and the composer for members or the 회원 전용 prompt for visitors. The owner, managers
 * (told by the server's role event) and operators also get the room's tools.
 */
export function ChatPanel({
  room,
  ownerMemberId,
  ownerNickname,
  popoutUrl,
  onReport,
  onMessage,
  className = '',
}: ChatPanelProps) {
  const t = useT();
  const profile = useAppSelector(selectProfile);
  const over = room.status === 'expired' || room.status === 'closed';
  const owner = profile !== null && ownerMemberId !== undefined && profile.memberId === ownerMemberId;
  const moderator = owner || room.manager || profile?.userType === 'O';
  const actor = actorRole(owner, profile?.userType === 'O', room.manager);
  const chatterListId = useId();
  const [chatterListOpen, setChatterListOpen] = useState(false);
  const narrow = useNarrowViewport();
  const { settings, update: updateSettings } = useChatSettings();
  const voteRunning = room.vote !== null && !room.vote.closed;
  const channelId = channelIdOf(room.room);
  // The owner, managers and operators never wait in slow mode and always write in followers-only chat.
  const held = profile !== null && !moderator && !over;
  const follow = useChatFollow(channelId, held && room.followersOnly);
  // Known not to follow (the channel detail), or told so by the server when the detail cannot say.
  const mustFollow =
    held &&
    room.followersOnly &&
    (follow.following === false || (follow.following === undefined && room.refusal?.code === 'FOLLOWERS_ONLY'));

  const roleOf = (memberId: number, spokeAs: ChatRole): ChatRole =>
    memberId === ownerMemberId ? 'owner' : currentRole(memberId, spokeAs, room.actionLines);
  const canReport = onReport !== undefined && profile !== null;
  // The server's rule for deleting a line: a moderator over the role its writer spoke with (line-deletion-handler.ts).
  const canDelete = (spokeAs: ChatRole) => moderator && outranks(actor, spokeAs);
  const { menuId, picked, setPicked, closeMenu, menuOf, chatters, chatterMenuOf, mentionsOf } = useUserCardTriggers({
    messages: room.messages,
    me: profile && !over ? profile.memberId : null,
    owner:
      ownerMemberId !== undefined && ownerNickname !== undefined
        ? { memberId: ownerMemberId, nickname: ownerNickname }
        : undefined,
  });
  const pickedLine = picked?.seq;
  return (
    <section
      aria-label={t('chat.title')}
      className={`flex min-h-0 flex-col overflow-hidden rounded bg-surface ${className}`}
    >
      <div className="flex items-center justify-between border-b border-border px-3 py-2">
        <h2 className="text-sm font-bold text-text">{t('chat.title')}</h2>
        <div className="flex items-center gap-1">
          <ChatterListToggle
            open={chatterListOpen}
            controls={chatterListId}
            onToggle={() => setChatterListOpen((open) => !open)}
          />
          {popoutUrl && <PopoutChatButton url={popoutUrl} room={room.room} />}
          <ChatSettingsMenu settings={settings} onChange={updateSettings} />
        </div>
      </div>
      {chatterListOpen && <ChatterList id={chatterListId} chatters={chatters} menuOf={chatterMenuOf} />}
      <ChatStatusLine
        status={room.status}
        refusal={room.refusal}
        slowModeSeconds={room.slowModeSeconds}
        followersOnly={room.followersOnly}
      />
      {moderator && !over && <RoomTools room={room} canOpenVote={owner || room.manager} canProposeMatch={owner} />}
      {/* What is pinned above the lines (an announcement, a match and a vote at once) takes at most a quarter
          of the panel and scrolls beyond it, so the lines and the composer keep their place. A running vote
          is there to be acted on before it ends: it may take half, the announcement folds beside it, and the
          lines keep their 100 px (ChatMessageList) whatever the owner's tools leave on a phone. */}
      <div className={`min-h-0 shrink overflow-y-auto ${voteRunning ? 'max-h-[50%]' : 'max-h-[25%]'}`}>
        {room.frozen && <FrozenLine />}
        <BroadcastNoticeLine notices={room.broadcastNotices} />
        {room.announcement && (
          <ChatAnnouncementBar
            announcement={room.announcement}
            folded={room.vote !== null || room.match !== null}
            onUnpin={moderator && !over && room.announcement.line ? () => void room.unannounce() : undefined}
          />
        )}
        {room.match && (
          <MatchCard
            match={room.match}
            room={room.room}
            owner={owner && !over}
            operator={profile?.userType === 'O' && !over}
            onAccept={room.acceptMatch}
            onDecline={room.declineMatch}
            onEnd={room.endMatch}
            onDismiss={room.dismissMatch}
          />
        )}
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
      </div>
      <ChatMessageList
        messages={room.messages}
        pending={room.pending}
        nickname={profile?.nickname ?? null}
        actionLines={room.actionLines}
        menuOf={menuOf}
        mentionsOf={mentionsOf}
        display={{
          fontClass: CHAT_FONT_CLASS[settings.fontSize],
          timestamps: settings.timestamps,
          myNickname: profile?.nickname ?? null,
        }}
      />
      {picked && profile && !over && (
        <ChatterMenu
          key={picked.seq ?? `member-${picked.memberId}`}
          id={menuId}
          target={{ memberId: picked.memberId, nickname: picked.nickname }}
          actions={allowedModeration(actor, roleOf(picked.memberId, picked.spokeAs))}
          onModerate={(request) => room.moderate(picked.memberId, request)}
          onDeleteLine={
            pickedLine !== undefined && canDelete(picked.spokeAs) ? () => room.deleteLine(pickedLine) : undefined
          }
          onPinLine={moderator && pickedLine !== undefined ? () => room.pinLine(pickedLine) : undefined}
          card={
            <UserCardProfile
              memberId={picked.memberId}
              nickname={picked.nickname}
              badges={picked.badges}
              onMessage={onMessage}
              size={narrow ? 'md' : 'sm'}
            />
          }
          onReport={
            canReport
              ? () => {
                  onReport({ memberId: picked.memberId, nickname: picked.nickname });
                  setPicked(null);
                }
              : undefined
          }
          onReportLine={
            canReport && pickedLine !== undefined
              ? () => {
                  onReport({ memberId: picked.memberId, nickname: picked.nickname, seq: pickedLine });
                  setPicked(null);
                }
              : undefined
          }
          onClose={closeMenu}
          sheet={narrow}
        />
      )}
      {profile ? (
        // A closed room's reason is on the status line already.
        <ChatComposer
          onSend={room.send}
          refusal={over ? null : room.refusal}
          disabled={over}
          channelId={channelId}
          slowUntil={held ? slowModeUntil(room) : null}
          followToChat={mustFollow ? { onFollow: follow.follow, busy: follow.busy, failed: follow.failed } : null}
          mentionNicknames={mentionable(room.messages, profile, ownerNickname)}
        />
      ) : (
        <VisitorPrompt />
      )}
    </section>
  );
}
