import type { myApi } from '@onair/api-client';

export type MemberMessage = myApi.MyMessagesApiResponse['items'][number];
export type MessageBoxKind = myApi.MyMessagesApiArg['division'];
/** The tabs of the message page: the two boxes and the block list. */
export type MessageTab = MessageBoxKind | 'blocks';
export const MESSAGE_TABS: readonly MessageTab[] = ['received', 'sent', 'blocks'];

/** The other member of a message, seen from the box it is in. */
export const counterpartOf = (message: MemberMessage, box: MessageBoxKind) =>
  box === 'received'
    ? { loginId: message.senderLoginId, nickname: message.senderNickname }
    : { loginId: message.recipientLoginId, nickname: message.recipientNickname };
