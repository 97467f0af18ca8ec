// Mistaken gifts (docs/money.md, "Mistaken gifts"): the sender reports within 10 minutes, finance
// reverses through the ledger while the streamer still holds it, every decision audited; finance
// only, the request's brand only.
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, gifts } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { heldOf, receivedOf, systemAccount, walletOf } from '../../../platform/ledger/accounts';
import {
  balanceOf,
  expectLedgerSound,
  fund,
  get,
  newMember,
  post,
  refusal,
  type TestMember,
} from '../../money/testing/money-test-kit';
import { consoleHeaders, newStaff, signIn } from '../testing/console-kit';
import { startMembersConsoleApi, type MembersConsoleApi } from '../members/testing/members-console-kit';

describe.each(testDatabaseTargets())('mistaken gifts on $name', (target) => {
  let api: MembersConsoleApi;
  let finance: Record<string, string>;
  beforeAll(async () => {
    api = await startMembersConsoleApi(target);
    finance = consoleHeaders(await signIn(api, await newStaff(api, 'finance', ['onair'])), 'onair');
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  /** A gift of `amount` from a funded viewer to a new streamer, sent `secondsAgo` before now. */
  async function giftSent(amount = 1000, secondsAgo = 0, brand: 'onair' | 'bellcast' = 'onair') {
    const viewer = await newMember(api, { brand });
    const streamer = await newMember(api, { brand, channel: {} });
    await fund(api, walletOf(viewer.memberId, brand), 10_000);
    const sent = await post(api, viewer, '/api/luv/gift', { channelId: streamer.channelId, amount });
    expect(sent.status).toBe(200);
    const giftId = Number(sent.body.giftId);
    if (secondsAgo)
      await api.database.db
        .update(gifts)
        .set({ createdAt: sql`now() - make_interval(secs => ${secondsAgo})` })
        .where(eq(gifts.giftId, giftId));
    return { viewer, streamer, giftId };
  }

  const report = (viewer: TestMember, giftId: number) =>
    post(api, viewer, `/api/luv/gifts/${giftId}/mistake-report`, undefined, null);
  const queue = (headers = finance, state = 'reported') =>
    api.call('GET', `/api/admin/gift-reports?state=${state}&size=100`, { headers });
  const decide = (reportId: number, action: 'reverse' | 'refuse', headers = finance, reason = '잘못 보낸 선물 확인') =>
    api.call('POST', `/api/admin/gift-reports/${reportId}/${action}`, { body: { reason }, headers });

  it("takes a report at 9:59 and refuses one at 10:01, or a second one, or of a gift not the sender's", async () => {
    const inTime = await giftSent(1000, 599);
    const reported = await report(inTime.viewer, inTime.giftId);
    expect(reported).toMatchObject({ status: 201, body: { giftId: inTime.giftId, state: 'reported' } });
    expect(await report(inTime.viewer, inTime.giftId)).toMatchObject(refusal(409, 'CONFLICT', 'giftAlreadyReported'));
    const sentList = await get(api, inTime.viewer, '/api/luv/sent-list');
    expect(sentList.body.items[0]).toMatchObject({ giftId: inTime.giftId, mistakeReport: { state: 'reported' } });

    const late = await giftSent(1000, 601);
    expect(await report(late.viewer, late.giftId)).toMatchObject(
      refusal(409, 'CONFLICT', 'giftReportWindowPassed', { minutes: '10' }),
    );
    // The streamer (or anyone else) cannot report the viewer's gift.
    expect(await report(late.streamer, late.giftId)).toMatchObject(refusal(404, 'NOT_FOUND', 'giftNotFound'));
  });

  it('reverses a reported gift through the ledger: the sender gets it all back, the streamer and the commission give theirs', async () => {
    const { viewer, streamer, giftId } = await giftSent(1000, 120);
    const commissionBefore = await balanceOf(api, systemAccount('onair', 'commission'));
    const { body: made } = await report(viewer, giftId);
    const listed = await queue();
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({
        reportId: made.reportId,
        giftId,
        amount: 1000,
        netAmount: 800,
        recipientAvailable: 800,
        sender: expect.objectContaining({ memberId: viewer.memberId }),
      }),
    );

    const reversed = await decide(made.reportId, 'reverse');
    expect(reversed).toMatchObject({
      status: 200,
      body: { state: 'reversed', decisionReason: '잘못 보낸 선물 확인', recipientAvailable: 0 },
    });
    expect(await balanceOf(api, walletOf(viewer.memberId, 'onair'))).toBe(10_000);
    expect(await balanceOf(api, receivedOf(streamer.memberId, 'onair'))).toBe(0);
    expect(await balanceOf(api, systemAccount('onair', 'commission'))).toBe(commissionBefore - 200);
    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'giftReport.reverse'), eq(auditLog.targetId, String(made.reportId))));
    expect(audit).toMatchObject({ targetKind: 'giftReport', brand: 'onair', reason: '잘못 보낸 선물 확인' });
    expect((await get(api, viewer, '/api/luv/sent-list')).body.items[0].mistakeReport.state).toBe('reversed');

    // Decided once: a second reversal (or a refusal) moves nothing.
    expect(await decide(made.reportId, 'reverse')).toMatchObject(refusal(409, 'CONFLICT', 'giftReportAlreadyDecided'));
    expect(await decide(made.reportId, 'refuse')).toMatchObject(refusal(409, 'CONFLICT', 'giftReportAlreadyDecided'));
    expect(await balanceOf(api, walletOf(viewer.memberId, 'onair'))).toBe(10_000);
    await expectLedgerSound(api);
  });

  it('cannot reverse what the streamer has already withdrawn (held for a withdrawal): nothing moves', async () => {
    const { viewer, streamer, giftId } = await giftSent(1000, 60);
    const streamerId = streamer.memberId;
    // The streamer asks to withdraw what they received: received → held, as POST /api/luv/withdraw does.
    await api.ledger.transaction((tx) =>
      api.ledger.post(tx, {
        brand: 'onair',
        reason: 'withdrawal',
        reference: `test:withdrawal:${giftId}`,
        entries: [
          { account: receivedOf(streamerId, 'onair'), amount: -800 },
          { account: heldOf(streamerId, 'onair'), amount: 800 },
        ],
      }),
    );
    const { body: made } = await report(viewer, giftId);
    expect(await decide(made.reportId, 'reverse')).toMatchObject(refusal(409, 'CONFLICT', 'giftAlreadyWithdrawn'));
    expect(await balanceOf(api, walletOf(viewer.memberId, 'onair'))).toBe(9_000);
    expect(await balanceOf(api, heldOf(streamerId, 'onair'))).toBe(800);
    expect((await queue()).body.items).toContainEqual(
      expect.objectContaining({ reportId: made.reportId, state: 'reported', recipientAvailable: 0 }),
    );

    // Finance refuses it instead, with the reason the sender reads; audited.
    expect(await decide(made.reportId, 'refuse', finance, '이미 출금된 금액입니다.')).toMatchObject({
      status: 200,
      body: { state: 'refused', decisionReason: '이미 출금된 금액입니다.' },
    });
    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'giftReport.refuse'), eq(auditLog.targetId, String(made.reportId))));
    expect(audit?.reason).toBe('이미 출금된 금액입니다.');
    await expectLedgerSound(api);
  });

  it('is finance work only, and of the request brand only', async () => {
    const { viewer, giftId } = await giftSent(500, 30);
    const { body: made } = await report(viewer, giftId);
    for (const role of ['moderator', 'support', 'content'] as const) {
      const headers = consoleHeaders(await signIn(api, await newStaff(api, role, ['onair'])), 'onair');
      expect((await queue(headers)).status).toBe(403);
      expect((await decide(made.reportId, 'reverse', headers)).status).toBe(403);
    }
    // Finance of both brands, working on bellcast's site: onair's report does not exist there.
    const both = consoleHeaders(await signIn(api, await newStaff(api, 'finance', ['onair', 'bellcast'])), 'bellcast');
    expect((await queue(both)).body.items).not.toContainEqual(expect.objectContaining({ reportId: made.reportId }));
    expect(await decide(made.reportId, 'reverse', both)).toMatchObject(refusal(404, 'NOT_FOUND', 'giftReportNotFound'));
    // Finance of bellcast only cannot work on onair's site at all.
    const bellcastOnly = consoleHeaders(await signIn(api, await newStaff(api, 'finance', ['bellcast'])), 'onair');
    expect((await decide(made.reportId, 'reverse', bellcastOnly)).status).toBe(403);
    expect(await balanceOf(api, walletOf(viewer.memberId, 'onair'))).toBe(9_500);

    // A bellcast member cannot report an onair gift by its id either.
    const stranger = await newMember(api, { brand: 'bellcast' });
    expect(await report(stranger, giftId)).toMatchObject({ status: 404 });
  });
});
