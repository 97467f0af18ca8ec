import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { BANKS, IDENTITY_STATUS, myMoneyRoutes } from '@onair/contracts';
import { memberBanks, members, type Database } from '@onair/db';
import { signinThrottle } from '../../auth/index';
import { registerRoute } from '../../../platform/http/register-route';
import { ApiError } from '../../../platform/http/errors';
import { requireFeature } from '../../../platform/http/feature-gate';
import { memberOf } from '../../../platform/sessions/member-of';
import { MONEY_CODES, moneyMessage } from '../../../platform/http/money-errors';
import { maskAccount } from '../withdrawals/withdrawal-view';
import { applyPayoutAccount } from './apply-payout-account';
import { checkPayoutOwner } from './payout-owner';

const BANK_CHOICES = BANKS.map(({ code, name }) => ({ code, name }));

async function bankInfo(db: Database, memberId: number) {
  const [row] = await db.select().from(memberBanks).where(eq(memberBanks.memberId, memberId));
  const [member] = await db.select({ identityStatus: members.identityStatus }).from(members).where(eq(members.memberId, memberId));
  return {
    account: row
      ? { bankCode: row.bankCode, bankAccount: maskAccount(row.bankAccount), bankHolderName: row.bankHolderName, usableFrom: row.usableFrom.toISOString() }
      : null,
    banks: BANK_CHOICES,
    identityVerified: member?.identityStatus === IDENTITY_STATUS.approved,
  };
}

/**
 * GET and PUT /api/my/banks: where withdrawals are paid; the number is only ever shown masked.
 * Registering or changing it takes the password, a verified identity and the verified name as holder;
 * a change is held 72 hours, and the member is told in their message box (docs/money.md, "Payout account").
 */
export function bankRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const throttle = signinThrottle(db);

  registerRoute(app, myMoneyRoutes.banks, async ({ request }) => {
    requireFeature(request.brand, 'withdrawals');
    return bankInfo(db, memberOf(request).memberId);
  });

  registerRoute(app, myMoneyRoutes.updateBanks, async ({ body, request, reply }) => {
    requireFeature(request.brand, 'withdrawals');
    // Where withdrawals are paid: an ended session (block, password change, withdrawal) changes nothing.
    await app.sessions.requireCurrent(request.member);
    // The contract checks the shape (three digits); only banks withdrawals can be paid to are taken.
    if (!BANKS.some((bank) => bank.code === body.bankCode)) {
      const message = moneyMessage('bankCode', request.brand);
      throw new ApiError(400, MONEY_CODES.invalid, 'money.bankCode', [{ field: 'bankCode', in: 'body', message }]);
    }
    const memberId = await checkPayoutOwner(db, throttle, { request, reply, password: body.password, holderName: body.bankHolderName });
    const account = { bankCode: body.bankCode, bankAccount: body.bankAccount, bankHolderName: body.bankHolderName };
    await db.transaction((tx) => applyPayoutAccount(tx, memberId, account, new Date()));
    return bankInfo(db, memberId);
  });
}
