import type { Socket } from 'socket.io-client';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { request, settle, until } from './testing/chat-client';
import { joinAs, joinStaffedRoom, say, type InRoom } from './testing/chat-members';

describe.each(testDatabaseTargets('pglite'))('chat moderation on $name', (target) => {
  let api: MoneyApi;
  const sockets: Socket[] = [];
  const enter = async (member: TestMember | null, room: string) => {
    const inRoom = await joinAs(api.url, member, room);
    sockets.push(inRoom.socket);
    return inRoom;
  };
  const act = (who: InRoom, room: string, type: string, targetMember?: TestMember, minutes?: number) =>
    request(who.socket, 'action', {
      room,
      type,
      ...(targetMember ? { targetMemberId: targetMember.memberId } : {}),
      ...(minutes === undefined ? {} : { minutes }),
    });
  const rejoin = (who: InRoom, room: string) => request(who.socket, 'join', { room, streamId: 's', source: 'web' });

  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await api.close();
  });

  test('the owner appoints a manager, who is told and speaks as manager; only the owner appoints', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const [helper, viewer] = [await newMember(api), await newMember(api)];
    const room = String(streamer.channelId);
    const owner = await enter(streamer, room);
    const manager = await enter(helper, room);
    const plain = await enter(viewer, room);

    expect(await act(plain, room, 'manager', viewer)).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: '권한이 없습니다.',
    });
    expect(await act(owner, room, 'manager', helper)).toMatchObject({
      ok: true,
      action: { type: 'manager', targetMemberId: helper.memberId },
    });
    await until(() => manager.heard.events.length === 1 && plain.heard.actions.length === 1);
    expect(manager.heard.events[0]).toEqual({ type: 'role', room, role: 'manager' });
    expect(plain.heard.actions[0]).toEqual({
      room,
      type: 'manager',
      targetMemberId: helper.memberId,
      targetNickname: helper.nickname,
      until: null,
      by: { memberId: streamer.memberId, nickname: streamer.nickname, role: 'owner' },
    });
    expect(await say(manager.socket, room, '매니저입니다')).toMatchObject({ ok: true });
    await until(() => plain.heard.messages.length === 1);
    expect(plain.heard.messages[0]).toMatchObject({ role: 'manager' });
    expect(await act(manager, room, 'manager', viewer)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });

  test('a kicked member leaves the room on the spot and cannot come back while the kick lasts; nobody kicks upward', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const [helper, rowdy, bystander] = [await newMember(api), await newMember(api), await newMember(api)];
    const room = String(streamer.channelId);
    const owner = await enter(streamer, room);
    expect(await act(owner, room, 'manager', helper)).toMatchObject({ ok: true });
    const manager = await enter(helper, room);
    const kicked = await enter(rowdy, room);
    const other = await enter(bystander, room);

    expect(await act(other, room, 'kick', rowdy)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await act(manager, room, 'kick', streamer)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    const kick = await act(manager, room, 'kick', rowdy);
    expect(kick).toMatchObject({ ok: true, action: { type: 'kick', targetMemberId: rowdy.memberId } });
    const until10 = Date.parse((kick['action'] as { until: string }).until) - Date.now();
    expect(until10).toBeGreaterThan(9 * 60_000);
    expect(until10).toBeLessThanOrEqual(10 * 60_000);
    await until(() => kicked.heard.events.some((event) => event['type'] === 'kick'));
    expect(kicked.heard.events.find((event) => event['type'] === 'kick')).toMatchObject({
      type: 'kick',
      room,
      reason: 'kick',
    });

    await settle(200);
    expect(await say(kicked.socket, room, '나 아직 있어')).toMatchObject({ ok: false, code: 'NOT_JOINED' });
    expect(await rejoin(kicked, room)).toEqual({
      ok: false,
      code: 'KICKED',
      message: '채팅방에서 강제 퇴장되어 잠시 동안 입장할 수 없습니다.',
    });
    await say(other.socket, room, '조용해졌네요');
    await until(() => other.heard.messages.length === 1);
    await settle(200);
    expect(kicked.heard.messages).toEqual([]);
  });

  test('a blacklisted member is banned until lifted; a dumbed member reads but cannot speak until undumbed', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const [banned, muted] = [await newMember(api), await newMember(api)];
    const room = String(streamer.channelId);
    const owner = await enter(streamer, room);
    const bannedIn = await enter(banned, room);
    const mutedIn = await enter(muted, room);

    expect(await act(owner, room, 'blacklist', banned)).toMatchObject({
      ok: true,
      action: { type: 'blacklist', until: null },
    });
    await until(() => bannedIn.heard.events.length === 1);
    expect(await rejoin(bannedIn, room)).toEqual({
      ok: false,
      code: 'BANNED',
      message: '이 채팅방에서 차단되어 입장할 수 없습니다.',
    });
    expect(await act(owner, room, 'unblacklist', banned)).toMatchObject({ ok: true });
    expect(await rejoin(bannedIn, room)).toMatchObject({ ok: true });

    expect(await act(owner, room, 'dumb', muted, 5)).toMatchObject({ ok: true, action: { type: 'dumb' } });
    expect(await say(mutedIn.socket, room, '말 좀 할게요')).toEqual({
      ok: false,
      code: 'MUTED',
      message: '채팅 금지 상태입니다. 잠시 후 다시 시도해주세요.',
    });
    await say(owner.socket, room, '들리나요');
    await until(() => mutedIn.heard.messages.length === 1);
    expect(await act(owner, room, 'undumb', muted)).toMatchObject({ ok: true });
    expect(await say(mutedIn.socket, room, '이제 말할 수 있어요')).toMatchObject({ ok: true });
    expect(await act(owner, room, 'dumb', muted, 0)).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
  });

  test('a frozen room lets only the owner, managers and operators speak, until it is unfrozen', async () => {
    const { room, members, owner, manager, plain, operator } = await joinStaffedRoom(api, enter);

    expect(await act(manager, room, 'freeze')).toMatchObject({
      ok: true,
      action: { type: 'freeze', targetMemberId: null },
    });
    await until(() => plain.heard.actions.some((action) => action['type'] === 'freeze'));
    expect(await say(plain.socket, room, '얼었나요')).toEqual({
      ok: false,
      code: 'FROZEN',
      message: '채팅이 얼려져 있어 BJ와 매니저만 채팅할 수 있습니다.',
    });
    expect(await say(manager.socket, room, '매니저는 됩니다')).toMatchObject({ ok: true });
    expect(await say(owner.socket, room, 'BJ도 됩니다')).toMatchObject({ ok: true });
    expect(await say(operator.socket, room, '운영자도 됩니다')).toMatchObject({ ok: true });
    // Someone arriving while it is frozen learns it from the join itself.
    const late = await enter(await newMember(api), room);
    expect(late.joined).toMatchObject({ ok: true, frozen: true });
    expect(await act(owner, room, 'unfreeze')).toMatchObject({ ok: true });
    expect(await say(plain.socket, room, '녹았다')).toMatchObject({ ok: true });
    // An operator moderates everywhere, managers included.
    expect(await act(operator, room, 'kick', members.helper)).toMatchObject({ ok: true });
    expect(await act(manager, room, 'freeze')).toMatchObject({ ok: true });
  });

  test('visitors and malformed actions are refused', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const room = String(streamer.channelId);
    const visitor = await enter(null, room);
    const owner = await enter(streamer, room);
    expect(await act(visitor, room, 'freeze')).toMatchObject({ ok: false, code: 'MEMBERS_ONLY' });
    expect(await act(owner, room, 'explode')).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
    expect(await request(owner.socket, 'action', { room, type: 'kick' })).toMatchObject({
      ok: false,
      code: 'INVALID_REQUEST',
    });
    expect(await request(owner.socket, 'action', { room, type: 'kick', targetMemberId: 99_999_999 })).toMatchObject({
      ok: false,
      code: 'INVALID_REQUEST',
    });
  });
});
