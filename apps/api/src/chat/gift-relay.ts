import type { UserType } from '@onair/contracts';
import type { GiftEvent, GiftEventBus } from '../money/gift-events';
import type { ChatContext } from './chat-context';
import type { GiftPayload } from './chat-protocol';
import { roleIn } from './chat-roles';
import { cleanChatText } from './chat-text';

/**
 * Gifts become messages of kind 'gift' in the channel's room, numbered and stored like any
 * line, so a viewer who reconnects gets the alerts they missed. Only the node that took the gift
 * hears of it (the bus is in-process) and stores it once; the adapter carries it to the others.
 * The gift's id is its clientMsgId, so the same gift is never shown twice.
 */
export function relayGifts(context: ChatContext, gifts: GiftEventBus): () => void {
  return gifts.subscribe((gift) => {
    storeGift(context, gift).catch((error) =>
      context.log.error({ err: error, giftId: gift.giftId }, 'gift not shown in chat'),
    );
  });
}

async function storeGift(context: ChatContext, gift: GiftEvent) {
  const info = await context.directory.find(gift.channelId);
  if (!info) return;
  const state = await context.states.get(gift.channelId);
  // The sender's user type is not on the event; a gift's role only colours the alert, so a member is assumed unless they manage the room.
  const role = roleIn({ memberId: gift.senderMemberId, userType: 'V' satisfies UserType }, info, state);
  const payload: GiftPayload = {
    giftId: gift.giftId,
    itemCode: gift.itemCode,
    amount: gift.amount,
    message: gift.message,
    senderNickname: gift.senderNickname,
  };
  await context.sequencer.append(gift.channelId, {
    memberId: gift.senderMemberId,
    nickname: gift.senderNickname,
    role,
    kind: 'gift',
    text: cleanChatText(gift.message ?? ''),
    payload,
    clientMsgId: `gift:${gift.giftId}`,
  });
}
