import * as v from 'valibot';
import { defineRoute } from '../route';
import { AnyLoginId, Page, PageSize } from '../fields';
import { PAGE_SIZES } from '../limits';
import { At, IdParam, MaybeAt, PageOf } from './money-fields';
import { MESSAGE_MESSAGES } from '../messages';

/** Limits of a message (쪽지) between members. */
export const MESSAGE_LIMITS = { contentMin: 1, contentMax: 500, deleteMax: 100 } as const;

export const MESSAGE_DIVISIONS = ['received', 'sent'] as const;
export type MessageDivision = (typeof MESSAGE_DIVISIONS)[number];

export const MemberMessage = v.object({
  msgId: v.number(),
  senderLoginId: v.string(),
  senderNickname: v.string(),
  recipientLoginId: v.string(),
  recipientNickname: v.string(),
  content: v.string(),
  /** When the recipient first opened it; null while unread. */
  readAt: MaybeAt,
  createdAt: At,
});
export type MemberMessage = v.InferOutput<typeof MemberMessage>;
export const MemberMessagePage = PageOf(MemberMessage);

export const SendMessageBody = v.object({
  /** The recipient's login ID. */
  loginId: AnyLoginId,
  content: v.pipe(
    v.string(MESSAGE_MESSAGES.content),
    v.trim(),
    v.minLength(MESSAGE_LIMITS.contentMin, MESSAGE_MESSAGES.content),
    v.maxLength(MESSAGE_LIMITS.contentMax, MESSAGE_MESSAGES.content),
  ),
});

export const DeleteMessagesBody = v.object({
  msgIds: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), MESSAGE_MESSAGES.msgIds),
    v.minLength(1, MESSAGE_MESSAGES.msgIds),
    v.maxLength(MESSAGE_LIMITS.deleteMax, MESSAGE_MESSAGES.msgIds),
  ),
});
export const DeletedMessages = v.object({ deleted: v.number() });
export const UnreadCount = v.object({ count: v.number() });

export const BlockedMember = v.object({ loginId: v.string(), nickname: v.string(), blockedAt: At });
export type BlockedMember = v.InferOutput<typeof BlockedMember>;
export const BlockedMemberPage = PageOf(BlockedMember);
export const BlockBody = v.object({ targetId: AnyLoginId });

const messagePage = v.object({ page: Page, size: PageSize(PAGE_SIZES.items) });

export const messageRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/api/my/messages',
    group: 'my',
    operationId: 'mySendMessage',
    summary:
      'Sends a message (1-500 characters) to a member of this brand by login ID. 404 unknown recipient; 403 when the recipient blocked you or turned messages off; 400 to yourself.',
    access: 'member',
    body: SendMessageBody,
    response: MemberMessage,
    status: 201,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/my/messages',
    group: 'my',
    operationId: 'myMessages',
    summary: 'Received or sent messages, newest first, 10 to a page; messages you deleted are left out.',
    access: 'member',
    query: v.object({ division: v.picklist(MESSAGE_DIVISIONS), page: Page, size: PageSize(PAGE_SIZES.items) }),
    response: MemberMessagePage,
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/my/messages/{msgId}',
    group: 'my',
    operationId: 'myReadMessage',
    summary: 'Opens one message: the recipient opening it marks it read. Only its sender and recipient see it (404 otherwise).',
    access: 'member',
    params: v.object({ msgId: IdParam }),
    response: MemberMessage,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/api/my/messages/delete',
    group: 'my',
    operationId: 'myDeleteMessages',
    summary: "Deletes your own copy of up to 100 messages; the other side keeps theirs. Ids that are not yours are skipped.",
    access: 'member',
    body: DeleteMessagesBody,
    response: DeletedMessages,
  }),
  unreadCount: defineRoute({
    method: 'GET',
    path: '/api/my/messages/unread-count',
    group: 'my',
    operationId: 'myUnreadMessageCount',
    summary: 'How many received messages are unread.',
    access: 'member',
    response: UnreadCount,
  }),
  blocks: defineRoute({
    method: 'GET',
    path: '/api/my/messages/blocks',
    group: 'my',
    operationId: 'myMessageBlocks',
    summary: 'Members you blocked from messaging you, newest first.',
    access: 'member',
    query: messagePage,
    response: BlockedMemberPage,
  }),
  block: defineRoute({
    method: 'POST',
    path: '/api/my/messages/blocks',
    group: 'my',
    operationId: 'myBlockMember',
    summary: 'Blocks a member (by login ID) from messaging you; blocking twice is one block. You can still message them.',
    access: 'member',
    body: BlockBody,
    response: BlockedMember,
    status: 201,
  }),
  unblock: defineRoute({
    method: 'DELETE',
    path: '/api/my/messages/blocks/{targetId}',
    group: 'my',
    operationId: 'myUnblockMember',
    summary: 'Lifts a block; lifting one that does not exist changes nothing.',
    access: 'member',
    params: v.object({ targetId: AnyLoginId }),
    response: v.object({ msg: v.literal('ok') }),
  }),
};
