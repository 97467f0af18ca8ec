import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_MESSAGES, MONEY_MESSAGES } from '@onair/contracts';
import { auditLog, taxWithholdings, withdrawals } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { heldOf, receivedOf, systemAccount } from '../../../platform/ledger/accounts';
import { UTF8_BOM } from '../../../platform/csv/csv-file';
import { balanceOf, expectLedgerSound, expectReplayOf, get, newKey, post } from '../../money/testing/money-test-kit';
import { VERIFIED_NAME } from '../../money/testing/payout-kit';
import { startDeskApi, type DeskApi } from '../testing/desk-kit';
import { keyedAdmin, payoutStreamer, requestWithdrawal } from '../testing/payout-kit';

type Row = { withdrawId: number; [key: string]: unknown };
const rowOf = (items: Row[], withdrawId: number) => items.find((item) => item.withdrawId === withdrawId);

describe.each(testDatabaseTargets())('payouts in the console on $name', (target) => {
  let api: DeskApi;
  let finance: string;

  // PGlite runs every migration at start: past a minute and a half on a loaded machine.
  beforeAll(async () => {
    api = await startDeskApi(target);
    finance = await api.staff('finance', ['onair']);
  }, 180_000);
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  const queue = (cookie: string, query = 'size=100', brand: 'onair' | 'bellcast' = 'onair') =>
    api.admin(cookie, 'GET', `/api/admin/payouts/withdrawals?${query}`, undefined, brand);
  const auditOf = (targetKind: string, targetId: number) =>
    api.database.db.select().from(auditLog).where(and(eq(auditLog.targetKind, targetKind), eq(auditLog.targetId, String(targetId))));

  test('finance and super-admin see the account, holder and verified name in full; support sees them masked; others are refused', async () => {
    const streamer = await payoutStreamer(api, 30_000);
    const withdrawId = await requestWithdrawal(api, streamer, 20_000);
    const full = rowOf((await queue(finance, 'state=requested&size=100')).body.items, withdrawId);
    expect(full).toMatchObject({
      member: { memberId: streamer.memberId, loginId: streamer.loginId, verifiedName: VERIFIED_NAME },
      amount: 20_000,
      fee: 0,
      withheld: 660,
      net: 19_340,
      state: 'requested',
      bankCode: '004',
      bankAccount: '123456789012',
      bankHolderName: VERIFIED_NAME,
      unmasked: true,
      batchId: null,
    });
    const superAdmin = await api.staff('super-admin');
    expect(rowOf((await queue(superAdmin)).body.items, withdrawId)).toMatchObject({ bankAccount: '123456789012', unmasked: true });
    const support = await api.staff('support', ['onair']);
    expect(rowOf((await queue(support)).body.items, withdrawId)).toMatchObject({
      member: { verifiedName: '홍*동' },
      bankAccount: '********9012',
      bankHolderName: '홍*동',
      unmasked: false,
      net: 19_340,
    });
    // Support may look, never decide or take the file out.
    expect((await keyedAdmin(api, support, '/api/admin/payouts/batches', { withdrawIds: [withdrawId] })).status).toBe(403);
    expect((await keyedAdmin(api, support, `/api/admin/payouts/withdrawals/${withdrawId}/reject`, { reason: 'x' })).status).toBe(403);
    for (const role of ['moderator', 'content'] as const) {
      const cookie = await api.staff(role);
      expect(await queue(cookie)).toMatchObject({ status: 403, body: { message: ADMIN_MESSAGES.roleRefused } });
    }
  });

  test('a batch is approved, exported, paid, and the streamer sees it paid with a statement', async () => {
    const [first, second] = [await payoutStreamer(api, 50_000), await payoutStreamer(api, 50_000)];
    const ids = [await requestWithdrawal(api, first, 25_000), await requestWithdrawal(api, second, 10_000)];
    const payoutBefore = await balanceOf(api, systemAccount('onair', 'payout'));

    const key = newKey();
    const approved = await keyedAdmin(api, finance, '/api/admin/payouts/batches', { withdrawIds: ids }, key);
    expect(approved).toMatchObject({ status: 201, body: { state: 'approved', count: 2, amount: 35_000, fee: 0, withheld: 1_155, net: 33_845, paidAt: null } });
    expectReplayOf(await keyedAdmin(api, finance, '/api/admin/payouts/batches', { withdrawIds: ids }, key), approved);
    expect((await keyedAdmin(api, finance, '/api/admin/payouts/batches', { withdrawIds: [ids[0]] }, key)).status).toBe(422);
    const batchId = approved.body.batchId as number;
    // Approved: no longer the streamer's to cancel, nor another batch's.
    expect(await post(api, first, '/api/luv/withdraw-cancel', { withdrawId: ids[0] })).toMatchObject({ status: 409, body: { message: MONEY_MESSAGES.withdrawNotCancellable } });
    expect(await keyedAdmin(api, finance, '/api/admin/payouts/batches', { withdrawIds: [ids[1]] })).toMatchObject({ status: 409, body: { message: MONEY_MESSAGES.withdrawAlreadyDecided } });
    expect((await queue(finance, `batchId=${batchId}`)).body.items.map((item: Row) => item.state)).toEqual(['approved', 'approved']);

    const file = await api.admin(finance, 'GET', `/api/admin/payouts/batches/${batchId}/transfer-file`);
    expect(file.status).toBe(200);
    expect(file.body).toMatchObject({ rows: 2, net: 33_845, fileName: expect.stringMatching(new RegExp(`^onair-payout-batch-${batchId}-\\d{8}\\.csv$`)) });
    const lines = (file.body.csv as string).split('\r\n');
    expect(lines[0]).toBe(`${UTF8_BOM}순번,은행코드,은행명,계좌번호,예금주,이체금액,받는분통장표시,출금신청번호`);
    expect(lines.slice(1)).toEqual([`1,004,KB국민은행,123456789012,홍길동,24175,온에어,${ids[0]}`, `2,004,KB국민은행,123456789012,홍길동,9670,온에어,${ids[1]}`, '']);

    const payKey = newKey();
    const paid = await keyedAdmin(api, finance, `/api/admin/payouts/batches/${batchId}/paid`, {}, payKey);
    expect(paid).toMatchObject({ status: 200, body: { state: 'paid', count: 2, net: 33_845, paidAt: expect.any(String) } });
    expectReplayOf(await keyedAdmin(api, finance, `/api/admin/payouts/batches/${batchId}/paid`, {}, payKey), paid);
    expect(await keyedAdmin(api, finance, `/api/admin/payouts/batches/${batchId}/paid`, {})).toMatchObject({ status: 409, body: { message: ADMIN_MESSAGES.payoutBatchPaid } });
    // Paid once: the holds left as won, once.
    expect(await balanceOf(api, systemAccount('onair', 'payout'))).toBe(payoutBefore + 35_000);
    expect(await balanceOf(api, heldOf(first.memberId, 'onair'))).toBe(0);
    expect(await get(api, first, '/api/luv/received').then((answer) => answer.body)).toEqual({ total: 50_000, available: 25_000, held: 0, withdrawn: 25_000 });
    expect((await get(api, first, '/api/luv/withdraw-list')).body.items[0]).toMatchObject({ withdrawId: ids[0], state: 'completed', payout: 24_175 });
    const withheld = await api.database.db.select().from(taxWithholdings).where(inArray(taxWithholdings.withdrawId, ids));
    expect(withheld.map(({ gross, fee, withheld: tax, net }) => ({ gross, fee, tax, net })).sort((a, b) => b.gross - a.gross)).toEqual([
      { gross: 25_000, fee: 0, tax: 825, net: 24_175 },
      { gross: 10_000, fee: 0, tax: 330, net: 9_670 },
    ]);
    expect((await auditOf('payout-batch', batchId)).map((entry) => entry.action).sort()).toEqual(['payout.approve', 'payout.export', 'payout.pay']);
    // Each streamer gets the payout's receipt, once despite the replay: gross, what was taken, what reached which account.
    const receiptsOf = async (streamer: typeof first) =>
      ((await get(api, streamer, '/api/shoppings/receipts')).body.items as { kind: string; reference: string; amountWon: number; detail: Record<string, unknown> }[])
        .filter((receipt) => receipt.kind === 'payout');
    expect(await receiptsOf(first)).toEqual([
      expect.objectContaining({
        reference: `payout:${ids[0]}`,
        amountWon: 24_175,
        detail: expect.objectContaining({ grossWon: 25_000, feeWon: 825, netWon: 24_175, bank: 'KB국민은행', accountLast4: '9012' }),
      }),
    ]);
    expect((await receiptsOf(second)).map((receipt) => receipt.reference)).toEqual([`payout:${ids[1]}`]);

    const now = new Date(Date.now() + 9 * 3_600_000);
    const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
    const monthly = await get(api, first, `/api/luv/withdraw-statement?year=${year}&month=${month}`);
    expect(monthly.body).toMatchObject({ period: `${year}-${String(month).padStart(2, '0')}`, totals: { gross: 25_000, fee: 0, withheld: 825, net: 24_175 } });
    const csv = (monthly.body.csv as string).split('\r\n');
    expect(csv[0]).toBe(`${UTF8_BOM}출금신청번호,지급일시,출금액,수수료,원천징수세액,실지급액`);
    expect(csv[1]).toMatch(new RegExp(`^${ids[0]},${year}-\\d\\d-\\d\\d \\d\\d:\\d\\d,25000,0,825,24175$`));
    expect(csv[2]).toBe('합계,,25000,0,825,24175');
    const yearly = await get(api, first, `/api/luv/withdraw-statement?year=${year}&lang=en`);
    expect(yearly.body).toMatchObject({ period: String(year), totals: { withheld: 825 } });
    expect((yearly.body.csv as string).split('\r\n')[0]).toBe(`${UTF8_BOM}Withdrawal no.,Paid at,Gross,Fee,Tax withheld,Net`);
    expect((await get(api, first, `/api/luv/withdraw-statement?year=${year - 1}`)).body).toMatchObject({ rows: [], totals: { gross: 0 } });
    // Another streamer's statement holds only their own payout.
    expect((await get(api, second, `/api/luv/withdraw-statement?year=${year}`)).body.totals).toEqual({ gross: 10_000, fee: 0, withheld: 330, net: 9_670 });
  });

  test('a rejection gives the hold back with a reason the streamer reads; deciding twice is refused', async () => {
    const streamer = await payoutStreamer(api, 40_000);
    const [requested, toApprove] = [await requestWithdrawal(api, streamer, 10_000), await requestWithdrawal(api, streamer, 20_000)];
    const batch = await keyedAdmin(api, finance, '/api/admin/payouts/batches', { withdrawIds: [toApprove] });
    const key = newKey();
    const rejected = await keyedAdmin(api, finance, `/api/admin/payouts/withdrawals/${requested}/reject`, { reason: '예금주 확인 필요' }, key);
    expect(rejected).toMatchObject({ status: 200, body: { state: 'rejected', decisionNote: '예금주 확인 필요' } });
    expectReplayOf(await keyedAdmin(api, finance, `/api/admin/payouts/withdrawals/${requested}/reject`, { reason: '예금주 확인 필요' }, key), rejected);
    expect(await keyedAdmin(api, finance, `/api/admin/payouts/withdrawals/${requested}/reject`, { reason: '다시' })).toMatchObject({
      status: 409,
      body: { message: MONEY_MESSAGES.withdrawAlreadyDecided },
    });
    // An approved one may still be rejected; it leaves its batch.
    expect((await keyedAdmin(api, finance, `/api/admin/payouts/withdrawals/${toApprove}/reject`, { reason: '계좌 오류' })).body.state).toBe('rejected');
    const paid = await keyedAdmin(api, finance, `/api/admin/payouts/batches/${batch.body.batchId}/paid`, {});
    expect(paid.body).toMatchObject({ state: 'paid', count: 0, amount: 0 });
    expect(await get(api, streamer, '/api/luv/received').then((answer) => answer.body)).toEqual({ total: 40_000, available: 40_000, held: 0, withdrawn: 0 });
    const list = (await get(api, streamer, '/api/luv/withdraw-list')).body.items as Row[];
    expect(rowOf(list, requested)).toMatchObject({ state: 'rejected', decisionNote: '예금주 확인 필요' });
    expect(await auditOf('withdrawal', requested)).toEqual([expect.objectContaining({ action: 'payout.reject', reason: '예금주 확인 필요' })]);
    expect(await keyedAdmin(api, finance, `/api/admin/payouts/withdrawals/${requested}/reject`, { reason: ' ' })).toMatchObject({ status: 400 });
  });

  test("another brand's withdrawals and batches are answered as not found, and a brand the staff does not cover is refused", async () => {
    const bellcastStreamer = await payoutStreamer(api, 30_000, 'bellcast');
    const theirs = await requestWithdrawal(api, bellcastStreamer, 10_000);
    const ours = await requestWithdrawal(api, await payoutStreamer(api, 30_000), 10_000);
    expect(rowOf((await queue(finance)).body.items, theirs)).toBeUndefined();
    expect(await keyedAdmin(api, finance, '/api/admin/payouts/batches', { withdrawIds: [ours, theirs] })).toMatchObject({ status: 404, body: { message: MONEY_MESSAGES.withdrawNotFound } });
    expect(await keyedAdmin(api, finance, `/api/admin/payouts/withdrawals/${theirs}/reject`, { reason: '타 브랜드' })).toMatchObject({ status: 404 });
    // Nothing of ours moved with the refused batch.
    expect(rowOf((await queue(finance)).body.items, ours)).toMatchObject({ state: 'requested', batchId: null });
    const bellcastFinance = await api.staff('finance', ['bellcast']);
    const theirBatch = await keyedAdmin(api, bellcastFinance, '/api/admin/payouts/batches', { withdrawIds: [theirs] }, newKey(), 'bellcast');
    expect(theirBatch.status).toBe(201);
    const batchId = theirBatch.body.batchId as number;
    expect(await api.admin(finance, 'GET', `/api/admin/payouts/batches/${batchId}/transfer-file`)).toMatchObject({ status: 404, body: { message: ADMIN_MESSAGES.payoutBatchNotFound } });
    expect(await keyedAdmin(api, finance, `/api/admin/payouts/batches/${batchId}/paid`, {})).toMatchObject({ status: 404 });
    expect((await api.admin(finance, 'GET', '/api/admin/payouts/batches?size=100')).body.items.map((item: { batchId: number }) => item.batchId)).not.toContain(batchId);
    expect(await queue(finance, 'size=100', 'bellcast')).toMatchObject({ status: 403, body: { message: ADMIN_MESSAGES.brandRefused } });
    expect(await balanceOf(api, heldOf(bellcastStreamer.memberId, 'bellcast'))).toBe(10_000);
    expect((await api.admin(finance, 'GET', '/api/admin/payouts/batches/99999999/transfer-file')).status).toBe(404);
  });

  test('keyed routes need an Idempotency-Key', async () => {
    const ours = await requestWithdrawal(api, await payoutStreamer(api, 20_000), 10_000);
    const answer = await api.admin(finance, 'POST', '/api/admin/payouts/batches', { withdrawIds: [ours] });
    expect(answer).toMatchObject({ status: 400, body: { message: MONEY_MESSAGES.idempotencyKeyRequired } });
  });

  test('a storm of approvals, payments, rejections and cancels on the same withdrawals moves each hold exactly once', async () => {
    const streamers = await Promise.all([1, 2, 3, 4].map(() => payoutStreamer(api, 100_000)));
    const ids: number[] = [];
    for (const streamer of streamers) for (const amount of [10_000, 12_000, 15_000]) ids.push(await requestWithdrawal(api, streamer, amount));
    const ownerOf = (withdrawId: number) => {
      const owner = streamers[Math.floor(ids.indexOf(withdrawId) / 3)];
      if (!owner) throw new Error(`no streamer for withdrawal ${withdrawId}`);
      return owner;
    };
    const lastId = ids.at(-1) ?? 0;
    const payoutBefore = await balanceOf(api, systemAccount('onair', 'payout'));
    const retriedKey = newKey();
    const approvals = [ids.slice(0, 6), ids.slice(3, 9), ids.slice(6, 12), ids.filter((_, index) => index % 2 === 0)];
    const batchAnswers = await Promise.all([
      ...approvals.map((withdrawIds) => keyedAdmin(api, finance, '/api/admin/payouts/batches', { withdrawIds })),
      keyedAdmin(api, finance, '/api/admin/payouts/batches', { withdrawIds: [lastId] }, retriedKey),
      keyedAdmin(api, finance, '/api/admin/payouts/batches', { withdrawIds: [lastId] }, retriedKey),
      ...ids.filter((_, index) => index % 3 === 1).map((withdrawId) => keyedAdmin(api, finance, `/api/admin/payouts/withdrawals/${withdrawId}/reject`, { reason: '폭풍' })),
      ...ids.filter((_, index) => index % 4 === 3).map((withdrawId) => post(api, ownerOf(withdrawId), '/api/luv/withdraw-cancel', { withdrawId })),
    ]);
    for (const answer of batchAnswers) expect([200, 201, 404, 409]).toContain(answer.status);
    const batches = [...new Set(batchAnswers.filter((answer) => answer.status === 201).map((answer) => answer.body.batchId as number))];
    // Pay every batch twice at once, and reject everything once more while they are paid.
    await Promise.all([
      ...batches.flatMap((batchId) => [1, 2].map(() => keyedAdmin(api, finance, `/api/admin/payouts/batches/${batchId}/paid`, {}))),
      ...ids.map((withdrawId) => keyedAdmin(api, finance, `/api/admin/payouts/withdrawals/${withdrawId}/reject`, { reason: '늦은 반려' })),
    ]);
    const rows = await api.database.db.select().from(withdrawals).where(inArray(withdrawals.withdrawId, ids));
    const paidRows = rows.filter((row) => row.state === 'completed');
    const taxes = await api.database.db.select().from(taxWithholdings).where(inArray(taxWithholdings.withdrawId, ids));
    expect(taxes.map((tax) => tax.withdrawId).sort()).toEqual(paidRows.map((row) => row.withdrawId).sort());
    expect(rows.every((row) => ['completed', 'rejected', 'cancelled'].includes(row.state))).toBe(true);
    expect(await balanceOf(api, systemAccount('onair', 'payout'))).toBe(payoutBefore + paidRows.reduce((sum, row) => sum + row.amount, 0));
    for (const streamer of streamers) {
      const paidOut = paidRows.filter((row) => row.memberId === streamer.memberId).reduce((sum, row) => sum + row.amount, 0);
      expect(await balanceOf(api, heldOf(streamer.memberId, 'onair'))).toBe(0);
      expect(await balanceOf(api, receivedOf(streamer.memberId, 'onair'))).toBe(100_000 - paidOut);
    }
    await expectLedgerSound(api);
  });
});
