import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, MESSAGE_MESSAGES, MONEY_MESSAGES } from '@onair/contracts';
import { memberMessages, members, memberSettings } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';

describe.each(testDatabaseTargets('pglite'))('messages on $name', (target) => {
  let api: MoneyApi;
  let alice: TestMember;
  let bob: TestMember;
  let carol: TestMember;

  const send = (from: TestMember, loginId: string, content: string) =>
    api.call('POST', '/api/my/messages', { body: { loginId, content }, headers: from.headers });
  const remove = (member: TestMember, msgIds: number[]) =>
    api.call('POST', '/api/my/messages/delete', { body: { msgIds }, headers: member.headers });
  const refused = (status: number, code: string, message: string) => ({ status, body: expect.objectContaining({ code, message }) });
  const pick = (result: { status: number; body: unknown }) => ({ status: result.status, body: result.body });

  beforeAll(async () => {
    api = await startMoneyApi(target);
    alice = await newMember(api);
    bob = await newMember(api);
    carol = await newMember(api);
  });
  afterAll(() => api.close());

  test('a sent message reaches the recipient, unread, and shows in both lists newest first', async () => {
    const first = await send(alice, bob.loginId, '  안녕하세요!  ');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      msgId: expect.any(Number),
      senderLoginId: alice.loginId,
      senderNickname: alice.nickname,
      recipientLoginId: bob.loginId,
      recipientNickname: bob.nickname,
      content: '안녕하세요!',
      readAt: null,
      createdAt: expect.any(String),
    });
    const second = await send(alice, bob.loginId, '두 번째 쪽지');
    expect((await get(api, bob, '/api/my/messages/unread-count')).body).toEqual({ count: 2 });
    const received = await get(api, bob, '/api/my/messages?division=received');
    expect(received.body).toMatchObject({ page: 1, size: 10, total: 2 });
    expect(received.body.items.map((message: { msgId: number }) => message.msgId)).toEqual([second.body.msgId, first.body.msgId]);
    const sent = await get(api, alice, '/api/my/messages?division=sent');
    expect(sent.body.total).toBe(2);
    expect((await get(api, alice, '/api/my/messages?division=received')).body.total).toBe(0);
  });

  test('the recipient reading marks it read once; the sender reading does not', async () => {
    const { body: message } = await send(alice, bob.loginId, '읽어 주세요');
    const bySender = await get(api, alice, `/api/my/messages/${message.msgId}`);
    expect(bySender.status).toBe(200);
    expect(bySender.body.readAt).toBeNull();
    const byRecipient = await get(api, bob, `/api/my/messages/${message.msgId}`);
    expect(byRecipient.body.readAt).toEqual(expect.any(String));
    const again = await get(api, bob, `/api/my/messages/${message.msgId}`);
    expect(again.body.readAt).toBe(byRecipient.body.readAt);
  });

  test('only the sender and the recipient may read a message', async () => {
    const { body: message } = await send(alice, bob.loginId, '비밀 쪽지');
    expect(pick(await get(api, carol, `/api/my/messages/${message.msgId}`))).toEqual(refused(404, 'NOT_FOUND', MESSAGE_MESSAGES.notFound));
    expect(pick(await get(api, carol, '/api/my/messages/99999999'))).toEqual(refused(404, 'NOT_FOUND', MESSAGE_MESSAGES.notFound));
  });

  test("each side deletes only its own copy; someone else's ids are skipped", async () => {
    const { body: message } = await send(alice, carol.loginId, '지워도 돼요');
    expect((await remove(bob, [message.msgId])).body).toEqual({ deleted: 0 });
    expect((await get(api, carol, `/api/my/messages/${message.msgId}`)).status).toBe(200);

    expect((await remove(alice, [message.msgId, message.msgId])).body).toEqual({ deleted: 1 });
    expect((await get(api, alice, `/api/my/messages/${message.msgId}`)).status).toBe(404);
    const carolsCopy = await get(api, carol, `/api/my/messages/${message.msgId}`);
    expect(carolsCopy.status).toBe(200);
    expect(carolsCopy.body.content).toBe('지워도 돼요');
    expect((await get(api, alice, '/api/my/messages?division=sent')).body.items).not.toContainEqual(
      expect.objectContaining({ msgId: message.msgId }),
    );

    expect((await remove(carol, [message.msgId])).body).toEqual({ deleted: 1 });
    const rows = await api.database.db.select().from(memberMessages).where(eq(memberMessages.msgId, message.msgId));
    expect(rows).toEqual([]);
  });

  test('several messages go at once, and deleting an unread one clears it from the unread count', async () => {
    const dave = await newMember(api);
    const one = await send(alice, dave.loginId, '하나');
    const two = await send(bob, dave.loginId, '둘');
    expect((await get(api, dave, '/api/my/messages/unread-count')).body).toEqual({ count: 2 });
    expect((await remove(dave, [one.body.msgId, two.body.msgId])).body).toEqual({ deleted: 2 });
    expect((await get(api, dave, '/api/my/messages/unread-count')).body).toEqual({ count: 0 });
    expect((await get(api, dave, '/api/my/messages?division=received')).body.total).toBe(0);
  });

  test('a blocked member cannot message the blocker (403), the blocker still can; unblocking lets them through', async () => {
    const blocked = await api.call('POST', '/api/my/messages/blocks', { body: { targetId: alice.loginId }, headers: carol.headers });
    expect(blocked.status).toBe(201);
    expect(blocked.body).toEqual({ loginId: alice.loginId, nickname: alice.nickname, blockedAt: expect.any(String) });
    const twice = await api.call('POST', '/api/my/messages/blocks', { body: { targetId: alice.loginId }, headers: carol.headers });
    expect(twice.status).toBe(201);
    const list = await get(api, carol, '/api/my/messages/blocks');
    expect(list.body).toMatchObject({ total: 1, items: [{ loginId: alice.loginId }] });

    expect(pick(await send(alice, carol.loginId, '안녕?'))).toEqual(refused(403, 'FORBIDDEN', MESSAGE_MESSAGES.blockedByRecipient));
    expect((await send(carol, alice.loginId, '저는 보낼 수 있어요')).status).toBe(201);

    const lifted = await api.call('DELETE', `/api/my/messages/blocks/${alice.loginId}`, { headers: carol.headers });
    expect(lifted.body).toEqual({ msg: 'ok' });
    expect((await api.call('DELETE', `/api/my/messages/blocks/${alice.loginId}`, { headers: carol.headers })).status).toBe(200);
    expect((await get(api, carol, '/api/my/messages/blocks')).body.total).toBe(0);
    expect((await send(alice, carol.loginId, '이제 되네요')).status).toBe(201);
  });

  test('a recipient who turned messages off refuses them (403)', async () => {
    const quiet = await newMember(api);
    await api.database.db.insert(memberSettings).values({ memberId: quiet.memberId, allowMessages: false });
    expect(pick(await send(alice, quiet.loginId, '안녕'))).toEqual(refused(403, 'FORBIDDEN', MESSAGE_MESSAGES.recipientRefuses));
  });

  test('an unknown, withdrawn or other-brand recipient is not found; yourself is refused', async () => {
    const elsewhere = await newMember(api, { brand: 'mint' });
    const gone = await newMember(api);
    await api.database.db.update(members).set({ withdrawnAt: new Date() }).where(eq(members.memberId, gone.memberId));
    for (const loginId of ['nobody00001', elsewhere.loginId, gone.loginId]) {
      expect(pick(await send(alice, loginId, '안녕'))).toEqual(refused(404, 'NOT_FOUND', MESSAGE_MESSAGES.recipientNotFound));
    }
    expect(pick(await send(alice, alice.loginId, '나에게'))).toEqual(refused(400, 'VALIDATION_ERROR', MESSAGE_MESSAGES.toSelf));
    const block = (targetId: string) => api.call('POST', '/api/my/messages/blocks', { body: { targetId }, headers: alice.headers });
    expect(pick(await block(alice.loginId))).toEqual(refused(400, 'VALIDATION_ERROR', MESSAGE_MESSAGES.blockSelf));
    expect(pick(await block('nobody00001'))).toEqual(refused(404, 'NOT_FOUND', MESSAGE_MESSAGES.targetNotFound));
  });

  test('content must be 1-500 characters, and delete takes 1-100 ids', async () => {
    for (const content of ['', '   ', 'a'.repeat(501)]) {
      const { status, body } = await send(alice, bob.loginId, content);
      expect(status).toBe(400);
      expect(body.errors[0]).toMatchObject({ field: 'content', message: MESSAGE_MESSAGES.content });
    }
    expect((await send(alice, bob.loginId, 'a'.repeat(500))).status).toBe(201);
    for (const msgIds of [[], Array.from({ length: 101 }, (_, index) => index + 1)]) {
      const { status, body } = await remove(alice, msgIds);
      expect(status).toBe(400);
      expect(body.errors[0]).toMatchObject({ field: 'msgIds', message: MESSAGE_MESSAGES.msgIds });
    }
    expect((await get(api, alice, '/api/my/messages?division=inbox')).status).toBe(400);
  });

  test('visitors are refused with 401 on every message route', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/api/my/messages', { loginId: bob.loginId, content: '안녕' }],
      ['GET', '/api/my/messages?division=received'],
      ['GET', '/api/my/messages/1'],
      ['POST', '/api/my/messages/delete', { msgIds: [1] }],
      ['GET', '/api/my/messages/unread-count'],
      ['GET', '/api/my/messages/blocks'],
      ['POST', '/api/my/messages/blocks', { targetId: bob.loginId }],
      ['DELETE', `/api/my/messages/blocks/${bob.loginId}`],
    ];
    for (const [method, path, body] of calls) {
      const result = await api.call(method, path, body === undefined ? {} : { body });
      expect(pick(result)).toEqual(refused(401, 'UNAUTHORIZED', AUTH_MESSAGES.invalidToken));
    }
  });

  test('a brand with messages switched off answers 404 featureOff', async () => {
    const novaOne = await newMember(api, { brand: 'nova' });
    const novaTwo = await newMember(api, { brand: 'nova' });
    const result = await send(novaOne, novaTwo.loginId, '안녕');
    expect(result.status).toBe(404);
    expect(result.body.message).toBe(MONEY_MESSAGES.featureOff);
  });
});
