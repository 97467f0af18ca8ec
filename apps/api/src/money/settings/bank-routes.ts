import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { BANKS, myMoneyRoutes } from '@onair/contracts';
import { memberBanks, type Database } from '@onair/db';
import { registerRoute } from '../../contract/register-route';
import { ApiError } from '../../errors';
import { requireFeature } from '../feature-gate';
import { memberOf } from '../member-of';
import { MONEY_CODES, moneyMessage } from '../money-errors';
import type { MoneyContext } from '../money-routes';
import { maskAccount } from '../withdrawals/withdrawal-view';

const BANK_CHOICES = BANKS.map(({ code, name }) => ({ code, name }));

async function bankInfo(db: Database, memberId: number) {
  const [row] = await db.select().from(memberBanks).where(eq(memberBanks.memberId, memberId));
  return {
    account: row ? { bankCode: row.bankCode, bankAccount: maskAccount(row.bankAccount), bankHolderName: row.bankHolderName } : null,
    banks: BANK_CHOICES,
  };
}

/** GET and PUT /api/my/banks: where withdrawals are paid; the number is only ever shown masked. */
export function bankRoutes(app: FastifyInstance, { services }: MoneyContext) {
  const db = services.database.db;

  registerRoute(app, myMoneyRoutes.banks, async ({ request }) => {
    requireFeature(request.brand, 'withdrawals');
    return bankInfo(db, memberOf(request).memberId);
  });

  registerRoute(app, myMoneyRoutes.updateBanks, async ({ body, request }) => {
    requireFeature(request.brand, 'withdrawals');
    // Where withdrawals are paid: an ended session (block, password change, withdrawal) changes nothing.
    const { memberId } = await app.sessions.requireCurrent(request.member);
    // The contract checks the shape (three digits); only banks withdrawals can be paid to are taken.
    if (!BANKS.some((bank) => bank.code === body.bankCode)) {
      const message = moneyMessage('bankCode', request.brand);
      throw new ApiError(400, MONEY_CODES.invalid, message, [{ field: 'bankCode', in: 'body', message }]);
    }
    const values = { bankCode: body.bankCode, bankAccount: body.bankAccount, bankHolderName: body.bankHolderName, updatedAt: new Date() };
    await db
      .insert(memberBanks)
      .values({ memberId, ...values })
      .onConflictDoUpdate({ target: memberBanks.memberId, set: values });
    return bankInfo(db, memberId);
  });
}
