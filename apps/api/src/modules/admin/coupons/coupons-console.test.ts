import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, eventItem, ITEM, MONEY_MESSAGES } from '@onair/contracts';
import { auditLog } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { checkLedgerInvariants, createLedger } from '@onair/ledger';
import { consoleHeaders, newStaff, signIn, startConsoleApi, type ConsoleApi } from '../testing/console-kit';
import { newStreamer, type TestStreamer } from '../testing/live-kit';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe.each(testDatabaseTargets())('coupon batches and exchange events in the console on $name', (target) => {
  let api: ConsoleApi;
  let finance: string;
  let content: string;
  let mintFinance: string;

  const batch = (cookie: string, body: object, brand: 'onair' | 'mint' = 'onair') =>
    api.call('POST', '/api/admin/coupons/batches', {
      headers: consoleHeaders(cookie, brand),
      body: {
        title: '가입 축하',
        count: 3,
        itemCode: ITEM.currency,
        quantity: 500,
        expiresAt: inDays(7),
        onePerMember: false,
        ...body,
      },
    });
  const codesOf = async (cookie: string, batchId: number) =>
    (await api.call('GET', `/api/admin/coupons/batches/${batchId}/codes`, { headers: consoleHeaders(cookie, 'onair') }))
      .body.codes as { couponNumber: string; usedAt: string | null }[];
  const redeem = (member: TestStreamer, couponNumber: string) =>
    api.call('POST', '/api/shoppings/useCoupon', {
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      body: { couponNumber },
    });
  const audited = (action: string, targetId: number) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

  beforeAll(async () => {
    api = await startConsoleApi(target);
    finance = await signIn(api, await newStaff(api, 'finance', ['onair']));
    content = await signIn(api, await newStaff(api, 'content', ['onair']));
    mintFinance = await signIn(api, await newStaff(api, 'finance', ['mint']));
  });
  afterAll(async () => {
    const report = await checkLedgerInvariants(api.database.db);
    await api.close();
    expect(report.problems).toEqual([]);
  });

  test('a batch makes distinct codes; one redeemed credits the member from issuance and shows as a redemption', async () => {
    const made = await batch(content, {});
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ count: 3, redeemed: 0, disabledAt: null });
    const batchId = made.body.batchId as number;
    const codes = await codesOf(content, batchId);
    expect(new Set(codes.map((code) => code.couponNumber)).size).toBe(3);
    expect(codes.every((code) => /^[2-9A-HJKMNP-Z]{12}$/.test(code.couponNumber))).toBe(true);

    const member = await newStreamer(api, 'onair');
    const issuanceBefore = await createLedger(api.database.db).balance(api.database.db, {
      system: 'onair',
      kind: 'issuance',
      itemCode: ITEM.currency,
    });
    const used = await redeem(member, codes[0]?.couponNumber ?? '');
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ itemCode: ITEM.currency, quantity: 500, balance: 500 });
    const ledger = createLedger(api.database.db);
    const issuance = { system: 'onair' as const, kind: 'issuance' as const, itemCode: ITEM.currency };
    const wallet = {
      member: member.memberId,
      brand: 'onair' as const,
      kind: 'wallet' as const,
      itemCode: ITEM.currency,
    };
    expect(await ledger.balance(api.database.db, wallet)).toBe(500);
    expect(issuanceBefore - (await ledger.balance(api.database.db, issuance))).toBe(500);

    const redemptions = await api.call('GET', `/api/admin/coupons/batches/${batchId}/redemptions`, {
      headers: consoleHeaders(finance, 'onair'),
    });
    expect(redemptions.body).toMatchObject({
      total: 1,
      items: [{ couponNumber: codes[0]?.couponNumber ?? '', loginId: member.loginId }],
    });
    const listed = await api.call('GET', '/api/admin/coupons/batches', { headers: consoleHeaders(finance, 'onair') });
    expect(listed.body.items.find((row: { batchId: number }) => row.batchId === batchId)).toMatchObject({
      redeemed: 1,
    });
    expect(await audited('coupon.batch.create', batchId)).toHaveLength(1);
  });

  test('one per member: a second code of the batch is refused to the same member, not to another', async () => {
    const made = await batch(finance, { onePerMember: true });
    const codes = await codesOf(finance, made.body.batchId);
    const member = await newStreamer(api, 'onair');
    expect((await redeem(member, codes[0]?.couponNumber ?? '')).status).toBe(200);
    const second = await redeem(member, codes[1]?.couponNumber ?? '');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(MONEY_MESSAGES.couponOnePerMember);
    expect((await redeem(await newStreamer(api, 'onair'), codes[1]?.couponNumber ?? '')).status).toBe(200);
  });

  test('a disabled batch refuses its unused codes; redeemed ones stay; it is audited once', async () => {
    const made = await batch(finance, { count: 2 });
    const batchId = made.body.batchId as number;
    const codes = await codesOf(finance, batchId);
    expect((await redeem(await newStreamer(api, 'onair'), codes[0]?.couponNumber ?? '')).status).toBe(200);
    const disabled = await api.call('POST', `/api/admin/coupons/batches/${batchId}/disable`, {
      headers: consoleHeaders(finance, 'onair'),
      body: { reason: '코드 유출' },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ disabledReason: '코드 유출', redeemed: 1 });
    const refused = await redeem(await newStreamer(api, 'onair'), codes[1]?.couponNumber ?? '');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MONEY_MESSAGES.couponDisabled);
    // Another batch's codes are not touched.
    const other = await batch(finance, { count: 1 });
    const [otherCode] = await codesOf(finance, other.body.batchId);
    expect((await redeem(await newStreamer(api, 'onair'), otherCode?.couponNumber ?? '')).status).toBe(200);
    await api.call('POST', `/api/admin/coupons/batches/${batchId}/disable`, {
      headers: consoleHeaders(finance, 'onair'),
      body: { reason: '두 번째' },
    });
    const audit = await audited('coupon.batch.disable', batchId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ reason: '코드 유출', brand: 'onair' });
  });

  test('a given code makes a batch of one; a taken code and an unknown item are refused', async () => {
    const code = `WELCOME${Date.now().toString(36).toUpperCase()}`;
    expect((await batch(content, { count: 1, code })).status).toBe(201);
    const taken = await batch(content, { count: 1, code });
    expect(taken.status).toBe(409);
    expect(taken.body.key).toBe('admin.couponCodeTaken');
    expect((await batch(content, { count: 2, code: `${code}X` })).status).toBe(400);
    expect((await batch(content, { itemCode: 99_999 })).status).toBe(422);
    expect((await batch(content, { count: 0 })).status).toBe(400);
  });

  test("another brand's batch and event are answered as unknown", async () => {
    const made = await batch(finance, { count: 1 });
    const batchId = made.body.batchId as number;
    for (const [method, path, body] of [
      ['GET', `/api/admin/coupons/batches/${batchId}/codes`, undefined],
      ['GET', `/api/admin/coupons/batches/${batchId}/redemptions`, undefined],
      ['POST', `/api/admin/coupons/batches/${batchId}/disable`, { reason: '남의 것' }],
    ] as const) {
      const crossed = await api.call(method, path, {
        headers: consoleHeaders(mintFinance, 'mint'),
        ...(body ? { body } : {}),
      });
      expect(crossed.status).toBe(404);
      expect(crossed.body.message).toBe(ADMIN_MESSAGES.couponBatchNotFound);
    }
    expect((await codesOf(finance, batchId)).length).toBe(1);
    const event = await api.call('POST', '/api/admin/exchange-events', {
      headers: consoleHeaders(finance, 'onair'),
      body: {
        title: '교환 이벤트',
        fromItemCode: eventItem(1),
        toItemCode: ITEM.currency,
        rateFrom: 10,
        rateTo: 100,
        perMemberLimit: 50,
        startsAt: inDays(-1),
        endsAt: inDays(7),
      },
    });
    const ended = await api.call('POST', `/api/admin/exchange-events/${event.body.eventId}/end`, {
      headers: consoleHeaders(mintFinance, 'mint'),
      body: { reason: '남의 것' },
    });
    expect(ended.status).toBe(404);
    expect(ended.body.message).toBe(ADMIN_MESSAGES.exchangeEventNotFound);
  });

  test('an exchange event made in the console takes applications, shows their totals and ends early', async () => {
    const made = await api.call('POST', '/api/admin/exchange-events', {
      headers: consoleHeaders(content, 'onair'),
      body: {
        title: '별 교환',
        fromItemCode: eventItem(1),
        toItemCode: ITEM.currency,
        rateFrom: 10,
        rateTo: 100,
        perMemberLimit: 50,
        startsAt: inDays(-1),
        endsAt: inDays(7),
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ state: 'running', applications: 0 });
    const eventId = made.body.eventId as number;

    const member = await newStreamer(api, 'onair');
    const ledger = createLedger(api.database.db);
    await ledger.transaction((tx) =>
      ledger.post(tx, {
        brand: 'onair',
        reason: 'adjustment',
        reference: `console-test:${member.memberId}`,
        entries: [
          { account: { system: 'onair', kind: 'issuance', itemCode: eventItem(1) }, amount: -30 },
          { account: { member: member.memberId, brand: 'onair', kind: 'wallet', itemCode: eventItem(1) }, amount: 30 },
        ],
      }),
    );
    const applied = await api.call('POST', '/api/events/exchange/apply', {
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      body: { eventId, amountFrom: 20 },
    });
    expect(applied.status).toBe(201);

    const listed = await api.call('GET', '/api/admin/exchange-events', { headers: consoleHeaders(finance, 'onair') });
    expect(listed.body.items.find((row: { eventId: number }) => row.eventId === eventId)).toMatchObject({
      applications: 1,
      members: 1,
      amountFrom: 20,
      amountTo: 200,
    });
    const applications = await api.call('GET', `/api/admin/exchange-events/${eventId}/applications`, {
      headers: consoleHeaders(finance, 'onair'),
    });
    expect(applications.body.items).toMatchObject([{ loginId: member.loginId, amountFrom: 20, amountTo: 200 }]);

    // The members' exchange runs on the wall clock; the console's, moved ahead by the sign-ins, is set back to it.
    api.clock.ms = Date.now();
    const ended = await api.call('POST', `/api/admin/exchange-events/${eventId}/end`, {
      headers: consoleHeaders(finance, 'onair'),
      body: { reason: '물량 소진' },
    });
    expect(ended.body.state).toBe('ended');
    const late = await api.call('POST', '/api/events/exchange/apply', {
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      body: { eventId, amountFrom: 10 },
    });
    expect(late.status).toBe(409);
    expect(await audited('exchange.end', eventId)).toHaveLength(1);
  });
});
