import { useMemo } from 'react';
import type { ChatMessage } from '@onair/chat';
import type { FeedEvent } from './EventFeed';

/**
 * The feed: gifts the chat room just carried (they show the moment they are sent) on top of the
 * stored events the dashboard polls (follows and subscriptions, and gifts sent before it opened).
 * A gift in both is shown once: the polled list is the later truth, matched by sender, amount and second.
 */
export function useLiveEvents(stored: FeedEvent[], messages: readonly ChatMessage[]): FeedEvent[] {
  return useMemo(() => {
    const seen = new Set(
      stored.map((event) => `${event.kind}|${event.nickname}|${event.amount}|${event.at.slice(0, 19)}`),
    );
    const fromChat: FeedEvent[] = [];
    for (const message of messages) {
      if (message.kind !== 'gift' || !message.payload) continue;
      const {
        amount,
        senderNickname,
        message: text,
      } = message.payload as { amount?: unknown; senderNickname?: unknown; message?: unknown };
      if (typeof amount !== 'number' || typeof senderNickname !== 'string') continue;
      const at = new Date(message.at).toISOString();
      const event: FeedEvent = {
        kind: 'gift',
        nickname: senderNickname,
        amount,
        message: typeof text === 'string' ? text : null,
        at,
        test: false,
      };
      if (!seen.has(`gift|${senderNickname}|${amount}|${at.slice(0, 19)}`)) fromChat.push(event);
    }
    return [...fromChat, ...stored].sort((a, b) => b.at.localeCompare(a.at)).slice(0, 50);
  }, [stored, messages]);
}
