import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@onair/db';
import type { ChannelStatusEvent } from '../streams/index';
import { notificationStore, type ReplyWritten } from './notification-store';
import type { PushPayload, PushSend } from './push-sender';

/**
 * Turns what happened into notifications: stored for the bell (the header polls it) and, for a
 * channel going live, pushed to the followers' browsers (closed pages too). Push is Korean, the
 * service's first language: the push service shows it without the app's locale.
 */
export function notifier(db: Database, send: PushSend | null, log: FastifyBaseLogger) {
  const store = notificationStore(db);
  const pending = new Set<Promise<void>>();

  async function push(memberIds: number[], payload: PushPayload): Promise<void> {
    if (!send) return;
    const subscriptions = await store.subscriptionsOf(memberIds);
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const outcome = await send(subscription, payload);
        if (outcome === 'gone') await store.forgetEndpoint(subscription.endpoint);
        else if (outcome === 'failed') log.warn({ memberId: subscription.memberId }, 'web push not delivered');
      }),
    );
  }

  async function liveStarted(event: ChannelStatusEvent): Promise<void> {
    if (!event.live || !event.startedAt) return;
    const told = await store.liveStarted(event.channelId, event.title, event.startedAt);
    if (told.length === 0) return;
    const rows = await store.list(told[0] as number);
    const channelName =
      rows.items.find((item) => item.kind === 'live' && item.channelId === event.channelId)?.name ?? '';
    await push(told, {
      title: `${channelName} 방송 시작`,
      body: event.title,
      url: `/live/${event.channelId}`,
      tag: `live-${event.channelId}`,
    });
  }

  /** Runs one in the background, logged if it fails: the event's source never waits for it. */
  function track(work: Promise<void>): void {
    const done = work
      .catch((error: unknown) => log.error({ err: error }, 'notification failed'))
      .finally(() => pending.delete(done));
    pending.add(done);
  }

  return {
    onChannelStatus: (event: ChannelStatusEvent) => track(liveStarted(event)),
    onMessage: (recipientMemberId: number, msgId: number, senderNickname: string) =>
      track(store.messageArrived(recipientMemberId, msgId, senderNickname)),
    /** A reply to a board comment, told to the comment's author (the caller leaves out one's own). */
    onReply: (commentAuthorMemberId: number, reply: ReplyWritten) => track(store.replyWritten(commentAuthorMemberId, reply)),
    /** Waits for work in flight: the app's close, and tests. */
    idle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type Notifier = ReturnType<typeof notifier>;
