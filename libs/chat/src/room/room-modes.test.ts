import { INITIAL_CHAT_STATE, type ChatRefusal } from './chat-room-state';
import { actionModes, greetedModes, refusedModes } from './room-modes';
import type { ChatConnectionInfo, ChatModerationAction } from './wire';

const action = (
  type: ChatModerationAction['type'],
  fields: Partial<ChatModerationAction> = {},
): ChatModerationAction => ({
  room: '5',
  type,
  targetMemberId: null,
  targetNickname: null,
  until: null,
  by: { memberId: 1, nickname: '방장', role: 'owner' },
  ...fields,
});

test("a join's greeting sets the modes it names and leaves the others", () => {
  const info = { room: '5', viewers: 3, lastSeq: 0 } as unknown as ChatConnectionInfo;
  expect(greetedModes(info)).toEqual({});
  expect(greetedModes({ ...info, frozen: true, slowModeSeconds: 30, followersOnly: false })).toEqual({
    frozen: true,
    slowModeSeconds: 30,
    followersOnly: false,
  });
});

test('a freeze, slow mode and followers-only action set their mode; a sanction sets none', () => {
  expect(actionModes(INITIAL_CHAT_STATE, action('freeze'))).toEqual({ frozen: true });
  expect(actionModes(INITIAL_CHAT_STATE, action('unfreeze'))).toEqual({ frozen: false });
  expect(actionModes(INITIAL_CHAT_STATE, action('slow', { seconds: 10 }))).toEqual({ slowModeSeconds: 10 });
  expect(actionModes(INITIAL_CHAT_STATE, action('followersOnly', { on: true }))).toEqual({ followersOnly: true });
  expect(actionModes(INITIAL_CHAT_STATE, action('kick', { targetMemberId: 3 }))).toEqual({});
});

test('a new slow mode clears the wait a SLOW_MODE refusal named, and no other refusal', () => {
  const refused = (code: ChatRefusal['code']) => ({
    ...INITIAL_CHAT_STATE,
    refusal: { id: 1, code, message: '', retryAfterMs: 5000, at: 0 },
  });
  expect(actionModes(refused('SLOW_MODE'), action('slow', { seconds: 0 }))).toEqual({
    slowModeSeconds: 0,
    refusal: null,
  });
  expect(actionModes(refused('MUTED'), action('slow', { seconds: 3 }))).toEqual({ slowModeSeconds: 3 });
});

test("a refused line tells the room's mode", () => {
  expect(refusedModes('FROZEN')).toEqual({ frozen: true });
  expect(refusedModes('FOLLOWERS_ONLY')).toEqual({ followersOnly: true });
  expect(refusedModes('TOO_LONG')).toEqual({});
});
