import { SignJWT } from 'jose';
import type { Socket } from 'socket.io-client';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { chatClient, connect, listen, request, settle, until } from './testing/chat-client';
import { joinAs, say, seqsOf, tokenOf } from './testing/chat-members';

describe.each(testDatabaseTargets('pglite'))('chat rooms on $name', (target) => {
  let api: MoneyApi;
  const sockets: Socket[] = [];
  const track = <T extends { socket: Socket }>(value: T) => {
    sockets.push(value.socket);
    return value;
  };
  const roomOf = (member: TestMember) => String(member.channelId);

  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await api.close();
  });

  test("two members in one room see each other's lines, numbered 1, 2, 3 in order", async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const [ana, ben] = [await newMember(api), await newMember(api)];
    const room = roomOf(streamer);
    const a = track(await joinAs(api.url, ana, room));
    const b = track(await joinAs(api.url, ben, room));
    expect(a.joined).toEqual({
      ok: true,
      room,
      viewers: 1,
      lastSeq: 0,
      frozen: false,
      slowModeSeconds: 0,
      followersOnly: false,
      replayed: 0,
    });
    expect(b.joined).toMatchObject({ ok: true, room, viewers: 2, lastSeq: 0 });
    expect(b.heard.connections).toEqual([
      { room, viewers: 2, lastSeq: 0, frozen: false, slowModeSeconds: 0, followersOnly: false },
    ]);

    expect(await say(a.socket, room, '  안녕하세요 <b>반가워요</b>  ')).toEqual({ ok: true, seq: 1 });
    expect(await say(b.socket, room, '네 안녕하세요')).toEqual({ ok: true, seq: 2 });
    const host = track(await joinAs(api.url, streamer, room));
    expect(await say(host.socket, room, '어서 오세요')).toEqual({ ok: true, seq: 3 });

    await until(() => a.heard.messages.length === 3 && b.heard.messages.length === 3, 10_000, 'three lines each');
    expect(b.heard.messages[0]).toEqual({
      room,
      seq: 1,
      kind: 'chat',
      memberId: ana.memberId,
      nickname: ana.nickname,
      role: 'member',
      // Stored and sent as typed (trimmed): escaping is the renderer's job.
      text: '안녕하세요 <b>반가워요</b>',
      payload: null,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(a.heard.messages[2]).toMatchObject({
      seq: 3,
      memberId: streamer.memberId,
      role: 'owner',
      text: '어서 오세요',
    });
    expect(seqsOf(a.heard)).toEqual([1, 2, 3]);
    expect(seqsOf(b.heard)).toEqual([1, 2, 3]);
  });

  test('a visitor (no token) joins and reads but may not send', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const member = await newMember(api);
    const room = roomOf(streamer);
    const visitor = track(await joinAs(api.url, null, room));
    const talker = track(await joinAs(api.url, member, room));
    await say(talker.socket, room, '방문자님 안녕하세요');
    await until(() => visitor.heard.messages.length === 1, 10_000, 'the visitor reading');
    expect(visitor.heard.messages[0]).toMatchObject({ seq: 1, text: '방문자님 안녕하세요' });
    expect(await say(visitor.socket, room, '저도 말할래요')).toEqual({
      ok: false,
      code: 'MEMBERS_ONLY',
      message: '로그인 후 이용가능합니다.',
    });
    await settle();
    expect(seqsOf(talker.heard)).toEqual([1]);
  });

  test('an invalid or expired token is refused with Unauthorized; the onair_at cookie stands in for auth.token', async () => {
    const member = await newMember(api);
    const streamer = await newMember(api, { channel: { live: true } });
    const retrying = track({ socket: chatClient(api.url, { token: 'not-a-token' }) }).socket;
    await expect(connect(retrying)).rejects.toThrow('Unauthorized');
    // What libs/chat's retry does after a refresh: the same socket, a fresh token, the retry count.
    retrying.auth = { token: tokenOf(member), type: '', ticket: '', retry: 1 };
    await connect(retrying);
    expect(retrying.connected).toBe(true);
    const expired = await new SignJWT({ loginId: member.loginId, userType: 'V', brand: 'onair' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.memberId))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('onair-development-secret-change-me-in-production'));
    await expect(connect(track({ socket: chatClient(api.url, { token: expired }) }).socket)).rejects.toThrow(
      'Unauthorized',
    );

    const room = roomOf(streamer);
    const viaCookie = track(
      await joinAs(api.url, null, room, { cookie: `onair_at=${tokenOf(member)}; onair_cid=0123456789` }),
    );
    expect(await say(viaCookie.socket, room, '쿠키로 로그인')).toEqual({ ok: true, seq: 1 });
    await until(() => viaCookie.heard.messages.length === 1);
    expect(viaCookie.heard.messages[0]).toMatchObject({ memberId: member.memberId, nickname: member.nickname });
    // The logged-out marker is a visitor, not a bad token.
    const loggedOut = track(await joinAs(api.url, null, room, { cookie: 'onair_at=noAccessToken' }));
    expect((await say(loggedOut.socket, room, '안녕')).code).toBe('MEMBERS_ONLY');
  });

  test("the handshake checks Origin: a foreign page is refused, the brand's site and local dev servers pass", async () => {
    const member = await newMember(api);
    const streamer = await newMember(api, { channel: { live: true } });
    const foreign = track({
      socket: chatClient(api.url, { token: tokenOf(member), origin: 'https://evil.example' }),
    }).socket;
    let connected = false;
    foreign.on('connect', () => (connected = true));
    // Refused at the upgrade itself (403), before any auth: the client sees a failed WebSocket.
    await expect(connect(foreign)).rejects.toThrow('websocket error');
    expect(connected).toBe(false);

    const room = roomOf(streamer);
    const site = track(await joinAs(api.url, member, room, { origin: 'https://www.onair.live' }));
    expect(await say(site.socket, room, '공식 사이트에서')).toMatchObject({ ok: true });
    track(await joinAs(api.url, member, room, { origin: 'http://localhost:5173', site: 'onair' }));

    // Another brand's site opens its own brand's chat: the onair token does not sign in there, and onair's rooms are not found.
    const otherBrand = track({
      socket: chatClient(api.url, { token: tokenOf(member), origin: 'https://www.bellcast.tv' }),
    }).socket;
    await connect(otherBrand);
    expect(await request(otherBrand, 'join', { room, streamId: 's', source: 'web' })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
  });

  test('lines are 1 to 200 characters after trimming, control characters stripped, HTML kept as text', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const member = await newMember(api);
    const room = roomOf(streamer);
    const { socket, heard } = track(await joinAs(api.url, member, room));
    expect(await say(socket, room, '가'.repeat(201))).toEqual({
      ok: false,
      code: 'TOO_LONG',
      message: '채팅은 200자까지 입력할 수 있습니다.',
    });
    expect(await say(socket, room, ' \n\t ')).toEqual({
      ok: false,
      code: 'EMPTY',
      message: '채팅 내용을 입력해주세요.',
    });
    expect(await say(socket, room, `${'😀'.repeat(199)}!`)).toEqual({ ok: true, seq: 1 });
    expect(await say(socket, room, 'a\u0000b\nc\u202Ed<img src=x onerror=alert(1)>')).toEqual({ ok: true, seq: 2 });
    await until(() => heard.messages.length === 2);
    expect(heard.messages[1]?.text).toBe('ab cd<img src=x onerror=alert(1)>');
    expect(await request(socket, 'message', { room, text: 42 })).toEqual({
      ok: false,
      code: 'INVALID_REQUEST',
      message: '잘못된 요청입니다.',
    });
  });

  test('a member may send 3 lines per 2 seconds; the 4th is refused with a clear notice, and allowed again after the window', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const member = await newMember(api);
    const room = roomOf(streamer);
    const { socket } = track(await joinAs(api.url, member, room));
    for (let i = 1; i <= 3; i++) expect(await say(socket, room, `빠르게 ${i}`)).toMatchObject({ ok: true });
    expect(await say(socket, room, '너무 빠르게')).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      message: '채팅을 너무 빠르게 보내고 있습니다. 잠시 후 다시 시도해주세요.',
    });
    await settle(2100);
    expect(await say(socket, room, '이제 괜찮아요')).toEqual({ ok: true, seq: 4 });
  });

  test('a resend with the same clientMsgId answers the first seq and is stored and shown once', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const member = await newMember(api);
    const room = roomOf(streamer);
    const me = track(await joinAs(api.url, member, room));
    const other = track(await joinAs(api.url, null, room));
    expect(await say(me.socket, room, '한 번만', 'same-id')).toEqual({ ok: true, seq: 1 });
    expect(await say(me.socket, room, '한 번만', 'same-id')).toEqual({ ok: true, seq: 1 });
    expect(await say(me.socket, room, '다음 줄')).toEqual({ ok: true, seq: 2 });
    // Even over the rate limit a resend of a stored line is answered, not refused.
    expect(await say(me.socket, room, '한 번만', 'same-id')).toEqual({ ok: true, seq: 1 });
    await until(() => other.heard.messages.length === 2);
    await settle();
    expect(seqsOf(other.heard)).toEqual([1, 2]);
  });

  test('requests outside a room are refused: not joined, unknown room, malformed payloads', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const member = await newMember(api);
    const socket = track({ socket: chatClient(api.url, { token: tokenOf(member) }) }).socket;
    await connect(socket);
    expect(await say(socket, roomOf(streamer), '입장 전')).toMatchObject({
      ok: false,
      code: 'NOT_JOINED',
      message: '채팅방에 입장한 후 이용할 수 있습니다.',
    });
    expect(await request(socket, 'join', { room: '999999', streamId: 's', source: 'web' })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      message: '존재하지 않는 채팅방입니다.',
    });
    expect(await request(socket, 'join', { room: 'abc' })).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
    expect(await request(socket, 'join', { room: roomOf(streamer), lastSeq: -1 })).toMatchObject({
      ok: false,
      code: 'INVALID_REQUEST',
    });
    expect(await request(socket, 'join', 'not an object')).toMatchObject({ ok: false, code: 'INVALID_REQUEST' });
    expect(await request(socket, 'leave', { room: roomOf(streamer) })).toEqual({ ok: true, room: roomOf(streamer) });
    // Without an ack callback, a refusal still reaches the user.
    const heard = listen(socket);
    socket.emit('message', { room: roomOf(streamer), text: 'no ack' });
    await until(() => heard.events.length === 1);
    expect(heard.events[0]).toMatchObject({ type: 'refusal', request: 'message', code: 'NOT_JOINED' });
  });

  test('joins are limited per socket (each may replay hundreds of lines): 10 per 10 s', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const socket = track({ socket: chatClient(api.url) }).socket;
    await connect(socket);
    const join = () => request(socket, 'join', { room: roomOf(streamer), streamId: 's', source: 'web', lastSeq: 0 });
    for (let i = 0; i < 10; i++) expect(await join()).toMatchObject({ ok: true });
    expect(await join()).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      message: '채팅방 입장 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    });
  });

  test('a client that reconnects with lastSeq gets exactly the lines it missed, in order, then live ones', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const [reader, talker] = [await newMember(api), await newMember(api)];
    const room = roomOf(streamer);
    const speaker = track(await joinAs(api.url, talker, room));
    const first = track(await joinAs(api.url, reader, room));
    await say(speaker.socket, room, '하나');
    await say(speaker.socket, room, '둘');
    await until(() => first.heard.messages.length === 2);
    first.socket.disconnect();

    await say(speaker.socket, room, '셋');
    // Past the talker's rate window (3 lines per 2 s).
    await settle(2100);
    await say(speaker.socket, room, '넷');
    await say(speaker.socket, room, '다섯');

    const lastSeen = Math.max(...seqsOf(first.heard));
    const again = track(await joinAs(api.url, reader, room, { lastSeq: lastSeen }));
    expect(again.joined).toMatchObject({ ok: true, lastSeq: 5, replayed: 3 });
    expect(again.heard.connections).toEqual([
      { room, viewers: 2, lastSeq: 5, frozen: false, slowModeSeconds: 0, followersOnly: false },
    ]);
    // A line still waiting for the room's tick when the join read the room comes live, not replayed as well.
    await until(() => again.heard.messages.length === 3);
    expect(again.heard.messages.map((message) => [message.seq, message.text])).toEqual([
      [3, '셋'],
      [4, '넷'],
      [5, '다섯'],
    ]);
    await say(speaker.socket, room, '여섯');
    await until(() => again.heard.messages.length === 4);
    await settle();
    expect([...seqsOf(first.heard), ...seqsOf(again.heard)]).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
