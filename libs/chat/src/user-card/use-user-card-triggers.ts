import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { mentionSegments } from '../mentions/mentions';
import type { ChatTarget } from '../panel/ChatterMenu';
import type { MentionMenuTrigger, NicknameMenuTrigger } from '../panel/ChatMessageLine';
import { chatLineBadgesOf, type ChatLineBadges, type ChatMessage, type ChatRole } from '../room/wire';
import { roomChatters, type RoomChatter } from './room-chatters';

/**
 * The chatter whose user card is open, as their line showed them, and that line (seq); opened from
 * the 참여자 list or an @mention there is no line, and so nothing to pin, delete or report of one.
 */
export type PickedChatter = ChatTarget & { spokeAs: ChatRole; badges: ChatLineBadges };

/**
 * What opens a chatter's user card, and which card is open: a line's nickname, a name in the 참여자
 * list and an @mention each open the same one, and closing it gives the focus back to what opened it.
 * `me` is the signed-in reader who may open cards (null: a visitor, or a room that is over).
 */
export function useUserCardTriggers({
  messages,
  me,
  owner,
}: {
  messages: readonly ChatMessage[];
  me: number | null;
  owner?: { memberId: number; nickname: string };
}) {
  const menuId = useId();
  const [picked, setPicked] = useState<PickedChatter | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const ownerId = owner?.memberId;
  const ownerNickname = owner?.nickname;
  const chatters = useMemo(
    () =>
      roomChatters(
        messages,
        ownerId !== undefined && ownerNickname !== undefined
          ? { memberId: ownerId, nickname: ownerNickname }
          : undefined,
      ),
    [messages, ownerId, ownerNickname],
  );
  const chatterNamed = useMemo(() => new Map(chatters.map((chatter) => [chatter.nickname, chatter])), [chatters]);

  // Every signed-in viewer opens a chatter's user card (their profile, follow, 쪽지); what else it holds is theirs to do.
  const cardOpensFor = (memberId: number | null): memberId is number =>
    me !== null && memberId !== null && memberId !== me;
  const cardTrigger = (memberId: number, pick: () => PickedChatter): NicknameMenuTrigger => ({
    open: picked?.memberId === memberId,
    controls: menuId,
    onOpen: (button: HTMLButtonElement) => {
      trigger.current = button;
      setPicked((current) => (current?.memberId === memberId ? null : pick()));
    },
  });

  /** A line's nickname: the card of its writer, with that line to pin, delete or report. */
  const menuOf = (message: ChatMessage) => {
    const memberId = message.memberId;
    if (message.kind !== 'chat' || !cardOpensFor(memberId)) return undefined;
    return cardTrigger(memberId, () => ({
      memberId,
      nickname: message.nickname,
      spokeAs: message.role,
      seq: message.seq,
      badges: chatLineBadgesOf(message.payload),
    }));
  };

  /** A name in the 참여자 list: the card of that chatter, as their latest line showed them. */
  const chatterMenuOf = (chatter: RoomChatter) =>
    cardOpensFor(chatter.memberId)
      ? cardTrigger(chatter.memberId, () => ({
          memberId: chatter.memberId,
          nickname: chatter.nickname,
          spokeAs: chatter.role,
          badges: chatter.badges,
        }))
      : undefined;

  /** A line's @mentions of known chatters (the streamer among them), each opening that chatter's card. */
  const mentionsOf = (message: ChatMessage): MentionMenuTrigger[] | undefined => {
    if (message.kind !== 'chat' || me === null || !message.text.includes('@')) return undefined;
    const mentions: MentionMenuTrigger[] = [];
    for (const segment of mentionSegments(message.text, [...chatterNamed.keys()])) {
      const chatter = segment.kind === 'mention' ? chatterNamed.get(segment.nickname) : undefined;
      const menu = chatter && chatterMenuOf(chatter);
      if (chatter && menu && !mentions.some((mention) => mention.nickname === chatter.nickname))
        mentions.push({ nickname: chatter.nickname, ...menu });
    }
    return mentions;
  };

  const closeMenu = useCallback(() => {
    setPicked(null);
    trigger.current?.focus();
  }, []);

  return { menuId, picked, setPicked, closeMenu, menuOf, chatters, chatterMenuOf, mentionsOf };
}
