import type { Socket } from 'socket.io-client';
import { getBrand } from '@onair/brand';
import { testDatabaseTargets } from '@onair/db/testing';
import { buildApp } from '../../app';
import { readConfig } from '../../platform/config/config';
import { settingsFromConfig } from '../../platform/config/settings';
import { walletOf } from '../../platform/ledger/accounts';
import { fund, post, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { request, settle, until, type Heard } from './testing/chat-client';
import { joinAs, joinStaffedRoom, say, type InRoom } from './testing/chat-members';
import { TEST_SERVER_OPTIONS } from '../../testing/test-server-options';

const FORBIDDEN = { ok: false, code: 'FORBIDDEN', message: '권한이 없습니다.' };
const LINE_NOT_FOUND = { ok: false, code: 'NOT_FOUND', message: '존재하지 않는 채팅입니다.' };
const announcementsOf = (heard: Heard) => heard.events.filter((event) => event['type'] === 'announcement');

// docs/chat.md, "Pinning a line": the owner, the room's managers and operators pin one chat line in
// the announcement's place; the room hears it at once, a joiner on joining, on any node, after a restart.
describe.each(testDatabaseTargets())('pinning a chat line on $name', (target) => {
  let api: MoneyApi;
  const sockets: Socket[] = [];
  const enter = async (member: TestMember | null, room: string, url = api.url) => {
    const inRoom = await joinAs(url, member, room);
    sockets.push(inRoom.socket);
    return inRoom;
  };
  const pin = (who: InRoom, room: string, seq: unknown) =>
    request(who.socket, 'action', { room, type: 'pinLine', seq });

  beforeAll(async () => {
    api = await startMoneyApi(target, {
      settings: (settings) => ({ ...settings, chatTiming: { voteSweepMs: 3_600_000, viewerCountWriteMs: 3_600_000 } }),
    });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await api.close();
  });

  test("a manager pins a viewer's line: the room sees it at once, a joiner on joining, a restarted node too; unpinned, it is gone", async () => {
    const { room, members, manager, plain, owner } = await joinStaffedRoom(api, enter);
    const visitor = await enter(null, room);
    const written = await say(plain.socket, room, '<b>오늘</b> 9시 합방!');
    if (!written.ok) throw new Error('line refused');

    const expected = {
      type: 'announcement',
      room,
      text: '<b>오늘</b> 9시 합방!',
      nickname: members.helper.nickname,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      line: { seq: written.seq, memberId: members.viewer.memberId, nickname: members.viewer.nickname },
    };
    expect(await pin(manager, room, written.seq)).toEqual({ ok: true, announcement: expected });
    await until(() => [visitor, plain, owner].every((who) => announcementsOf(who.heard).length === 1));
    expect(announcementsOf(visitor.heard)).toEqual([expected]);

    const late = await enter(null, room);
    expect(announcementsOf(late.heard)).toEqual([expected]);

    // Another node on the same database (or this one restarted) greets its joiners with the same pin.
    const node = await buildApp({
      database: api.database,
      cacheKind: 'memory',
      defaultBrand: getBrand('onair'),
      settings: settingsFromConfig(readConfig({ NODE_ENV: 'test' })),
    }, TEST_SERVER_OPTIONS);
    try {
      const onOther = await enter(null, room, await node.listen({ port: 0, host: '127.0.0.1' }));
      expect(announcementsOf(onOther.heard)).toEqual([expected]);
      onOther.socket.disconnect();
    } finally {
      await node.close();
    }

    expect(await request(owner.socket, 'action', { room, type: 'unannounce' })).toMatchObject({
      ok: true,
      announcement: { text: null },
    });
    await until(() => announcementsOf(visitor.heard).length === 2);
    const afterwards = await enter(null, room);
    await settle(200);
    expect(announcementsOf(afterwards.heard)).toEqual([]);
  });

  test("a viewer cannot pin, nor can another room's manager; a gift, a deleted line or no line is not found", async () => {
    const first = await joinStaffedRoom(api, enter);
    const second = await joinStaffedRoom(api, enter);
    const written = await say(first.plain.socket, first.room, '고정해 주세요');
    if (!written.ok) throw new Error('line refused');

    expect(await pin(first.plain, first.room, written.seq)).toEqual(FORBIDDEN);
    // The second room's manager, in the first room: a member there, whatever they are elsewhere.
    const strayManager = await enter(second.members.helper, first.room);
    expect(await pin(strayManager, first.room, written.seq)).toEqual(FORBIDDEN);
    // Naming their own room with the first room's seq pins nothing of the first room's.
    expect(await pin(second.manager, second.room, written.seq)).toEqual(LINE_NOT_FOUND);
    expect(await pin(first.plain, first.room, 'one')).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
    await settle(200);
    expect(announcementsOf(first.plain.heard)).toEqual([]);

    await fund(api, walletOf(first.members.viewer.memberId, 'onair'), 100);
    const gift = await post(api, first.members.viewer, '/api/luv/gift', { channelId: first.channelId, amount: 100 });
    expect(gift.status).toBe(200);
    await until(() => first.owner.heard.messages.some((message) => message.kind === 'gift'));
    const giftSeq = first.owner.heard.messages.find((message) => message.kind === 'gift')?.seq;
    expect(await pin(first.owner, first.room, giftSeq)).toEqual(LINE_NOT_FOUND);
    expect(await pin(first.owner, first.room, 999_999)).toEqual(LINE_NOT_FOUND);

    expect(
      await request(first.owner.socket, 'action', { room: first.room, type: 'deleteLine', seq: written.seq }),
    ).toMatchObject({
      ok: true,
    });
    expect(await pin(first.manager, first.room, written.seq)).toEqual(LINE_NOT_FOUND);
    expect(announcementsOf(first.plain.heard)).toEqual([]);
  });

  test('the operator pins too, and a pinned line replaces a typed announcement (one pin per room)', async () => {
    const { room, operator, owner, plain, members } = await joinStaffedRoom(api, enter);
    expect(await request(owner.socket, 'action', { room, type: 'announce', text: '공지' })).toMatchObject({ ok: true });
    const written = await say(owner.socket, room, '방장의 말');
    if (!written.ok) throw new Error('line refused');
    expect(await pin(operator, room, written.seq)).toMatchObject({
      ok: true,
      announcement: {
        text: '방장의 말',
        nickname: members.staff.nickname,
        line: { seq: written.seq, memberId: members.streamer.memberId },
      },
    });
    const late = await enter(null, room);
    expect(announcementsOf(late.heard)).toMatchObject([{ text: '방장의 말', line: { seq: written.seq } }]);
    await until(() => announcementsOf(plain.heard).length === 2);
  });
});
