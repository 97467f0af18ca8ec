import * as v from 'valibot';
import { defineRoute } from '../route';
import { ChannelIdParam } from './channel-detail';
import { Ok } from './auth';
import { At, Id } from './money-fields';

/**
 * What a notification tells: a followed channel went live, a message (쪽지) arrived, a subscription
 * renews soon, someone replied to one's board comment.
 */
export const NotificationKind = v.picklist(['live', 'message', 'renewal', 'reply']);
export type NotificationKind = v.InferOutput<typeof NotificationKind>;

export const NotificationItem = v.object({
  notificationId: v.number(),
  kind: NotificationKind,
  /** live: the channel that went live; renewal: the subscribed channel; reply: the board's channel; message: null. */
  channelId: v.nullable(v.number()),
  /** live, renewal: the channel's name; message: the sender's nickname; reply: the replier's nickname. */
  name: v.string(),
  /** live: the broadcast's title; renewal: when it renews (ISO); reply: the reply's first words; message: empty. */
  title: v.string(),
  /** reply: the post replied under; null (or absent) for the other kinds. */
  boardId: v.optional(v.nullable(v.number())),
  read: v.boolean(),
  createdAt: At,
});
export type NotificationItem = v.InferOutput<typeof NotificationItem>;

export const NotificationList = v.object({ items: v.array(NotificationItem), unread: v.number() });
export type NotificationList = v.InferOutput<typeof NotificationList>;

/** Base64url without padding, as PushSubscription.toJSON() gives the keys. */
const Base64Url = (max: number) => v.pipe(v.string(), v.minLength(8), v.maxLength(max), v.regex(/^[A-Za-z0-9_-]+$/));

/** A browser's PushSubscription.toJSON(): the push service's https endpoint and the keys to encrypt to. */
export const PushSubscriptionBody = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(2000), v.url(), v.startsWith('https://')),
  keys: v.object({ p256dh: Base64Url(200), auth: Base64Url(100) }),
});
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionBody>;

export const PushKey = v.object({ publicKey: v.string() });

export const notificationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/my/notifications',
    group: 'my',
    operationId: 'myNotifications',
    summary: "The member's newest notifications (at most 30) and how many are unread.",
    access: 'member',
    response: NotificationList,
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/api/my/notifications/read',
    group: 'my',
    operationId: 'myNotificationsRead',
    summary: 'Marks every notification up to and including upTo read (all of them without it).',
    access: 'member',
    body: v.object({ upTo: v.optional(Id) }),
    response: NotificationList,
  }),
  pushKey: defineRoute({
    method: 'GET',
    path: '/api/guest/push-key',
    group: 'guest',
    operationId: 'pushPublicKey',
    summary: "The server's VAPID public key, the applicationServerKey a browser subscribes with.",
    access: 'public',
    response: PushKey,
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/my/push-subscriptions',
    group: 'my',
    operationId: 'myPushSubscribe',
    summary: "Stores this browser's Web Push subscription for the member (again: replaces it).",
    access: 'member',
    body: PushSubscriptionBody,
    response: Ok,
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/my/push-subscriptions/remove',
    group: 'my',
    operationId: 'myPushUnsubscribe',
    summary: "Forgets a Web Push subscription of the member's (an unknown one changes nothing).",
    access: 'member',
    body: v.object({ endpoint: v.pipe(v.string(), v.maxLength(2000)) }),
    response: Ok,
  }),
  followNotify: defineRoute({
    method: 'PUT',
    path: '/api/my/follows/{channelId}/notify',
    group: 'my',
    operationId: 'myFollowNotify',
    summary: '방송 알림 of one followed channel: on or off (404 when the member does not follow it).',
    access: 'member',
    params: v.object({ channelId: ChannelIdParam }),
    body: v.object({ notifyLive: v.boolean() }),
    response: v.object({ channelId: v.number(), notifyLive: v.boolean() }),
  }),
};
