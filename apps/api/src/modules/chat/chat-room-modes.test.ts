import type { Socket } from 'socket.io-client';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { request, settle, until } from './testing/chat-client';
import { joinAs, joinStaffedRoom, say, type InRoom } from './testing/chat-members';

const FOLLOWERS_ONLY = {
  ok: false,
  code: 'FOLLOWERS_ONLY',
  message: '팔로워 전용 채팅입니다. 채널을 팔로우하면 채팅할 수 있습니다.',
};

describe.each(testDatabaseTargets('pglite'))('slow mode and followers-only chat on $name', (target) => {
  let api: MoneyApi;
  const sockets: Socket[] = [];
  const enter = async (member: TestMember | null, room: string) => {
    const inRoom = await joinAs(api.url, member, room);
    sockets.push(inRoom.socket);
    return inRoom;
  };
  const act = (who: InRoom, room: string, fields: Record<string, unknown>) =>
    request(who.socket, 'action', { room, ...fields });
  const follow = (member: TestMember, channelId: number) =>
    api.call('POST', '/api/my/follows', { body: { channelId }, headers: member.headers });
  const unfollow = (member: TestMember, channelId: number) =>
    api.call('DELETE', `/api/my/follows/${channelId}`, { headers: member.headers });

  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await api.close();
  });

  test("slow mode holds a viewer's next line for its seconds, across their tabs; the owner, managers and operators never wait", async () => {
    const { room, members, owner, manager, plain, operator } = await joinStaffedRoom(api, enter);
    const otherTab = await enter(members.viewer, room);

    expect(await act(manager, room, { type: 'slow', seconds: 3 })).toMatchObject({
      ok: true,
      action: {
        type: 'slow',
        seconds: 3,
        targetMemberId: null,
        by: { memberId: members.helper.memberId, role: 'manager' },
      },
    });
    // The whole room hears it at once.
    await until(() => plain.heard.actions.some((action) => action['type'] === 'slow'));
    expect(plain.heard.actions.at(-1)).toMatchObject({ room, type: 'slow', seconds: 3 });

    const first = Date.now();
    expect(await say(plain.socket, room, '첫 줄')).toMatchObject({ ok: true });
    const refused = await say(otherTab.socket, room, '다른 탭에서 바로');
    expect(refused).toMatchObject({ ok: false, code: 'SLOW_MODE' });
    expect((refused as { message: string }).message).toMatch(
      /^저속 모드입니다\. [1-3]초 후에 다시 채팅할 수 있습니다\.$/,
    );
    const wait = (refused as { retryAfterMs: number }).retryAfterMs;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3000);

    // The exempt speak as often as the rate limit lets them.
    for (const who of [owner, manager, operator]) {
      expect(await say(who.socket, room, '하나')).toMatchObject({ ok: true });
      expect(await say(who.socket, room, '둘')).toMatchObject({ ok: true });
    }

    await settle(Math.max(0, first + 3100 - Date.now()));
    expect(await say(otherTab.socket, room, '기다렸다가')).toMatchObject({ ok: true });
    expect(await say(plain.socket, room, '또 바로')).toMatchObject({ ok: false, code: 'SLOW_MODE' });

    // Off again: no wait.
    expect(await act(owner, room, { type: 'slow', seconds: 0 })).toMatchObject({ ok: true, action: { seconds: 0 } });
    expect(await say(plain.socket, room, '자유')).toMatchObject({ ok: true });
  });

  test('a resend of a stored line inside the wait answers its seq; slow mode counts by the room, not the member', async () => {
    const [streamerA, streamerB] = [
      await newMember(api, { channel: { live: true } }),
      await newMember(api, { channel: { live: true } }),
    ];
    const viewer = await newMember(api);
    const [roomA, roomB] = [String(streamerA.channelId), String(streamerB.channelId)];
    const ownerA = await enter(streamerA, roomA);
    const inA = await enter(viewer, roomA);
    const inB = await enter(viewer, roomB);
    await act(ownerA, roomA, { type: 'slow', seconds: 30 });

    const sent = await say(inA.socket, roomA, '한 번만', 'same-id');
    expect(sent).toMatchObject({ ok: true });
    expect(await say(inA.socket, roomA, '한 번만', 'same-id')).toEqual(sent);
    expect(await say(inA.socket, roomA, '새 줄')).toMatchObject({ ok: false, code: 'SLOW_MODE' });
    // Another room without slow mode is not held back (past the rate limit's 2 s, which counts every room).
    await settle(2100);
    expect(await say(inB.socket, roomB, '다른 방')).toMatchObject({ ok: true });
  });

  test('followers-only chat refuses a non-follower until they follow, without rejoining, and again after an unfollow', async () => {
    const { room, channelId, members, owner, manager, plain: stranger, operator } = await joinStaffedRoom(api, enter);
    const newcomer = members.viewer;
    const fan = await newMember(api);
    expect((await follow(fan, channelId)).status).toBe(200);
    const follower = await enter(fan, room);
    // Before the mode, anyone signed in speaks.
    expect(await say(stranger.socket, room, '안녕하세요')).toMatchObject({ ok: true });

    expect(await act(owner, room, { type: 'followersOnly', on: true })).toMatchObject({
      ok: true,
      action: { type: 'followersOnly', on: true, targetMemberId: null },
    });
    await until(() => stranger.heard.actions.some((action) => action['type'] === 'followersOnly'));
    expect(stranger.heard.actions.at(-1)).toMatchObject({ room, type: 'followersOnly', on: true });

    expect(await say(stranger.socket, room, '저도 말할래요')).toEqual(FOLLOWERS_ONLY);
    expect(await say(follower.socket, room, '팔로워입니다')).toMatchObject({ ok: true });
    for (const who of [owner, manager, operator])
      expect(await say(who.socket, room, '예외')).toMatchObject({ ok: true });
    // Reading still works: the stranger heard every line after the mode went on.
    await until(() => stranger.heard.messages.length === 5);

    expect((await follow(newcomer, channelId)).status).toBe(200);
    expect(await say(stranger.socket, room, '이제 팔로우했어요')).toMatchObject({ ok: true });
    expect((await unfollow(newcomer, channelId)).status).toBe(200);
    expect(await say(stranger.socket, room, '언팔로우했어요')).toEqual(FOLLOWERS_ONLY);

    expect(await act(manager, room, { type: 'followersOnly', on: false })).toMatchObject({
      ok: true,
      action: { on: false },
    });
    expect(await say(stranger.socket, room, '다시 열렸다')).toMatchObject({ ok: true });
  });

  test('only the owner, managers and operators set the modes; visitors and bad settings are refused', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const viewer = await newMember(api);
    const room = String(streamer.channelId);
    const owner = await enter(streamer, room);
    const plain = await enter(viewer, room);
    const visitor = await enter(null, room);

    for (const fields of [
      { type: 'slow', seconds: 10 },
      { type: 'followersOnly', on: true },
    ]) {
      expect(await act(plain, room, fields)).toEqual({ ok: false, code: 'FORBIDDEN', message: '권한이 없습니다.' });
      expect(await act(visitor, room, fields)).toMatchObject({ ok: false, code: 'MEMBERS_ONLY' });
    }
    for (const fields of [
      { type: 'slow', seconds: 7 },
      { type: 'slow', seconds: '10' },
      { type: 'slow' },
      { type: 'followersOnly', on: 'yes' },
      { type: 'followersOnly' },
    ])
      expect(await act(owner, room, fields)).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
    await settle(200);
    expect(plain.heard.actions).toEqual([]);
    // Nothing was set: the viewer speaks twice in a row.
    expect(await say(plain.socket, room, '하나')).toMatchObject({ ok: true });
    expect(await say(plain.socket, room, '둘')).toMatchObject({ ok: true });
  });

  test('a later joiner hears both modes in its greeting', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const room = String(streamer.channelId);
    const owner = await enter(streamer, room);
    const early = await enter(null, room);
    expect(early.joined).toMatchObject({ ok: true, slowModeSeconds: 0, followersOnly: false });

    await act(owner, room, { type: 'slow', seconds: 60 });
    await act(owner, room, { type: 'followersOnly', on: true });
    const late = await enter(await newMember(api), room);
    expect(late.joined).toMatchObject({ ok: true, frozen: false, slowModeSeconds: 60, followersOnly: true });
    expect(late.heard.connections.at(-1)).toMatchObject({ slowModeSeconds: 60, followersOnly: true });
  });
});
