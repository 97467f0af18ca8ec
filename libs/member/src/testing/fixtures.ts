import { File as NodeFile } from 'node:buffer';
import type { myApi } from '@onair/api-client';

type Message = myApi.MyMessagesApiResponse['items'][number];

/** A message to the signed-in member (viewer01) unless told otherwise. */
export function messageOf(overrides: Partial<Message> = {}): Message {
  return {
    msgId: 1,
    senderLoginId: 'friend01',
    senderNickname: '친구',
    recipientLoginId: 'viewer01',
    recipientNickname: '라이브팬',
    content: '오늘 방송 재밌었어요',
    readAt: null,
    createdAt: '2025-08-13T06:00:00.000Z',
    ...overrides,
  };
}

type Channel = myApi.ChannelSummary;

export function channelOf(overrides: Partial<Channel> = {}): Channel {
  return {
    channelId: 42,
    name: '게임 채널',
    description: '',
    ownerNickname: '방송인',
    isLive: false,
    viewerCount: 0,
    title: null,
    player: null,
    thumbnailUrl: null,
    profileImageUrl: null,
    adult: false,
    ...overrides,
  };
}

/**
 * A file as the browser would hand it over. Node's File, not jsdom's: the FormData and Request of
 * the test environment are Node's, and they only take their own Blobs as files.
 */
export function fileOf(name: string, type: string, bytes = 16): File {
  return new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
}
