import type { UserType } from '@onair/contracts';
import type { GiftEvent, GiftEventBus } from '../money/index';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatStore } from './chat-store';
import type { RoomBroadcaster } from './room-broadcaster';
import type { RoomDirectory } from './room-directory';
import type { RoomStates } from './room-state';
import type { GiftPayload } from './chat-protocol';
import { roleIn } from './chat-roles';
import type { MessageDraft } from './chat-store';
import { cleanChatText } from './chat-text';

/** Gift alerts stored by one statement at most; more wait for the next. */
const MAX_BATCH = 500;
/**
 * Batches start at least this far apart, so alerts arriving meanwhile go together. Waiting only
 * for the statement in flight was not enough on PGlite, which runs one statement at a time: each
 * alert was stored alone between two gifts and cost more than the gift itself.
 */
const BATCH_INTERVAL_MS = 20;

type GiftDraft = { channelId: number; draft: MessageDraft };

/** What a relay of events into rooms gives chat-server: stop listening, and wait for what was taken to be stored. */
export type LineRelay = { stop(): void; idle(): Promise<void> };
/** relayGifts' relay also takes a gift whose line may be missing (gift-line-recovery.ts). */
export type GiftRelay = LineRelay & { take(gift: GiftEvent): void };

/**
 * Gifts become messages of kind 'gift' in the channel's room, numbered and stored like any
 * line, so a viewer who reconnects gets the alerts they missed. Only the node that took the gift
 * hears of it (the bus is in-process) and stores it once; the adapter carries it to the others.
 * The gift's id is its clientMsgId, so the same gift is never shown twice.
 *
 * Gifts are stored in batches across rooms (chat-store appendGifts), one statement at a time and
 * at most one every BATCH_INTERVAL_MS: those that arrive meanwhile go together in the next (a gift
 * after a quiet spell is stored at once). Into a thousand live rooms at once this is one statement
 * per batch where a transaction per gift was (the room sequencer batches per room only). A batch
 * goes to the room broadcaster as soon as it is stored. A room's lines from this node that wait
 * on its row meanwhile commit after the batch and have round trips left to go, so they go out
 * after its alerts; should the two ever cross, clients order by seq (docs/chat.md).
 */
/** What the relay works with: the rooms, their stored lines and the broadcaster. */
export type GiftRelayParts = {
  store: ChatStore;
  directory: RoomDirectory;
  states: RoomStates;
  broadcaster: RoomBroadcaster;
  log: FastifyBaseLogger;
};

export function relayGifts(context: GiftRelayParts, gifts: GiftEventBus): GiftRelay {
  const queue: GiftDraft[] = [];
  let running: Promise<void> | null = null;
  // Alerts still being drafted (their room's owner and moderation read, usually from cache).
  const drafting = new Set<Promise<void>>();
  let lastStart = 0;

  async function drain() {
    while (queue.length > 0) {
      const wait = lastStart + BATCH_INTERVAL_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastStart = Date.now();
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const created = await context.store.appendGifts(batch);
        context.broadcaster.publish(created);
      } catch (error) {
        const giftIds = batch.map(({ draft }) => draft.clientMsgId);
        context.log.error({ err: error, gifts: giftIds }, 'gifts not shown in chat');
      }
    }
    running = null;
  }

  function take(gift: GiftEvent) {
    const drafted = draftOf(context, gift).then(
      (draft) => {
        if (!draft) return;
        queue.push(draft);
        running ??= drain();
      },
      (error: unknown) => context.log.error({ err: error, giftId: gift.giftId }, 'gift not shown in chat'),
    );
    drafting.add(drafted);
    void drafted.finally(() => drafting.delete(drafted));
  }
  const unsubscribe = gifts.subscribe(take);

  return {
    take,
    stop: unsubscribe,
    async idle() {
      while (running || drafting.size > 0) await Promise.all([running, ...drafting]);
    },
  };
}

/** The gift's alert for its room, or null when the room's channel is gone. */
async function draftOf(context: GiftRelayParts, gift: GiftEvent): Promise<GiftDraft | null> {
  const info = await context.directory.find(gift.channelId);
  if (!info) return null;
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
  return {
    channelId: gift.channelId,
    draft: {
      memberId: gift.senderMemberId,
      nickname: gift.senderNickname,
      role,
      kind: 'gift',
      text: cleanChatText(gift.message ?? ''),
      payload,
      clientMsgId: `gift:${gift.giftId}`,
    },
  };
}
