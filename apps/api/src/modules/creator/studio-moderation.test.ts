import type { Socket } from 'socket.io-client';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { request, until } from '../chat/testing/chat-client';
import { joinAs, say, type InRoom } from '../chat/testing/chat-members';

/**
 * The studio's managers, ban list and room password state over HTTP: the owner (and, for the ban
 * list, managers) only; every change reaches the live room at once, as the socket's moderation does.
 */
describe.each(testDatabaseTargets('pglite'))('studio moderation on $name', (target) => {
  let api: MoneyApi;
  let owner: TestMember;
  let otherOwner: TestMember;
  let mintOwner: TestMember;
  let viewer: TestMember;
  let channelId: number;
  let room: string;
  const sockets: Socket[] = [];

  const call = (method: string, member: TestMember | null, path: string, body?: unknown) =>
    api.call(method, `/api/my/studio/${channelId}${path}`, {
      headers: member?.headers ?? {},
      ...(body === undefined ? {} : { body }),
    });
  const enter = async (member: TestMember) => {
    const inRoom = await joinAs(api.url, member, room);
    sockets.push(inRoom.socket);
    return inRoom;
  };
  const act = (who: InRoom, type: string, targetMember: TestMember, minutes?: number) =>
    request(who.socket, 'action', { room, type, targetMemberId: targetMember.memberId, ...(minutes ? { minutes } : {}) });

  beforeAll(async () => {
    api = await startMoneyApi(target);
    owner = await newMember(api, { channel: { live: true } });
    channelId = owner.channelId ?? 0;
    room = String(channelId);
    otherOwner = await newMember(api, { channel: {} });
    mintOwner = await newMember(api, { brand: 'mint', channel: {} });
    viewer = await newMember(api);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await api.close();
  });

  test('the owner adds managers by login ID or nickname, the member is told at once, and removes them', async () => {
    const [byId, byNickname] = [await newMember(api), await newMember(api)];
    const helperIn = await enter(byId);

    const added = await call('POST', owner, '/managers', { member: ` ${byId.loginId.toUpperCase()} ` });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      items: [{ memberId: byId.memberId, loginId: byId.loginId, nickname: byId.nickname, appointedAt: expect.any(String) }],
    });
    await until(() => helperIn.heard.events.some((event) => event['type'] === 'role'));
    expect(helperIn.heard.events).toContainEqual({ type: 'role', room, role: 'manager' });
    // A manager now: the room lets them moderate.
    expect(await act(helperIn, 'dumb', viewer, 1)).toMatchObject({ ok: true });
    await call('DELETE', owner, `/sanctions/${viewer.memberId}/mute`);

    expect((await call('POST', owner, '/managers', { member: byNickname.nickname })).status).toBe(200);
    const listed = await call('GET', owner, '/managers');
    expect((listed.body as { items: { nickname: string }[] }).items.map((item) => item.nickname)).toEqual([
      byId.nickname,
      byNickname.nickname,
    ]);

    expect(await call('POST', owner, '/managers', { member: byId.loginId })).toMatchObject({
      status: 409,
      body: { message: '이미 매니저로 지정된 회원입니다.' },
    });
    expect(await call('POST', owner, '/managers', { member: 'nosuchmember1' })).toMatchObject({
      status: 404,
      body: { message: '해당 아이디나 닉네임의 회원을 찾을 수 없습니다.' },
    });
    // Another brand's member is as unknown here as one who never signed up.
    expect(await call('POST', owner, '/managers', { member: mintOwner.loginId })).toMatchObject({ status: 404 });
    expect(await call('POST', owner, '/managers', { member: owner.nickname })).toMatchObject({
      status: 400,
      body: { message: '채널 주인은 매니저로 지정할 수 없습니다.' },
    });
    expect((await call('POST', owner, '/managers', { member: '   ' })).status).toBe(400);

    const removed = await call('DELETE', owner, `/managers/${byId.memberId}`);
    expect(removed.status).toBe(200);
    expect((removed.body as { items: { memberId: number }[] }).items.map((item) => item.memberId)).toEqual([
      byNickname.memberId,
    ]);
    await until(() => helperIn.heard.events.some((event) => event['type'] === 'role' && event['role'] === 'member'));
    expect(await act(helperIn, 'dumb', viewer, 1)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await call('DELETE', owner, `/managers/${byId.memberId}`)).toMatchObject({
      status: 404,
      body: { message: '매니저로 지정된 회원이 아닙니다.' },
    });
    await call('DELETE', owner, `/managers/${byNickname.memberId}`);
  });

  test('managers are the owner’s only: a viewer, a manager, another channel’s owner and another brand are refused', async () => {
    const manager = await newMember(api);
    expect((await call('POST', owner, '/managers', { member: manager.loginId })).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', '/managers', undefined],
      ['POST', '/managers', { member: viewer.loginId }],
      ['DELETE', `/managers/${manager.memberId}`, undefined],
      ['GET', '/room-password', undefined],
    ] as const) {
      expect((await call(method, null, path, body)).status).toBe(401);
      for (const refused of [viewer, manager, otherOwner]) expect((await call(method, refused, path, body)).status).toBe(403);
      expect((await call(method, mintOwner, path, body)).status).toBe(404);
    }
    expect((await call('GET', owner, '/managers')).body).toMatchObject({ items: [{ memberId: manager.memberId }] });
    await call('DELETE', owner, `/managers/${manager.memberId}`);
  });

  test('the ban list shows who is banned or muted, by whom, until when; a manager’s unban lets them in at once', async () => {
    const manager = await newMember(api);
    const [banned, kicked, muted] = [await newMember(api), await newMember(api), await newMember(api)];
    expect((await call('POST', owner, '/managers', { member: manager.loginId })).status).toBe(200);
    const ownerIn = await enter(owner);
    const [bannedIn, kickedIn, mutedIn] = [await enter(banned), await enter(kicked), await enter(muted)];
    expect(await act(ownerIn, 'blacklist', banned)).toMatchObject({ ok: true });
    expect(await act(ownerIn, 'kick', kicked, 30)).toMatchObject({ ok: true });
    expect(await act(ownerIn, 'dumb', muted, 10)).toMatchObject({ ok: true });

    const list = await call('GET', manager, '/sanctions');
    expect(list.status).toBe(200);
    const items = (list.body as { items: Record<string, unknown>[] }).items;
    expect(items).toHaveLength(3);
    expect(items).toContainEqual({
      memberId: banned.memberId,
      loginId: banned.loginId,
      nickname: banned.nickname,
      kind: 'blacklist',
      since: expect.any(String),
      until: null,
      byNickname: owner.nickname,
    });
    const kick = items.find((item) => item['memberId'] === kicked.memberId);
    expect(kick).toMatchObject({ kind: 'kick', byNickname: owner.nickname });
    const kickMinutes = (Date.parse(String(kick?.['until'])) - Date.now()) / 60_000;
    expect(kickMinutes).toBeGreaterThan(28);
    expect(kickMinutes).toBeLessThanOrEqual(30);
    expect(items.find((item) => item['memberId'] === muted.memberId)).toMatchObject({ kind: 'dumb' });

    const rejoin = (who: InRoom) => request(who.socket, 'join', { room, streamId: 's', source: 'web' });
    expect(await rejoin(bannedIn)).toMatchObject({ ok: false, code: 'BANNED' });
    const lifted = await call('DELETE', manager, `/sanctions/${banned.memberId}/ban`);
    expect(lifted.status).toBe(200);
    expect((lifted.body as { items: unknown[] }).items).toHaveLength(2);
    expect(await rejoin(bannedIn)).toMatchObject({ ok: true });
    await until(() => ownerIn.heard.actions.some((action) => action['type'] === 'unblacklist'));
    expect(ownerIn.heard.actions).toContainEqual({
      room,
      type: 'unblacklist',
      targetMemberId: banned.memberId,
      targetNickname: banned.nickname,
      until: null,
      by: { memberId: manager.memberId, nickname: manager.nickname, role: 'manager' },
    });

    // A kick is a ban for a while: lifted the same way.
    expect(await rejoin(kickedIn)).toMatchObject({ ok: false });
    expect((await call('DELETE', owner, `/sanctions/${kicked.memberId}/ban`)).status).toBe(200);
    expect(await rejoin(kickedIn)).toMatchObject({ ok: true });

    expect(await say(mutedIn.socket, room, '들리나요')).toMatchObject({ ok: false, code: 'MUTED' });
    // Unbanning a muted member lifts nothing: a mute is lifted as a mute.
    expect(await call('DELETE', owner, `/sanctions/${muted.memberId}/ban`)).toMatchObject({
      status: 404,
      body: { message: '제재 중인 회원이 아닙니다.' },
    });
    expect((await call('DELETE', owner, `/sanctions/${muted.memberId}/mute`)).status).toBe(200);
    expect(await say(mutedIn.socket, room, '이제 들리나요')).toMatchObject({ ok: true });
    expect((await call('GET', owner, '/sanctions')).body).toEqual({ items: [] });

    expect((await call('DELETE', owner, `/sanctions/${muted.memberId}/forever`)).status).toBe(400);
    await call('DELETE', owner, `/managers/${manager.memberId}`);
  });

  test('the ban list is refused to a visitor, a viewer, another channel’s owner and another brand', async () => {
    const member = await newMember(api);
    const ownerIn = await enter(owner);
    expect(await act(ownerIn, 'blacklist', member)).toMatchObject({ ok: true });
    for (const [method, path] of [
      ['GET', '/sanctions'],
      ['DELETE', `/sanctions/${member.memberId}/ban`],
    ] as const) {
      expect((await call(method, null, path)).status).toBe(401);
      for (const refused of [viewer, otherOwner]) expect((await call(method, refused, path)).status).toBe(403);
      expect((await call(method, mintOwner, path)).status).toBe(404);
    }
    const listed = (await call('GET', owner, '/sanctions')).body as { items: { memberId: number }[] };
    expect(listed.items.map((item) => item.memberId)).toContain(member.memberId);
    expect((await call('DELETE', owner, `/sanctions/${member.memberId}/ban`)).status).toBe(200);
  });

  test('the room password’s state follows the owner’s setting, never the password', async () => {
    expect((await call('GET', owner, '/room-password')).body).toEqual({ channelId, passwordSet: false });
    const set = await api.call('PUT', '/api/my/room-password', { headers: owner.headers, body: { password: 'secret12' } });
    expect(set.status).toBe(200);
    expect((await call('GET', owner, '/room-password')).body).toEqual({ channelId, passwordSet: true });
    await api.call('PUT', '/api/my/room-password', { headers: owner.headers, body: { password: null } });
    expect((await get(api, owner, `/api/my/studio/${channelId}/room-password`)).body).toEqual({
      channelId,
      passwordSet: false,
    });
  });
});
