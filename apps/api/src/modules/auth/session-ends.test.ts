import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../platform/ledger/accounts';
import { fund, newMember, post, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { UNAUTHORIZED } from '../chat/index';
import { chatClient, connect } from '../chat/testing/chat-client';
import { tokenOf } from '../chat/testing/chat-members';
import { hashPassword } from '../../platform/passwords/passwords';

const PASSWORD = 'start12!';

/**
 * A block, a password change and a withdrawal end the member's sessions at once: the access token
 * handed out before (good for up to 15 minutes) moves no more money and sends no more messages, and
 * their chat sockets are disconnected and cannot come back with it.
 */
describe.each(testDatabaseTargets())('sessions end at once on $name', (target) => {
  let api: MoneyApi;
  let streamer: TestMember;
  let operator: TestMember;
  beforeAll(async () => {
    api = await startMoneyApi(target);
    streamer = await newMember(api, { channel: { live: true } });
    operator = await newMember(api, { userType: 'O' });
  });
  afterAll(() => api.close());

  const gift = (member: TestMember) => post(api, member, '/api/luv/gift', { channelId: streamer.channelId, amount: 100 });
  const message = (member: TestMember) =>
    api.call('POST', '/api/my/messages', {
      body: { loginId: streamer.loginId, content: '안녕하세요' },
      headers: member.headers,
    });
  const disconnected = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

  const TRIGGERS: [string, (member: TestMember) => Promise<{ status: number }>][] = [
    [
      "an operator's block",
      (member) =>
        api.call('PUT', `/api/system/members/${member.memberId}/block`, {
          body: { blocked: true },
          headers: operator.headers,
        }),
    ],
    [
      'a password change',
      (member) =>
        api.call('PUT', '/api/my/password', {
          body: { currentPassword: PASSWORD, newPassword: 'next123!' },
          headers: member.headers,
        }),
    ],
    [
      'a membership withdrawal',
      (member) =>
        api.call('POST', '/api/auth/expire', {
          body: { loginId: member.loginId, password: PASSWORD },
          headers: member.headers,
        }),
    ],
  ];

  test.each(TRIGGERS)('%s stops gifts, messages and chat with the old token', async (trigger, end) => {
    const member = await newMember(api);
    await api.database.db
      .update(members)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(members.memberId, member.memberId));
    await fund(api, walletOf(member.memberId, 'onair'), 10_000);
    const socket = chatClient(api.url, { token: tokenOf(member) });
    try {
      await connect(socket);
      expect(await gift(member)).toMatchObject({ status: 200 });
      expect(await message(member)).toMatchObject({ status: 201 });

      const gone = disconnected(socket);
      expect(await end(member)).toMatchObject({ status: 200 });

      // A blocked member is told so (with the block's end); the others' old tokens are just invalid.
      const refused = trigger === "an operator's block" ? { status: 403, code: 'ACCOUNT_BLOCKED' } : { status: 401, code: 'UNAUTHORIZED' };
      expect(await gift(member)).toMatchObject({ status: refused.status, body: expect.objectContaining({ code: refused.code }) });
      expect(await message(member)).toMatchObject({ status: refused.status, body: expect.objectContaining({ code: refused.code }) });
      expect(await gone).toBe('io server disconnect');
      await expect(connect(chatClient(api.url, { token: tokenOf(member) }))).rejects.toThrow(UNAUTHORIZED);
    } finally {
      socket.disconnect();
    }
  });

  test('a member whose sessions never ended keeps their token', async () => {
    const member = await newMember(api);
    await fund(api, walletOf(member.memberId, 'onair'), 1_000);
    // Another member's block ends nothing of theirs.
    const other = await newMember(api);
    expect(
      await api.call('PUT', `/api/system/members/${other.memberId}/block`, {
        body: { blocked: true },
        headers: operator.headers,
      }),
    ).toMatchObject({ status: 200, body: { memberId: other.memberId, blocked: true } });
    expect(await gift(member)).toMatchObject({ status: 200 });
    expect(await message(member)).toMatchObject({ status: 201 });
  });

  test('only an operator of the brand blocks, and not themselves', async () => {
    const member = await newMember(api);
    const block = (by: TestMember, memberId: number) =>
      api.call('PUT', `/api/system/members/${memberId}/block`, { body: { blocked: true }, headers: by.headers });
    expect(await block(await newMember(api), member.memberId)).toMatchObject({ status: 403 });
    expect(await block(operator, operator.memberId)).toMatchObject({ status: 400 });
    const mintOperator = await newMember(api, { userType: 'O', brand: 'mint' });
    expect(await block(mintOperator, member.memberId)).toMatchObject({ status: 404 });
    expect(await block(operator, 2_000_000_000)).toMatchObject({ status: 404 });
    expect(await gift(member)).toMatchObject({ status: 409 });
  });
});
