import type { Socket } from 'socket.io-client';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, startMoneyApi, type MoneyApi } from '../money/testing/money-test-kit';
import { request, settle, until } from './testing/chat-client';
import { joinAs, say } from './testing/chat-members';

const INVALID = { ok: false, code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' };
const TOO_LONG = { ok: false, code: 'TOO_LONG', message: '채팅은 200자까지 입력할 수 있습니다.' };

describe.each(testDatabaseTargets('pglite'))('the chat protocol at the socket boundary on $name', (target) => {
  let api: MoneyApi;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await api.close();
  });

  test('malformed events are refused in Korean, nothing is stored or shown, and the connection keeps working', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const [speaker, reader] = [await newMember(api), await newMember(api)];
    const room = String(streamer.channelId);
    const owner = await joinAs(api.url, streamer, room);
    const member = await joinAs(api.url, speaker, room);
    const other = await joinAs(api.url, reader, room);
    sockets.push(owner.socket, member.socket, other.socket);

    // A wrong type, a missing field, a payload that is no object, no payload at all.
    expect(await request(member.socket, 'message', { room, text: ['안녕'] })).toEqual(INVALID);
    expect(await request(member.socket, 'message', { room, clientMsgId: 'c-1' })).toEqual(INVALID);
    expect(await request(member.socket, 'join', { room: { id: room } })).toEqual(INVALID);
    expect(await request(member.socket, 'leave', 42)).toEqual(INVALID);
    expect(await member.socket.timeout(10_000).emitWithAck('message')).toEqual(INVALID);
    // An oversized line: 201 characters, or 29 emoji tokens of 7 characters each (tokens count by their text).
    expect(await say(member.socket, room, '가'.repeat(201))).toEqual(TOO_LONG);
    expect(await say(member.socket, room, ':heart:'.repeat(29))).toEqual(TOO_LONG);
    // Moderation the protocol does not know, or without what it needs, even from the owner.
    expect(await request(owner.socket, 'action', { room, type: 'explode', targetMemberId: speaker.memberId })).toEqual(
      INVALID,
    );
    expect(
      await request(owner.socket, 'action', { room, type: 'kick', targetMemberId: String(speaker.memberId) }),
    ).toEqual(INVALID);
    expect(
      await request(owner.socket, 'action', { room, type: 'dumb', targetMemberId: speaker.memberId, minutes: 1441 }),
    ).toEqual(INVALID);
    // An event the protocol does not name.
    expect(await request(member.socket, 'shout', { room, text: '안녕' })).toEqual(INVALID);

    // Without an ack callback, the refusal comes as an event to that socket alone.
    member.socket.emit('action', { room, type: 'explode' });
    await until(() => member.heard.events.some((event) => event['type'] === 'refusal'));
    expect(member.heard.events).toEqual([
      { type: 'refusal', request: 'action', code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' },
    ]);

    // Still connected, still in the room: the next well-formed line is the room's first.
    expect(member.socket.connected).toBe(true);
    expect(await say(member.socket, room, ':heart:'.repeat(28))).toEqual({ ok: true, seq: 1 });
    await until(() => other.heard.messages.length === 1);
    expect(other.heard.messages[0]).toMatchObject({ seq: 1, text: ':heart:'.repeat(28), nickname: speaker.nickname });
    await settle(200);
    expect(other.heard.actions).toEqual([]);
    expect(other.heard.events.filter((event) => event['type'] === 'refusal')).toEqual([]);
  });
});
