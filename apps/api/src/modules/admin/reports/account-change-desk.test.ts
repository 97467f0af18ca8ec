import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@onair/contracts';
import { auditLog, memberBanks } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, type TestMember } from '../../money/testing/money-test-kit';
import { SAMPLE_FILES } from '../../../platform/uploads/testing/upload-test-api';
import { startDeskApi, type DeskApi } from '../testing/desk-kit';

const BANKBOOK = { field: 'bankbook', name: '통장사본.jpg', bytes: SAMPLE_FILES.jpeg, type: 'image/jpeg' };
const NEW_ACCOUNT = { bank_code: '004', bank_account: '12345678901234', bank_holder_name: '홍길동' };

describe.each(testDatabaseTargets())('account change requests in the console on $name', (target) => {
  let api: DeskApi;
  let support: string;

  beforeAll(async () => {
    api = await startDeskApi(target);
    support = await api.staff('support', ['onair']);
  });
  afterAll(() => api.close());

  async function streamerWithRequest(): Promise<{ member: TestMember; requestId: number }> {
    const member = await newMember(api, { channel: {} });
    await api.database.db
      .insert(memberBanks)
      .values({ memberId: member.memberId, bankCode: '088', bankAccount: '11112222333344', bankHolderName: '홍길동' });
    const sent = await api.multipart(member, '/api/cs/accountChange', NEW_ACCOUNT, [BANKBOOK]);
    expect(sent.status).toBe(201);
    return { member, requestId: sent.body.requestId as number };
  }

  const auditOf = (requestId: number) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'account-change'), eq(auditLog.targetId, String(requestId))));

  test('approval changes member_banks, with its audit row, and the member sees it', async () => {
    const { member, requestId } = await streamerWithRequest();
    const queue = await api.admin(support, 'GET', '/api/admin/account-changes?status=requested&size=100');
    const item = queue.body.items.find((entry: { requestId: number }) => entry.requestId === requestId);
    expect(item).toMatchObject({
      member: { memberId: member.memberId },
      requested: NEW_ACCOUNT,
      current: { bank_code: '088', bank_account: '11112222333344' },
      bankbook: expect.objectContaining({ fileName: '통장사본.jpg' }),
    });
    const bankbook = await fetch(`${api.url}/api/admin/attachments/${item.bankbook.uploadId}`, { headers: { cookie: support } });
    expect(bankbook.status).toBe(200);

    const approved = await api.admin(support, 'POST', `/api/admin/account-changes/${requestId}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', current: NEW_ACCOUNT });
    const [bank] = await api.database.db.select().from(memberBanks).where(eq(memberBanks.memberId, member.memberId));
    expect(bank).toMatchObject({ bankCode: '004', bankAccount: '12345678901234', bankHolderName: '홍길동' });
    // A change is held like the member's own (docs/money.md, "Payout account").
    expect(bank?.usableFrom.getTime()).toBeGreaterThan(Date.now() + 71 * 3600_000);
    expect(await auditOf(requestId)).toEqual([
      expect.objectContaining({
        action: 'account-change.approve',
        brand: 'onair',
        before: expect.objectContaining({ status: 'requested', account: expect.objectContaining({ bank_code: '088' }) }),
        after: expect.objectContaining({ status: 'approved', account: expect.objectContaining({ bank_code: '004' }) }),
      }),
    ]);
    const latest = await api.call('GET', '/api/cs/accountChange', { headers: member.headers });
    expect(latest.body).toMatchObject({ requestId, status: 'approved', decidedAt: expect.any(String) });

    const again = await api.admin(support, 'POST', `/api/admin/account-changes/${requestId}/refuse`, { reason: '늦음' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_MESSAGES.accountChangeDecided);
  });

  test('a refusal needs a reason, leaves member_banks alone, and the member reads the reason', async () => {
    const { member, requestId } = await streamerWithRequest();
    const path = `/api/admin/account-changes/${requestId}/refuse`;
    const empty = await api.admin(support, 'POST', path, { reason: '' });
    expect(empty.status).toBe(400);
    const refused = await api.admin(support, 'POST', path, { reason: '예금주명이 통장 사본과 다릅니다.' });
    expect(refused.body).toMatchObject({ status: 'rejected', decisionReason: '예금주명이 통장 사본과 다릅니다.' });
    const [bank] = await api.database.db.select().from(memberBanks).where(eq(memberBanks.memberId, member.memberId));
    expect(bank?.bankCode).toBe('088');
    const latest = await api.call('GET', '/api/cs/accountChange', { headers: member.headers });
    expect(latest.body).toMatchObject({ status: 'rejected', decisionReason: '예금주명이 통장 사본과 다릅니다.' });
    expect(await auditOf(requestId)).toEqual([expect.objectContaining({ action: 'account-change.refuse', reason: '예금주명이 통장 사본과 다릅니다.' })]);
  });

  test("another brand's staff neither see nor decide onair's requests", async () => {
    const { member, requestId } = await streamerWithRequest();
    const everywhere = await api.staff('support', 'all');
    const mintQueue = await api.admin(everywhere, 'GET', '/api/admin/account-changes?size=100', undefined, 'mint');
    expect(mintQueue.body.items.map((entry: { requestId: number }) => entry.requestId)).not.toContain(requestId);
    const approve = await api.admin(everywhere, 'POST', `/api/admin/account-changes/${requestId}/approve`, {}, 'mint');
    expect(approve.status).toBe(404);
    const [bank] = await api.database.db.select().from(memberBanks).where(eq(memberBanks.memberId, member.memberId));
    expect(bank?.bankCode).toBe('088');
    expect(await auditOf(requestId)).toHaveLength(0);
    // A moderator works reports, not payout accounts.
    const moderator = await api.staff('moderator', ['onair']);
    expect((await api.admin(moderator, 'POST', `/api/admin/account-changes/${requestId}/approve`, {})).status).toBe(403);
  });
});
