import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoutes } from '@onair/contracts';
import { accountChangeRequests, memberBanks, members, type Database } from '@onair/db';
import { ApiError } from '../../../platform/http/errors';
import { registerRoute } from '../../../platform/http/register-route';
import { uploadRecords } from '../../../platform/uploads/upload-records';
import { applyPayoutAccount } from '../../money/index';
import { writeAudit, type Tx } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';

type RequestRow = typeof accountChangeRequests.$inferSelect;
type BankRow = typeof memberBanks.$inferSelect;

const requestNotFound = () => new ApiError(404, 'ACCOUNT_CHANGE_NOT_FOUND', 'admin.accountChangeNotFound');
const requestDecided = () => new ApiError(409, 'ACCOUNT_CHANGE_DECIDED', 'admin.accountChangeDecided');

const accountOf = (row: Pick<BankRow, 'bankCode' | 'bankAccount' | 'bankHolderName'>) => ({
  bank_code: row.bankCode,
  bank_account: row.bankAccount,
  bank_holder_name: row.bankHolderName,
});

// A request belongs to the brand its member signed up on: another brand's is not found here.
const ofBrand = (requestId: number, brand: string) =>
  and(eq(accountChangeRequests.requestId, requestId), eq(members.brand, brand)) as SQL;

/** Payout account change requests (a bankbook copy each): listed, approved into member_banks, or refused. */
export function accountChangeRoutes(app: FastifyInstance, { db, now }: { db: Database; now: Clock }) {
  const records = uploadRecords(db);

  async function shown(row: RequestRow, nickname: string, current: BankRow | null) {
    const [bankbook] = row.bankbookUploadId ? await records.attachments([row.bankbookUploadId]) : [];
    return {
      requestId: row.requestId,
      member: { memberId: row.memberId, nickname },
      requested: accountOf(row),
      current: current ? accountOf(current) : null,
      status: row.status as 'requested' | 'approved' | 'rejected',
      bankbook: bankbook ?? null,
      decisionReason: row.decisionReason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  const selectRequests = (runner: Database | Tx) =>
    runner
      .select({ row: accountChangeRequests, nickname: members.nickname, current: memberBanks })
      .from(accountChangeRequests)
      .innerJoin(members, eq(members.memberId, accountChangeRequests.memberId))
      .leftJoin(memberBanks, eq(memberBanks.memberId, accountChangeRequests.memberId));

  registerRoute(app, adminRoutes.listAccountChanges, async ({ query, request }) => {
    const where = and(
      eq(members.brand, request.brand.code),
      query.status === undefined ? undefined : eq(accountChangeRequests.status, query.status),
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      selectRequests(db)
        .where(where)
        .orderBy(asc(accountChangeRequests.createdAt), asc(accountChangeRequests.requestId))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db
        .select({ value: count() })
        .from(accountChangeRequests)
        .innerJoin(members, eq(members.memberId, accountChangeRequests.memberId))
        .where(where),
    ]);
    const items = await Promise.all(rows.map(({ row, nickname, current }) => shown(row, nickname, current)));
    return { items, page: query.page, size: query.size, total: total?.value ?? 0 };
  });

  /**
   * Decides a request still waiting, locked: the decision, its effect on member_banks (on approval)
   * and the audit row commit together, or none of them does.
   */
  async function decide(request: FastifyRequest, requestId: number, approve: boolean, reason: string) {
    const staff = staffOf(request);
    const brand = request.brand.code;
    const at = new Date(now());
    const row = await db.transaction(async (tx) => {
      const [found] = await selectRequests(tx).where(ofBrand(requestId, brand)).for('update', { of: accountChangeRequests });
      if (!found) throw requestNotFound();
      if (found.row.status !== 'requested') throw requestDecided();
      if (approve)
        await applyPayoutAccount(
          tx,
          found.row.memberId,
          { bankCode: found.row.bankCode, bankAccount: found.row.bankAccount, bankHolderName: found.row.bankHolderName },
          at,
        );
      const [updated] = await tx
        .update(accountChangeRequests)
        .set({ status: approve ? 'approved' : 'rejected', decisionReason: reason, decidedAt: at, decidedByStaffId: staff.id })
        .where(eq(accountChangeRequests.requestId, requestId))
        .returning();
      await writeAudit(tx, {
        staffId: staff.id,
        staffAddress: request.ip,
        action: approve ? 'account-change.approve' : 'account-change.refuse',
        targetKind: 'account-change',
        targetId: requestId,
        brand,
        before: { status: found.row.status, account: found.current ? accountOf(found.current) : null },
        after: { status: updated?.status, account: approve ? accountOf(found.row) : found.current ? accountOf(found.current) : null },
        reason,
        at,
      });
      return found;
    });
    const [after] = await selectRequests(db).where(eq(accountChangeRequests.requestId, row.row.requestId));
    if (!after) throw requestNotFound();
    return shown(after.row, after.nickname, after.current);
  }

  registerRoute(app, adminRoutes.approveAccountChange, async ({ params, body, request }) =>
    decide(request, params.requestId, true, body.reason),
  );
  registerRoute(app, adminRoutes.refuseAccountChange, async ({ params, body, request }) =>
    decide(request, params.requestId, false, body.reason),
  );
}
