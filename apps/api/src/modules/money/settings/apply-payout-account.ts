import { eq } from 'drizzle-orm';
import { memberBanks, type Database } from '@onair/db';
import { sendPayoutChangeMessage } from './payout-change-message';
import { PAYOUT_HOLD_MS } from './payout-rules';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type PayoutAccount = { bankCode: string; bankAccount: string; bankHolderName: string };

/**
 * Makes `account` the member's payout account, in the caller's transaction: the first account is
 * usable at once, a change waits 72 hours, and the member is told in their message box. The same
 * account again only renews its check. Used by the member's own change and by an operator's
 * approval of a bankbook request (docs/money.md, "Payout account").
 */
export async function applyPayoutAccount(tx: Tx, memberId: number, account: PayoutAccount, now: Date) {
  // Locked, so two changes at once are two changes, each held and each told.
  const [current] = await tx.select().from(memberBanks).where(eq(memberBanks.memberId, memberId)).for('update');
  const same =
    current &&
    current.bankCode === account.bankCode &&
    current.bankAccount === account.bankAccount &&
    current.bankHolderName === account.bankHolderName;
  if (same) {
    await tx.update(memberBanks).set({ verifiedAt: now }).where(eq(memberBanks.memberId, memberId));
    return;
  }
  const heldUntil = new Date(now.getTime() + PAYOUT_HOLD_MS);
  const usableFrom = current ? heldUntil : now;
  const values = { ...account, updatedAt: now, verifiedAt: now };
  // A conflict is a change too (another first registration got in first): held as one.
  await tx
    .insert(memberBanks)
    .values({ memberId, ...values, usableFrom })
    .onConflictDoUpdate({ target: memberBanks.memberId, set: { ...values, usableFrom: heldUntil } });
  await sendPayoutChangeMessage(tx, { memberId, bankCode: account.bankCode, bankAccount: account.bankAccount, at: now, usableFrom, firstAccount: !current });
}
