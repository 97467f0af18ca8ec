import * as v from 'valibot';
import { CHAT_MESSAGES } from '../messages';
import {
  CHAT_LIVE_MATCH_TYPES,
  CHAT_ROOM_EVENT_TYPES,
  ChatLiveMatchRequest,
  ChatRoomEventRequest,
  parseChatClientPayload,
} from './client-events';
import { CHAT_MODERATION_TYPES, ChatModerationAction, ChatModerationRequest, isChatModerationType } from './moderation';
import { ChatServerEvent } from './server-events';

const refused = (message: string = CHAT_MESSAGES.invalidRequest) => ({ ok: false, message });

test('a well-formed payload parses, its room as a string', () => {
  expect(parseChatClientPayload('join', { room: 12, streamId: 's', source: 'web', lastSeq: 0 })).toEqual({
    ok: true,
    payload: { room: '12', streamId: 's', source: 'web', lastSeq: 0 },
  });
  expect(parseChatClientPayload('message', { room: '12', text: '안녕', clientMsgId: 'c-1' })).toMatchObject({
    ok: true,
  });
  expect(parseChatClientPayload('action', { room: '12', type: 'slow', seconds: 30 })).toMatchObject({ ok: true });
  expect(parseChatClientPayload('action', { room: '12', type: 'castVote', voteId: 3, option: 0 })).toMatchObject({
    ok: true,
  });
});

test('wrong types, missing fields and unknown names are refused in Korean', () => {
  expect(parseChatClientPayload('join', 'not an object')).toEqual(refused());
  expect(parseChatClientPayload('join', { room: '012' })).toEqual(refused());
  expect(parseChatClientPayload('join', { room: '1', lastSeq: -1 })).toEqual(refused());
  expect(parseChatClientPayload('message', { room: '1', text: 42 })).toEqual(refused());
  expect(parseChatClientPayload('message', { room: '1' })).toEqual(refused());
  expect(parseChatClientPayload('message', { room: '1', text: 'a', clientMsgId: 'x'.repeat(65) })).toEqual(refused());
  expect(parseChatClientPayload('action', { room: '1', type: 'explode' })).toEqual(refused());
  expect(parseChatClientPayload('action', { room: '1', type: 'kick' })).toEqual(refused());
  expect(parseChatClientPayload('action', { room: '1', type: 'dumb', targetMemberId: 3, minutes: 0 })).toEqual(
    refused(),
  );
  expect(parseChatClientPayload('action', { room: '1', type: 'slow', seconds: 7 })).toEqual(refused());
});

test('a field with a refusal of its own answers with it', () => {
  const propose = { room: '1', type: 'proposeMatch', opponentChannelId: 2 };
  for (const minutes of [2, 31, 3.5, '10'])
    expect(parseChatClientPayload('action', { ...propose, minutes })).toEqual(refused(CHAT_MESSAGES.liveMatchMinutes));
  const vote = { room: '1', type: 'openVote', question: '점심?', options: ['밥', '면'], seconds: 30 };
  expect(parseChatClientPayload('action', { ...vote, options: ['밥'] })).toEqual(
    refused(CHAT_MESSAGES.voteOptionCount),
  );
  expect(parseChatClientPayload('action', { ...vote, seconds: 29 })).toEqual(refused(CHAT_MESSAGES.voteDuration));
});

test('the moderation list is one list, and the room hears only its actions', () => {
  expect(CHAT_MODERATION_TYPES).toEqual([
    'manager',
    'unmanager',
    'kick',
    'blacklist',
    'unblacklist',
    'dumb',
    'undumb',
    'freeze',
    'unfreeze',
    'slow',
    'followersOnly',
  ]);
  expect(isChatModerationType('kick')).toBe(true);
  expect(isChatModerationType('announce')).toBe(false);
  const action = {
    room: '1',
    type: 'slow',
    targetMemberId: null,
    targetNickname: null,
    until: null,
    by: { memberId: 1, nickname: '방장', role: 'owner' },
    seconds: 5,
  };
  expect(v.is(ChatModerationAction, action)).toBe(true);
  expect(v.is(ChatModerationAction, { ...action, seconds: undefined })).toBe(false);
  expect(v.is(ChatModerationAction, { ...action, type: 'explode' })).toBe(false);
  expect(v.is(ChatServerEvent, { type: 'kick', room: '1', reason: 'kick', until: null })).toBe(true);
  expect(v.is(ChatServerEvent, { type: 'kick', room: '1', reason: 'bye', until: null })).toBe(false);
});

type TypeEntry = { literal?: string; options?: readonly string[] };
const typesOf = (schema: { options: readonly { entries: { type: TypeEntry } }[] }) =>
  schema.options.flatMap(({ entries: { type } }) => type.options ?? [type.literal ?? '']);

test('each action list names exactly the types its schema takes', () => {
  expect(typesOf(ChatModerationRequest)).toEqual([...CHAT_MODERATION_TYPES]);
  expect(typesOf(ChatRoomEventRequest)).toEqual([...CHAT_ROOM_EVENT_TYPES]);
  expect(typesOf(ChatLiveMatchRequest)).toEqual([...CHAT_LIVE_MATCH_TYPES]);
});
