import type { FastifyInstance } from 'fastify';
import { count, desc, eq, sql } from 'drizzle-orm';
import { IDENTITY_STATUS, luvRoutes, WITHDRAWAL_RULES } from '@onair/contracts';
import { members, withdrawals, type Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { heldOf, receivedOf } from '../../../platform/ledger/accounts';
import { requireFeature } from '../../../platform/http/feature-gate';
import { registerIdempotentRoute } from '../../../platform/http/idempotent-route';
import { memberOf } from '../../../platform/sessions/member-of';
import { MONEY_CODES, moneyRefusal } from '../../../platform/http/money-errors';
import { offsetOf, pageOf } from '../paging';
import { rowsOf } from '../../../platform/ledger/sql-rows';
import { koreanMinute } from '../settings/payout-rules';
import { payoutOf, withdrawalView } from './withdrawal-view';
import { withdrawStatement } from './withdraw-statement';
import type { Ledger } from '@onair/ledger';

type BankAndId = { bank_code: string; bank_account: string; bank_holder_name: string; usable_from: Date | string; withdraw_id: string | number };

/** POST /api/luv/withdraw (the amount is held at once), GET /api/luv/withdraw-list and the withholding statement. */
export function withdrawRequestRoutes(app: FastifyInstance, { db, ledger }: { db: Database; ledger: Ledger }) {

  registerIdempotentRoute(app, db, luvRoutes.withdraw, async ({ body, tx, memberId, request }) => {
    const brand = request.brand;
    requireFeature(brand, 'withdrawals');
    // Payouts go only to a member whose identity is verified (docs/money.md, "Payout account").
    const [member] = await tx.select({ identityStatus: members.identityStatus }).from(members).where(eq(members.memberId, memberId));
    if (member?.identityStatus !== IDENTITY_STATUS.approved) throw moneyRefusal(403, MONEY_CODES.forbidden, 'withdrawIdentityRequired', brand);
    // The bank account is copied into the request: a later change of account does not redirect it.
    const [bank] = await rowsOf<BankAndId>(
      tx,
      sql`select bank_code, bank_account, bank_holder_name, usable_from, nextval(pg_get_serial_sequence('withdrawals', 'withdraw_id')) as withdraw_id
            from member_banks where member_id = ${memberId}`,
    );
    if (!bank) throw moneyRefusal(409, MONEY_CODES.conflict, 'withdrawNoBank', brand);
    // A changed account is held 72 hours, so a taken-over session cannot redirect payouts at once.
    const usableFrom = new Date(bank.usable_from);
    if (usableFrom.getTime() > Date.now()) {
      throw moneyRefusal(409, MONEY_CODES.conflict, 'withdrawAccountOnHold', brand, { usableFrom: koreanMinute(usableFrom) });
    }
    if (body.amount < WITHDRAWAL_RULES.minimum) {
      throw moneyRefusal(422, MONEY_CODES.invalid, 'withdrawBelowMinimum', brand, { minimum: WITHDRAWAL_RULES.minimum.toLocaleString('ko-KR') });
    }
    const withdrawId = Number(bank.withdraw_id);
    // Fixed when requested: a later change of the brand's fee does not reprice it.
    const split = payoutOf(body.amount, brand.withdrawalFeePercent);
    // Held at once, so the same luv can be neither withdrawn twice nor spent while it is decided.
    const { txId } = await ledger.post(tx, {
      brand: brand.code,
      reason: 'withdrawal',
      reference: `withdrawal:${withdrawId}`,
      memo: 'hold',
      entries: [
        { account: receivedOf(memberId, brand.code), amount: -body.amount },
        { account: heldOf(memberId, brand.code), amount: body.amount },
      ],
    });
    const [row] = await tx
      .insert(withdrawals)
      .values({
        withdrawId,
        memberId,
        brand: brand.code,
        amount: body.amount,
        payout: split.payout,
        fee: split.platformFee,
        state: 'requested',
        bankCode: bank.bank_code,
        bankAccount: bank.bank_account,
        bankHolderName: bank.bank_holder_name,
        holdTxId: txId,
      })
      .returning();
    if (!row) throw new Error(`withdrawal ${withdrawId} was not stored`);
    return withdrawalView(row);
  });

  registerRoute(app, luvRoutes.withdrawList, async ({ query, request }) => {
    requireFeature(request.brand, 'withdrawals');
    const mine = eq(withdrawals.memberId, memberOf(request).memberId);
    const rows = await db.select().from(withdrawals).where(mine).orderBy(desc(withdrawals.withdrawId)).limit(query.size).offset(offsetOf(query));
    const [total] = await db.select({ value: count() }).from(withdrawals).where(mine);
    return pageOf(rows.map(withdrawalView), query, total?.value ?? 0);
  });

  registerRoute(app, luvRoutes.withdrawStatement, async ({ query, request }) => {
    requireFeature(request.brand, 'withdrawals');
    const { memberId } = memberOf(request);
    const [member] = await db.select({ loginId: members.loginId }).from(members).where(eq(members.memberId, memberId));
    return withdrawStatement(db, { memberId, brand: request.brand.code, loginId: member?.loginId ?? String(memberId) }, query);
  });
}
