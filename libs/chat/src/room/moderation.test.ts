import { allowedModeration, currentRole, isModerationAction, type ChatActionLine } from './moderation';
import type { ChatModerationAction } from './wire';

const SANCTIONS = ['kick:10', 'kick:60', 'dumb:10', 'dumb:60', 'blacklist'];
const names = (actor: Parameters<typeof allowedModeration>[0], target: Parameters<typeof allowedModeration>[1]) =>
  allowedModeration(actor, target).map((request) =>
    'minutes' in request ? `${request.type}:${request.minutes}` : request.type,
  );

test('what each role may do to each other, as the server allows it (apps/api/src/modules/chat/chat-roles.ts)', () => {
  expect(names('member', 'member')).toEqual([]);
  expect(names('manager', 'member')).toEqual(SANCTIONS);
  expect(names('manager', 'manager')).toEqual([]);
  expect(names('manager', 'owner')).toEqual([]);
  expect(names('owner', 'member')).toEqual([...SANCTIONS, 'manager']);
  expect(names('owner', 'manager')).toEqual([...SANCTIONS, 'unmanager']);
  expect(names('owner', 'operator')).toEqual([]);
  expect(names('operator', 'manager')).toEqual([...SANCTIONS, 'unmanager']);
  expect(names('operator', 'owner')).toEqual([]);
  expect(names('operator', 'operator')).toEqual([]);
});

const action = (type: ChatModerationAction['type'], targetMemberId: number | null): ChatModerationAction => ({
  room: '5',
  type,
  targetMemberId,
  targetNickname: targetMemberId === null ? null : '시청자',
  until: null,
  by: { memberId: 1, nickname: '방장', role: 'owner' },
});

test("a chatter's standing follows the latest appointment or dismissal seen since their line", () => {
  const lines: ChatActionLine[] = [
    { id: 1, action: action('manager', 3), afterSeq: 1 },
    { id: 2, action: action('kick', 4), afterSeq: 2 },
    { id: 3, action: action('unmanager', 5), afterSeq: 2 },
  ];
  expect(currentRole(3, 'member', lines)).toBe('manager');
  expect(currentRole(4, 'member', lines)).toBe('member');
  expect(currentRole(5, 'manager', lines)).toBe('member');
  expect(currentRole(3, 'operator', lines)).toBe('operator');
});

test('a malformed action frame is not shown', () => {
  expect(isModerationAction(action('freeze', null))).toBe(true);
  expect(isModerationAction({ ...action('kick', 3), type: 'explode' })).toBe(false);
  expect(isModerationAction({ ...action('kick', 3), targetNickname: 42 })).toBe(false);
  expect(isModerationAction(null)).toBe(false);
});
