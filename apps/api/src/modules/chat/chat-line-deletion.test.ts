import type { Socket } from 'socket.io-client';
import { chatMessages } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { fileRecording } from '../streams/testing/recordings';
import { request, settle, until } from './testing/chat-client';
import { joinAs, joinStaffedRoom, say, type InRoom } from './testing/chat-members';

describe.each(testDatabaseTargets('pglite'))('deleting a chat line on $name', (target) => {
  let api: MoneyApi;
  const sockets: Socket[] = [];
  const enter = async (member: TestMember | null, room: string, lastSeq?: number) => {
    const inRoom = await joinAs(api.url, member, room, lastSeq === undefined ? {} : { lastSeq });
    sockets.push(inRoom.socket);
    return inRoom;
  };
  const deleteLine = (who: InRoom, room: string, seq: number) =>
    request(who.socket, 'action', { room, type: 'deleteLine', seq });
  const deletions = (who: InRoom) => who.heard.events.filter((event) => event['type'] === 'lines-deleted');

  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => api.close());

  test('a manager deletes a viewer’s line: the whole room hears it, and a viewer cannot delete', async () => {
    const staffed = await joinStaffedRoom(api, enter);
    const { room, manager, plain, owner } = staffed;
    const said = await say(plain.socket, room, '지워질 줄');
    const kept = await say(plain.socket, room, '남을 줄');
    if (!said.ok || !kept.ok) throw new Error('lines refused');
    await until(() => owner.heard.messages.length === 2);

    expect(await deleteLine(plain, room, kept.seq)).toEqual({ ok: false, code: 'FORBIDDEN', message: '권한이 없습니다.' });
    expect(await deleteLine(manager, room, said.seq)).toEqual({
      ok: true,
      deleted: { type: 'lines-deleted', room, seqs: [said.seq] },
    });
    await until(() => deletions(plain).length === 1 && deletions(owner).length === 1);
    expect(deletions(owner)[0]).toEqual({ type: 'lines-deleted', room, seqs: [said.seq] });

    // A second moderator deleting it again is answered, but the room is not told twice.
    expect(await deleteLine(owner, room, said.seq)).toMatchObject({ ok: true });
    await settle(200);
    expect(deletions(plain)).toHaveLength(1);
  });

  test('a visitor is told to sign in; a gift, a missing seq and another room’s line are refused', async () => {
    const { room, owner, plain, operator } = await joinStaffedRoom(api, enter);
    const other = await newMember(api, { channel: { live: true } });
    const otherRoom = String(other.channelId);
    const otherOwner = await enter(other, otherRoom);
    const theirs = await say(otherOwner.socket, otherRoom, '다른 방의 줄');
    const visitor = await enter(null, room);
    if (!theirs.ok) throw new Error('line refused');

    expect(await deleteLine(visitor, room, 1)).toMatchObject({ ok: false, code: 'MEMBERS_ONLY' });
    // The owner of this room is nobody in the other room.
    expect(await deleteLine(owner, otherRoom, theirs.seq)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await deleteLine(owner, room, theirs.seq + 50)).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      message: '존재하지 않는 채팅입니다.',
    });
    expect(await deleteLine(owner, room, 0)).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
    // Nobody acts on the owner, as with sanctions: only the owner deletes the owner's own line.
    const ownLine = await say(owner.socket, room, '방장의 줄');
    if (!ownLine.ok) throw new Error('line refused');
    // A gift alert is the room's record of a gift, not a line to delete.
    await api.database.db.insert(chatMessages).values({
      channelId: Number(room),
      seq: 1_000,
      memberId: other.memberId,
      nickname: other.nickname,
      role: 'member',
      kind: 'gift',
      text: '',
      payload: { giftId: 1, itemCode: 100, amount: 10, message: '', senderNickname: other.nickname },
    });
    expect(await deleteLine(owner, room, 1_000)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await deleteLine(operator, room, ownLine.seq)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await deleteLine(owner, room, ownLine.seq)).toMatchObject({ ok: true });
    await until(() => deletions(plain).length === 1);
    const stillThere = await request(otherOwner.socket, 'join', { room: otherRoom, lastSeq: 0 });
    expect(stillThere).toMatchObject({ ok: true, replayed: 1 });
  });

  test('a deleted line stays deleted: a reconnect’s catch-up leaves it out and names it; a replay’s chat leaves it out', async () => {
    const broadcastStart = new Date(Date.now() - 5_000).toISOString();
    const { room, channelId, owner, plain } = await joinStaffedRoom(api, enter);
    const lines = [];
    for (const text of ['첫 줄', '지울 줄', '마지막 줄']) {
      const said = await say(plain.socket, room, text);
      if (!said.ok) throw new Error('line refused');
      lines.push(said.seq);
    }
    const [first, doomed, last] = lines as [number, number, number];
    await until(() => owner.heard.messages.length === 3);
    // One client held the line before it went, another comes back from before it was sent.
    const heldIt = await enter(await newMember(api), room, last);
    expect(await deleteLine(owner, room, doomed)).toMatchObject({ ok: true });
    await until(() => deletions(heldIt).length === 1);

    const returning = await enter(await newMember(api), room, first - 1);
    expect(returning.heard.messages.map((message) => message.seq)).toEqual([first, last]);
    expect(deletions(returning)).toEqual([{ type: 'lines-deleted', room, seqs: [doomed] }]);
    const afterAll = await enter(await newMember(api), room, last);
    expect(afterAll.heard.messages).toEqual([]);
    expect(deletions(afterAll)).toEqual([{ type: 'lines-deleted', room, seqs: [doomed] }]);
    // A first visit holds nothing, so it is told nothing.
    const fresh = await enter(await newMember(api), room);
    expect(deletions(fresh)).toEqual([]);

    const { recordedStreamId } = await fileRecording(api.database.db, channelId, '지운 줄이 있던 방송', broadcastStart, 60);
    const replay = await get(api, null, `/api/guest/recorded-stream/${recordedStreamId}/chat`);
    expect(replay.status).toBe(200);
    const texts = (replay.body.lines as { seq: number; text: string }[]).map((line) => line.text);
    expect(texts).toEqual(expect.arrayContaining(['첫 줄', '마지막 줄']));
    expect(texts).not.toContain('지울 줄');
  });
});
