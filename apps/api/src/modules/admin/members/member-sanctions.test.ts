import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { ADMIN_MESSAGES, messageText } from '@onair/contracts';
import { auditLog, members, memberSanctions } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../../platform/ledger/accounts';
import { accessTokens } from '../../../platform/sessions/access-tokens';
import { kstMinute } from '../../../platform/sessions/member-restrictions';
import { UNAUTHORIZED } from '../../chat/index';
import { chatClient, connect } from '../../chat/testing/chat-client';
import { joinAs, say, tokenOf } from '../../chat/testing/chat-members';
import { fund, newMember, post, type TestMember } from '../../money/testing/money-test-kit';
import { consoleHeaders, newStaff, signIn } from '../testing/console-kit';
import { startMembersConsoleApi, type MembersConsoleApi } from './testing/members-console-kit';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Sanctions from the console over real HTTP and a real socket.io client: a block stops the
 * member's money and messages at once with its end date, and drops their chat; a chat ban stops
 * chat lines only; lifting undoes either; every act leaves its audit row.
 */
describe.each(testDatabaseTargets())('member sanctions on $name', (target) => {
  let api: MembersConsoleApi;
  let streamer: TestMember;
  let moderator: Record<string, string>;

  beforeAll(async () => {
    api = await startMembersConsoleApi(target);
    streamer = await newMember(api, { channel: { live: true } });
    moderator = consoleHeaders(await signIn(api, await newStaff(api, 'moderator', ['onair'])));
  });
  afterAll(() => api.close());

  const room = () => String(streamer.channelId);
  const gift = (member: TestMember) =>
    post(api, member, '/api/luv/gift', { channelId: streamer.channelId, amount: 100 });
  const message = (member: TestMember) =>
    api.call('POST', '/api/my/messages', {
      body: { loginId: streamer.loginId, content: '안녕하세요' },
      headers: member.headers,
    });
  const sanction = (memberId: number, body: object, headers = moderator) =>
    api.call('POST', `/api/admin/members/${memberId}/sanctions`, { body, headers });
  const lift = (memberId: number, body: object, headers = moderator) =>
    api.call('POST', `/api/admin/members/${memberId}/sanctions/lift`, { body, headers });
  const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));
  const auditOf = (memberId: number) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'member'), eq(auditLog.targetId, String(memberId))))
      .orderBy(auditLog.id);
  /** A token at the member's current session version: what signing in again would hand out. */
  async function freshToken(member: TestMember) {
    const [row] = await api.database.db
      .select({ sessionVersion: members.sessionVersion })
      .from(members)
      .where(eq(members.memberId, member.memberId));
    const token = await accessTokens(api.settings.tokenSecret).sign({
      memberId: member.memberId,
      loginId: member.loginId,
      userType: 'V',
      brand: 'onair',
      sessionVersion: row?.sessionVersion ?? 0,
    });
    return { ...member, headers: { authorization: `Bearer ${token}` } };
  }

  test('a block refuses the open session’s gift and message with its end date and drops the chat socket', async () => {
    const member = await newMember(api);
    await fund(api, walletOf(member.memberId, 'onair'), 10_000);
    const inRoom = await joinAs(api.url, member, room());
    try {
      expect(await gift(member)).toMatchObject({ status: 200 });
      const gone = disconnected(inRoom.socket);

      const blocked = await sanction(member.memberId, { kind: 'block', reason: '욕설 반복', days: 7 });
      expect(blocked.status).toBe(201);
      const endsAt = new Date(blocked.body.endsAt as string);
      expect(endsAt.getTime()).toBe(new Date(blocked.body.startsAt as string).getTime() + 7 * DAY);
      expect(blocked.body).toMatchObject({ kind: 'block', reason: '욕설 반복', inForce: true, liftedAt: null });

      const until = kstMinute(endsAt);
      const expected = messageText({ key: 'sanction.blockedUntil', params: { until } });
      expect(expected).toContain(until);
      for (const refused of [await gift(member), await message(member)]) {
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({
          code: 'ACCOUNT_BLOCKED',
          key: 'sanction.blockedUntil',
          params: { until },
          message: expected,
        });
      }
      expect(await gone).toBe('io server disconnect');
      await expect(connect(chatClient(api.url, { token: tokenOf(member) }))).rejects.toThrow(UNAUTHORIZED);

      const audit = await auditOf(member.memberId);
      expect(audit.at(-1)).toMatchObject({
        action: 'member.block',
        brand: 'onair',
        reason: '욕설 반복',
        before: { active: false, until: null },
        after: { active: true, until: endsAt.toISOString(), sanctionId: blocked.body.id, replaced: null },
      });
      const detail = await api.call('GET', `/api/admin/members/${member.memberId}`, { headers: moderator });
      expect(detail.body.member.block).toEqual({ active: true, until: endsAt.toISOString() });
      expect(detail.body.sanctions).toEqual([expect.objectContaining({ id: blocked.body.id, inForce: true })]);
    } finally {
      inRoom.socket.disconnect();
    }
  });

  test('a permanent block says so; lifting it with a reason lets the member back after signing in again', async () => {
    const member = await newMember(api);
    await fund(api, walletOf(member.memberId, 'onair'), 10_000);
    const blocked = await sanction(member.memberId, { kind: 'block', reason: '사기', days: null });
    expect(blocked).toMatchObject({ status: 201, body: { endsAt: null, inForce: true } });
    expect(await gift(await freshToken(member))).toMatchObject({
      status: 403,
      body: { key: 'sanction.blockedPermanently', message: messageText('sanction.blockedPermanently') },
    });

    const lifted = await lift(member.memberId, { kind: 'block', reason: '소명 확인' });
    expect(lifted).toMatchObject({
      status: 200,
      body: {
        member: { memberId: member.memberId, block: { active: false, until: null } },
        sanction: { id: blocked.body.id, liftReason: '소명 확인', inForce: false },
      },
    });
    // The token from before the block stays dead; a new sign-in works.
    expect(await gift(member)).toMatchObject({ status: 401 });
    expect(await gift(await freshToken(member))).toMatchObject({ status: 200 });
    expect((await auditOf(member.memberId)).at(-1)).toMatchObject({
      action: 'member.block.lift',
      reason: '소명 확인',
      before: { active: true, until: null, sanctionId: blocked.body.id },
      after: { active: false, until: null },
    });

    const again = await lift(member.memberId, { kind: 'block', reason: '다시' });
    expect(again).toMatchObject({ status: 409, body: { key: 'adminMember.nothingToLift' } });
  });

  test('a block of the old system route, which kept no record, is lifted from the console too', async () => {
    const member = await newMember(api);
    const operator = await newMember(api, { userType: 'O' });
    expect(
      (
        await api.call('PUT', `/api/system/members/${member.memberId}/block`, {
          body: { blocked: true },
          headers: operator.headers,
        })
      ).status,
    ).toBe(200);
    const lifted = await lift(member.memberId, { kind: 'block', reason: '이전 차단 해제' });
    expect(lifted).toMatchObject({ status: 200, body: { member: { block: { active: false } }, sanction: null } });
    expect((await auditOf(member.memberId)).at(-1)).toMatchObject({
      action: 'member.block.lift',
      before: { active: true, until: null, sanctionId: null },
      after: { active: false },
    });
  });

  test('a timed block lapses at its end by itself, with no job', async () => {
    const member = await newMember(api);
    await fund(api, walletOf(member.memberId, 'onair'), 10_000);
    expect((await sanction(member.memberId, { kind: 'block', reason: '도배', days: 1 })).status).toBe(201);
    expect(await gift(await freshToken(member))).toMatchObject({ status: 403 });
    // A day goes by: the end, as stored, is now in the past (for the database's clock and the console's).
    const past = new Date(Math.min(Date.now(), api.clock.ms) - 1000);
    await api.database.db.update(members).set({ blockedUntil: past }).where(eq(members.memberId, member.memberId));
    await api.database.db
      .update(memberSanctions)
      .set({ endsAt: past })
      .where(eq(memberSanctions.memberId, member.memberId));
    expect(await gift(await freshToken(member))).toMatchObject({ status: 200 });
    const detail = await api.call('GET', `/api/admin/members/${member.memberId}`, { headers: moderator });
    expect(detail.body.member.block).toEqual({ active: false, until: null });
    expect(detail.body.sanctions[0]).toMatchObject({ inForce: false, liftedAt: null });
    expect(await lift(member.memberId, { kind: 'block', reason: '만료 후' })).toMatchObject({ status: 409 });
  });

  test('a chat ban refuses chat lines across the brand with its end date, not money; lifting it lets them chat', async () => {
    const member = await newMember(api);
    await fund(api, walletOf(member.memberId, 'onair'), 10_000);
    const first = await joinAs(api.url, member, room());
    const gone = disconnected(first.socket);
    const banned = await sanction(member.memberId, { kind: 'chat-ban', reason: '채팅 도배', days: 3 });
    expect(banned.status).toBe(201);
    expect(await gone).toBe('io server disconnect');
    first.socket.disconnect();

    // Still signed in: the socket comes back and may watch, but its lines are refused.
    const again = await joinAs(api.url, member, room());
    try {
      const until = kstMinute(new Date(banned.body.endsAt as string));
      expect(await say(again.socket, room(), '안녕')).toEqual({
        ok: false,
        code: 'MUTED',
        message: messageText({ key: 'sanction.chatBannedUntil', params: { until } }),
      });
      expect(await gift(member)).toMatchObject({ status: 200 });

      // A second ban replaces the first, which is lifted for the new reason.
      const permanent = await sanction(member.memberId, { kind: 'chat-ban', reason: '재위반', days: null });
      expect(permanent.status).toBe(201);
      const rows = await api.database.db
        .select()
        .from(memberSanctions)
        .where(eq(memberSanctions.memberId, member.memberId));
      expect(rows.find((row) => row.id === banned.body.id)).toMatchObject({ liftReason: '재위반' });
      expect((await auditOf(member.memberId)).at(-1)).toMatchObject({ after: { replaced: banned.body.id } });
    } finally {
      again.socket.disconnect();
    }

    expect((await lift(member.memberId, { kind: 'chat-ban', reason: '해제' })).status).toBe(200);
    const freed = await joinAs(api.url, member, room());
    try {
      expect(await say(freed.socket, room(), '다시 안녕')).toMatchObject({ ok: true });
    } finally {
      freed.socket.disconnect();
    }
  });

  test('a bellcast-only moderator can neither see nor sanction an onair member, and nothing changes', async () => {
    const member = await newMember(api);
    const bellcast = consoleHeaders(await signIn(api, await newStaff(api, 'moderator', ['bellcast'])), 'bellcast');
    const notFound = { status: 404, body: { key: 'adminMember.memberNotFound', message: '존재하지 않는 회원입니다.' } };
    expect(await api.call('GET', `/api/admin/members/${member.memberId}`, { headers: bellcast })).toMatchObject(
      notFound,
    );
    expect(await api.call('GET', `/api/admin/members/${member.memberId}/ledger`, { headers: bellcast })).toMatchObject(
      notFound,
    );
    expect(await sanction(member.memberId, { kind: 'block', reason: '월권', days: 1 }, bellcast)).toMatchObject(
      notFound,
    );
    expect(await lift(member.memberId, { kind: 'block', reason: '월권' }, bellcast)).toMatchObject(notFound);
    const search = await api.call('GET', `/api/admin/members?loginId=${member.loginId}`, { headers: bellcast });
    expect(search).toMatchObject({ status: 200, body: { items: [], total: 0 } });

    // On onair's site the account is refused outright.
    const onairSite = { ...bellcast, 'x-site-code': 'onair' };
    expect(await sanction(member.memberId, { kind: 'block', reason: '월권', days: 1 }, onairSite)).toMatchObject({
      status: 403,
      body: { message: ADMIN_MESSAGES.brandRefused },
    });
    const [row] = await api.database.db.select().from(members).where(eq(members.memberId, member.memberId));
    expect(row).toMatchObject({ blocked: false, chatBanned: false });
    expect(await auditOf(member.memberId)).toEqual([]);
  });

  test('bad input is a 400 and an unknown member a 404, never a 5xx', async () => {
    const member = await newMember(api);
    for (const body of [
      { kind: 'block', reason: '', days: 1 },
      { kind: 'block', reason: '   ', days: 1 },
      { kind: 'block', reason: '이유', days: 0 },
      { kind: 'block', reason: '이유', days: 3651 },
      { kind: 'block', reason: '이유', days: 1.5 },
      { kind: 'block', reason: '이유' },
      { kind: 'mute', reason: '이유', days: 1 },
    ]) {
      expect({ body, status: (await sanction(member.memberId, body)).status }).toEqual({ body, status: 400 });
    }
    for (const id of ['0', '2000000000', '999999999999999', 'abc', '-1']) {
      const status = (await sanction(id as unknown as number, { kind: 'block', reason: '이유', days: 1 })).status;
      expect({ id, refused: [400, 404].includes(status) }).toEqual({ id, refused: true });
    }
    expect(await auditOf(member.memberId)).toEqual([]);
  });
});
