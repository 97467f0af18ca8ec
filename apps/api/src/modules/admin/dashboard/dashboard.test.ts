import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER, type BrandCode } from '@onair/contracts';
import {
  auditLog,
  channels,
  chatMessages,
  chatRooms,
  declarations,
  gifts,
  ledgerAccounts,
  ledgerEntries,
  payments,
  refreshTokens,
  subscriptionEvents,
  withdrawals,
} from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { checkLedgerInvariants, createLedger } from '@onair/ledger';
import { rowsOf } from '../../../platform/ledger/sql-rows';
import { consoleHeaders, newStaff, signIn, startConsoleApi, type ConsoleApi } from '../testing/console-kit';
import { newStreamer, type TestStreamer } from '../testing/live-kit';
import { withSpan } from './bounded-sql';
import { addDays, koreanDayOf, startOfKoreanDay } from './korean-days';
import { RAW_DAILY_SQL } from './rollup-metrics';
import { rollUpDays, runDashboardRollup } from './rollup-job';

type Figures = {
  totals: Record<string, number | undefined>;
  now: Record<string, number | undefined>;
  days: Array<Record<string, number | string>>;
  brands: string[];
  rolledUpAt: string | null;
};

describe.each(testDatabaseTargets())('the business dashboard on $name', (target) => {
  let api: ConsoleApi;
  let finance: string;

  const dashboard = async (query: string, cookie = finance, brand: BrandCode = 'onair') => {
    const answer = await api.call('GET', `/api/admin/dashboard?${query}`, { headers: consoleHeaders(cookie, brand) });
    return answer;
  };
  const figures = async (query: string) => {
    const answer = await dashboard(query);
    expect(answer.status).toBe(200);
    return answer.body as Figures;
  };
  /** The rollup job's run at the console's clock, a minute on each time so each run takes its own sample. */
  const rollUp = async () => {
    api.clock.ms += 60_000;
    await runDashboardRollup(api.database.db, new Date(api.clock.ms));
  };

  beforeAll(async () => {
    api = await startConsoleApi(target);
    finance = await signIn(api, await newStaff(api, 'finance'));
  });
  afterAll(() => api.close());

  test('every figure of today moves by exactly the activity seeded, and only on its brand', async () => {
    const db = api.database.db;
    const ledger = createLedger(db);
    await rollUp();
    const before = await figures('brand=onair&period=today');
    const mintBefore = await figures('brand=mint&period=today');

    const streamer = await newStreamer(api, 'onair');
    const first = await newStreamer(api, 'onair');
    const second = await newStreamer(api, 'onair');
    const mintMember = await newStreamer(api, 'mint');
    for (const viewer of [first, second])
      await ledger.transaction((tx) =>
        ledger.post(tx, {
          brand: 'onair',
          reason: 'adjustment',
          reference: `test:grant:${viewer.memberId}`,
          entries: [
            { account: { system: 'onair', kind: 'issuance', itemCode: 100 }, amount: -10_000 },
            { account: { member: viewer.memberId, brand: 'onair', kind: 'wallet', itemCode: 100 }, amount: 10_000 },
          ],
        }),
      );

    const send = async (viewer: TestStreamer, amount: number) => {
      const sent = await api.call('POST', '/api/luv/gift', {
        headers: { ...viewer.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        body: { channelId: streamer.channelId, amount },
      });
      expect(sent.status).toBe(200);
      return sent.body.giftId as number;
    };
    const giftIds = [await send(first, 1_000), await send(first, 500), await send(second, 2_000)];
    const subscribed = await api.call('POST', '/api/my/subscriptions', {
      headers: { ...second.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      body: { channelId: streamer.channelId, plan: 'oneMonth' },
    });
    expect(subscribed.status).toBeLessThan(300);

    const at = new Date(api.clock.ms);
    const payment = (memberId: number, brand: BrandCode, price: number, approved: boolean) => ({
      orderId: `ORD-${randomUUID().slice(0, 12)}`,
      memberId,
      brand,
      kind: 'luv',
      productCode: 'luv-1000',
      itemCode: 100,
      quantity: 1000,
      price,
      method: 'card',
      state: approved ? 9 : 0,
      approvedAt: approved ? at : null,
    });
    await db.insert(payments).values([
      payment(first.memberId, 'onair', 1_100, true),
      payment(first.memberId, 'onair', 5_500, true),
      payment(second.memberId, 'onair', 33_000, false),
      payment(mintMember.memberId, 'mint', 2_200, true),
    ]);
    const withdrawal = (state: string, payout: number) => ({
      memberId: streamer.memberId,
      brand: 'onair',
      amount: payout + 500,
      payout,
      state,
      bankCode: '004',
      bankAccount: '1234567890',
      bankHolderName: '홍길동',
      holdTxId: 1,
      requestedAt: at,
      decidedAt: state === 'completed' ? at : null,
    });
    await db.insert(withdrawals).values([withdrawal('completed', 9_000), withdrawal('requested', 4_500)]);
    const token = (memberId: number) => ({
      familyId: randomUUID(),
      memberId,
      tokenHash: randomUUID().replaceAll('-', '').padEnd(64, '0'),
      createdAt: at,
      expiresAt: new Date(at.getTime() + 3_600_000),
      familyExpiresAt: new Date(at.getTime() + 86_400_000),
    });
    await db.insert(refreshTokens).values([token(first.memberId), token(first.memberId), token(second.memberId)]);
    const line = (seq: number, kind: 'chat' | 'notice') => ({
      channelId: streamer.channelId,
      seq: 1_000 + seq,
      memberId: first.memberId,
      role: 'viewer',
      kind,
      text: `line ${seq}`,
      createdAt: at,
    });
    await db.insert(chatRooms).values({ channelId: streamer.channelId }).onConflictDoNothing();
    await db.insert(chatMessages).values([line(1, 'chat'), line(2, 'chat'), line(3, 'chat'), line(4, 'chat'), line(5, 'notice')]);
    const report = (status: string) => ({
      reporterMemberId: first.memberId,
      brand: 'onair',
      targetType: 'member',
      targetId: streamer.memberId,
      reason: 1,
      content: '욕설',
      status,
    });
    await db.insert(declarations).values([report('received'), report('reviewing'), report('dismissed')]);
    await db.update(channels).set({ isLive: true, viewerCount: 37 }).where(eq(channels.channelId, streamer.channelId));

    await rollUp();
    const after = await figures('brand=onair&period=today');

    // Commission, from the ledger itself: what the gifts and the subscription credited the brand's commission account.
    const sent = await db.select().from(gifts).where(inArray(gifts.giftId, giftIds));
    const [subscription] = await db
      .select({ txId: subscriptionEvents.txId })
      .from(subscriptionEvents)
      .where(sql`${subscriptionEvents.subscriptionId} = (select subscription_id from subscriptions order by subscription_id desc limit 1)`);
    const [subscriptionFee] = await db
      .select({ fee: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerEntries.accountId))
      .where(sql`${ledgerEntries.txId} = ${subscription?.txId ?? 0} and ${ledgerAccounts.kind} = 'commission'`);
    const commission = sent.reduce((sum, gift) => sum + gift.amount - gift.netAmount, 0) + Number(subscriptionFee?.fee);
    expect(commission).toBeGreaterThan(0);

    const moved = (field: string) => Number(after.totals[field]) - Number(before.totals[field]);
    expect({
      purchases: moved('purchases'),
      purchaseWon: moved('purchaseWon'),
      gifted: moved('gifted'),
      commission: moved('commission'),
      subscriptions: moved('subscriptions'),
      payoutsPaid: moved('payoutsPaid'),
      payoutsPaidWon: moved('payoutsPaidWon'),
      signups: moved('signups'),
      activeMembersPerDay: moved('activeMembersPerDay'),
      chatLines: moved('chatLines'),
    }).toEqual({
      purchases: 2,
      purchaseWon: 6_600,
      gifted: 3_500,
      commission,
      subscriptions: 1,
      payoutsPaid: 1,
      payoutsPaidWon: 9_000,
      signups: 3,
      activeMembersPerDay: 2,
      chatLines: 4,
    });
    const nowMoved = (field: string) => Number(after.now[field]) - Number(before.now[field]);
    expect({
      liveChannels: nowMoved('liveChannels'),
      viewers: nowMoved('viewers'),
      payoutsPending: nowMoved('payoutsPending'),
      payoutsPendingWon: nowMoved('payoutsPendingWon'),
      reportsOpen: nowMoved('reportsOpen'),
    }).toEqual({ liveChannels: 1, viewers: 37, payoutsPending: 1, payoutsPendingWon: 4_500, reportsOpen: 2 });
    expect(after.totals.peakViewers).toBe(Math.max(Number(before.totals.peakViewers), Number(after.now.viewers)));
    expect(after.totals.peakLiveChannels).toBe(Math.max(Number(before.totals.peakLiveChannels), Number(after.now.liveChannels)));
    const minutes = (api.clock.ms - startOfKoreanDay(koreanDayOf(api.clock.ms)).getTime()) / 60_000;
    expect(after.totals.chatLinesPerMinute).toBe(Math.round((Number(after.totals.chatLines) / minutes) * 10) / 10);
    expect(after.rolledUpAt).toBe(new Date(api.clock.ms).toISOString());

    // mint saw one purchase and one signup, none of onair's activity.
    const mintAfter = await figures('brand=mint&period=today');
    expect(Number(mintAfter.totals.purchases) - Number(mintBefore.totals.purchases)).toBe(1);
    expect(Number(mintAfter.totals.purchaseWon) - Number(mintBefore.totals.purchaseWon)).toBe(2_200);
    expect(Number(mintAfter.totals.signups) - Number(mintBefore.totals.signups)).toBe(1);
    expect(mintAfter.totals.gifted).toBe(mintBefore.totals.gifted);
    expect(mintAfter.now.reportsOpen).toBe(mintBefore.now.reportsOpen);
    // All brands is the sum of the brands.
    const all = await figures('brand=all&period=today');
    const brands = await Promise.all((['onair', 'mint', 'nova', 'bellcast'] as const).map((b) => figures(`brand=${b}&period=today`)));
    for (const field of ['purchases', 'purchaseWon', 'gifted', 'commission', 'signups', 'chatLines'])
      expect([field, all.totals[field]]).toEqual([field, brands.reduce((sum, one) => sum + Number(one.totals[field]), 0)]);
    expect((await checkLedgerInvariants(db)).problems).toEqual([]);
  });

  test('past days come from the rollup, 7 and 30 days and a range cover what they say, and a rerun changes nothing', async () => {
    const db = api.database.db;
    const today = koreanDayOf(api.clock.ms);
    const threeDaysAgo = addDays(today, -3);
    const member = await newStreamer(api, 'nova');
    const then = new Date(startOfKoreanDay(threeDaysAgo).getTime() + 5 * 3_600_000);
    await db.execute(sql`update members set created_at = ${then.toISOString()}::timestamptz where member_id = ${member.memberId}`);
    await db.insert(payments).values({
      orderId: `ORD-${randomUUID().slice(0, 12)}`,
      memberId: member.memberId,
      brand: 'nova',
      kind: 'luv',
      productCode: 'luv-1000',
      itemCode: 100,
      quantity: 1000,
      price: 12_100,
      method: 'card',
      state: 9,
      approvedAt: then,
    });
    await rollUpDays(db, addDays(today, -40), today, new Date(api.clock.ms));

    const week = await figures('brand=nova&period=7d');
    expect(week.days.map((day) => day.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    expect(week.days.find((day) => day.day === threeDaysAgo)).toMatchObject({ purchases: 1, purchaseWon: 12_100, signups: 1 });
    expect((await figures('brand=nova&period=30d')).days).toHaveLength(30);
    const range = await figures(`brand=nova&period=range&from=${threeDaysAgo}&to=${threeDaysAgo}`);
    expect(range.totals).toMatchObject({ purchases: 1, purchaseWon: 12_100, signups: 1 });
    const todayOnly = await figures('brand=nova&period=today');
    expect(todayOnly.days.map((day) => day.day)).toEqual([today]);

    // The rollup holds exactly what the raw query says, and a second run leaves the same rows.
    const stored = async () =>
      rowsOf<{ brand: string; day: string; metric: string; value: string | number }>(
        db,
        sql`select brand, day::text as day, metric, value from dashboard_daily where brand <> '*' order by 1, 2, 3`,
      );
    const first = await stored();
    await rollUpDays(db, addDays(today, -40), today, new Date(api.clock.ms));
    expect(await stored()).toEqual(first);
    const raw = await rowsOf<{ brand: string; day: string; metric: string; value: string | number }>(
      db,
      sql`select * from (${withSpan(RAW_DAILY_SQL, startOfKoreanDay(addDays(today, -40)), startOfKoreanDay(addDays(today, 1)))}) r
           where value <> 0 order by 1, 2, 3`,
    );
    expect(first.map((row) => [row.brand, row.day, row.metric, Number(row.value)])).toEqual(
      raw.map((row) => [row.brand, row.day, row.metric, Number(row.value)]),
    );
  });

  test('days the job missed while stopped are filled in by its next run, each as the raw tables say', async () => {
    const db = api.database.db;
    const today = koreanDayOf(api.clock.ms);
    const [first, last] = [addDays(today, -12), addDays(today, -5)];
    const tenDaysAgo = addDays(today, -10);
    const member = await newStreamer(api, 'mint');
    const then = new Date(startOfKoreanDay(tenDaysAgo).getTime() + 3 * 3_600_000);
    await db.execute(sql`update members set created_at = ${then.toISOString()}::timestamptz where member_id = ${member.memberId}`);
    await rollUp();

    // The job was stopped over these days: nothing of them is rolled up, and the dashboard says so.
    await db.execute(sql`delete from dashboard_daily where day >= ${first}::date and day <= ${last}::date`);
    const span = `brand=mint&period=range&from=${tenDaysAgo}&to=${tenDaysAgo}`;
    expect(await figures(span)).toMatchObject({ rolledUpAt: null, totals: { signups: 0 } });

    await rollUp();
    const filled = await figures(span);
    expect(filled.rolledUpAt).not.toBeNull();
    expect(Number(filled.totals.signups)).toBeGreaterThanOrEqual(1);
    const stored = await rowsOf<{ brand: string; day: string; metric: string; value: string | number }>(
      db,
      sql`select brand, day::text as day, metric, value from dashboard_daily
           where day >= ${first}::date and day <= ${last}::date order by 1, 2, 3`,
    );
    const raw = await rowsOf<{ brand: string; day: string; metric: string; value: string | number }>(
      db,
      sql`select * from (${withSpan(RAW_DAILY_SQL, startOfKoreanDay(first), startOfKoreanDay(addDays(last, 1)))}) r
           where value <> 0 order by 1, 2, 3`,
    );
    expect(stored.filter((row) => row.brand !== '*').map((row) => [row.brand, row.day, row.metric, Number(row.value)])).toEqual(
      raw.map((row) => [row.brand, row.day, row.metric, Number(row.value)]),
    );
    expect(stored.filter((row) => row.brand === '*').map((row) => row.day)).toEqual(
      Array.from({ length: 8 }, (_, i) => addDays(first, i)),
    );
  });

  test('a range must be whole, ordered and at most a year; the query is checked', async () => {
    expect((await dashboard('period=range&from=2026-01-01')).status).toBe(400);
    expect((await dashboard('period=range&from=2026-02-01&to=2026-01-01')).status).toBe(400);
    expect((await dashboard('period=range&from=2024-01-01&to=2026-01-01')).status).toBe(400);
    expect((await dashboard('period=week')).status).toBe(400);
    expect((await dashboard('brand=nowhere')).status).toBe(400);
  });

  test('finance and super-admins only; a brand-scoped account sees its brands only', async () => {
    for (const role of ['moderator', 'support', 'content'] as const) {
      const cookie = await signIn(api, await newStaff(api, role));
      expect((await dashboard('period=today', cookie)).body).toMatchObject({ code: 'STAFF_ROLE_REFUSED' });
      expect((await api.call('POST', '/api/admin/books/check', { headers: consoleHeaders(cookie, 'onair') })).status).toBe(403);
    }
    const mintFinance = await signIn(api, await newStaff(api, 'finance', ['mint']));
    expect((await dashboard('brand=onair', mintFinance, 'mint')).body).toMatchObject({ code: 'STAFF_BRAND_REFUSED' });
    const all = await dashboard('brand=all', mintFinance, 'mint');
    expect(all.body.brands).toEqual(['mint']);
    expect((await signIn(api, await newStaff(api, 'super-admin')).then((cookie) => dashboard('brand=all', cookie))).body.brands).toEqual([
      'onair',
      'bellcast',
      'mint',
      'nova',
    ]);
  });

  test('the books panel runs the ledger invariants on demand, records it, and says when they last passed', async () => {
    const headers = consoleHeaders(finance, 'onair');
    expect((await api.call('GET', '/api/admin/books', { headers })).body).toEqual({ lastCheck: null, lastPassedAt: null });
    const checked = await api.call('POST', '/api/admin/books/check', { headers });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ lastCheck: { ok: true, problems: [] }, lastPassedAt: checked.body.lastCheck.at });
    expect((await api.call('GET', '/api/admin/books', { headers })).body).toEqual(checked.body);
    const audit = await api.database.db.select().from(auditLog).where(eq(auditLog.action, 'books.check'));
    expect(audit).toHaveLength(1);
  });
});
