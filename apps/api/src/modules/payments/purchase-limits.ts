import { sql } from 'drizzle-orm';
import type { BrandConfig } from '@onair/brand';
import type { LedgerTx } from '@onair/ledger';
import { MONEY_CODES, moneyRefusal } from '../../platform/http/money-errors';
import { hasGuardianConsent, purchaseStanding } from './purchase-standing';

const won = (amount: number) => amount.toLocaleString('ko-KR');

/**
 * Refuses an order the brand's limits do not allow, before the gateway is opened (docs/money.md,
 * "Purchase limits"): a minor without their guardian's consent, a minor over the monthly limit, and
 * anyone over the daily limit. The member's orders take turns from here to the commit, so of two
 * orders racing the last of a limit only one gets it.
 */
export async function checkPurchaseLimits(tx: LedgerTx, brand: BrandConfig, memberId: number, price: number, at: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`purchase-limit:${memberId}`}, 0))`);
  const standing = await purchaseStanding(tx, brand, memberId, at);
  if (standing.minor) {
    if (!hasGuardianConsent(standing)) throw moneyRefusal(403, MONEY_CODES.forbidden, 'guardianConsentRequired', brand);
    const monthlyLimit = standing.monthlyLimit ?? 0;
    const monthlyUsed = standing.monthlyUsed ?? 0;
    if (monthlyUsed + price > monthlyLimit) {
      throw moneyRefusal(409, MONEY_CODES.conflict, 'minorMonthlyPurchaseLimit', brand, {
        limit: won(monthlyLimit),
        remaining: won(Math.max(0, monthlyLimit - monthlyUsed)),
      });
    }
  }
  if (standing.dailyUsed + price > standing.dailyLimit) {
    throw moneyRefusal(409, MONEY_CODES.conflict, 'dailyPurchaseLimit', brand, {
      limit: won(standing.dailyLimit),
      remaining: won(Math.max(0, standing.dailyLimit - standing.dailyUsed)),
    });
  }
}
