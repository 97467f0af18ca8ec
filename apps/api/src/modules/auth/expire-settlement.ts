import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EXPIRE_ERROR_CODES,
  PAYMENT_STATE,
  RENEWAL_EVENT,
  SUBSCRIPTION_STATE,
  type BrandCode,
  type EXPIRE_MESSAGES,
} from '@onair/contracts';
import {
  channels,
  follows,
  members,
  paymentEvents,
  payments,
  subscriptionEvents,
  subscriptions,
  withdrawals,
} from '@onair/db';
import { accountKeyOf, type AccountRef, type Ledger, type LedgerTx } from '@onair/ledger';
import { receivedOf, systemAccount } from '../../platform/ledger/accounts';
import { ApiError } from '../../platform/http/errors';
import { rowsOf } from '../../platform/ledger/sql-rows';

/** What a withdrawal took: the currency and items forfeited, and the renewals it stopped. */
export type ExpireOutcome = {
  /** Forfeited quantities by item code (100 is the currency), wallet and received together. */
  forfeited: Record<number, number>;
  /** The member's own subscriptions whose monthly renewal stopped. */
  renewalsCancelled: number;
  /** Subscriptions of other members to the withdrawing member's channel whose renewal stopped. */
  channelRenewalsCancelled: number;
};

const refusal = (key: keyof typeof EXPIRE_MESSAGES) => new ApiError(409, EXPIRE_ERROR_CODES[key], `expire.${key}`);

/** The posting's reference: one withdrawal per member, so a retry of the transaction cannot forfeit twice. */
export const forfeitReference = (memberId: number) => `expire:${memberId}`;

/** How a forfeit posting is named: at the withdrawal itself, or for a credit that landed after it (late-forfeits.ts). */
export type ForfeitPosting = { reference: string; memo: string };

const atWithdrawal = (memberId: number): ForfeitPosting => ({
  reference: forfeitReference(memberId),
  memo: 'forfeited on membership withdrawal',
});

/**
 * Withdraws a member inside one transaction, with their money settled (docs/money.md, "Membership
 * withdrawal"). Locks, in the order the money routes take them, so it cannot interleave with them:
 *
 * 1. the member row (a second withdrawal of the same member waits, then finds it withdrawn: null);
 * 2. their channel's row: a live channel refuses (gifts and subscriptions still pour in while live);
 * 3. their received currency account, the row a withdrawal request debits, then the requested
 *    withdrawals: a pending one refuses (its amount is held and the operator has not decided it);
 * 4. their subscriptions, and those to their channel, that renew: renewal cancelled (state 5, event
 *    2), as the renewal job locks a subscription before the wallet it charges;
 * 5. every wallet and received account holding something: the balance, read under the account's lock,
 *    is moved to the brand's consumed account in one posting, so nothing is left in a withdrawn
 *    member's hands and nothing is lost (the ledger still sums to zero; the debt, if any, stays owed).
 *
 * Then the member's follows go, the channel may no longer broadcast, and withdrawn_at is set.
 */
export async function settleExpire(
  tx: LedgerTx,
  ledger: Ledger,
  { memberId, brand, at = new Date() }: { memberId: number; brand: BrandCode; at?: Date },
): Promise<ExpireOutcome | null> {
  const [member] = await rowsOf<{ member_id: number }>(
    tx,
    sql`select member_id from members where member_id = ${memberId} and withdrawn_at is null for update`,
  );
  if (!member) return null;

  const [channel] = await tx
    .select({ channelId: channels.channelId, isLive: channels.isLive })
    .from(channels)
    .where(eq(channels.ownerMemberId, memberId))
    .for('update');
  if (channel?.isLive) throw refusal('channelLive');

  await ledger.lockBalance(tx, receivedOf(memberId, brand));
  const [pending] = await tx
    .select({ withdrawId: withdrawals.withdrawId })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.state, 'requested')))
    .limit(1);
  if (pending) throw refusal('withdrawalPending');

  await settleOpenPayments(tx, memberId, at);

  const renewalsCancelled = await cancelRenewals(tx, eq(subscriptions.memberId, memberId), at);
  const channelRenewalsCancelled = channel
    ? await cancelRenewals(tx, eq(subscriptions.channelId, channel.channelId), at)
    : 0;

  const forfeited = await forfeitHoldings(tx, ledger, memberId, brand, atWithdrawal(memberId));

  await tx.delete(follows).where(eq(follows.memberId, memberId));
  if (channel)
    await tx.update(channels).set({ broadcast: false, updatedAt: at }).where(eq(channels.channelId, channel.channelId));
  await tx.update(members).set({ withdrawnAt: at }).where(eq(members.memberId, memberId));
  return { forfeited, renewalsCancelled, channelRenewalsCancelled };
}

/**
 * A payment still under way would credit a withdrawn member's wallet: one the buyer authorized, or a
 * virtual account awaiting its deposit (in progress), refuses the withdrawal; a checkout only opened
 * (pending, requested) is cancelled, so a buyer who finishes it later is confirmed nothing and charged
 * nothing (confirm acts on in-progress payments only). Locked first, as the payment routes lock them.
 */
async function settleOpenPayments(tx: LedgerTx, memberId: number, at: Date) {
  const open = await tx
    .select({ paymentId: payments.paymentId, state: payments.state })
    .from(payments)
    .where(
      and(
        eq(payments.memberId, memberId),
        inArray(payments.state, [PAYMENT_STATE.pendingPayment, PAYMENT_STATE.requested, PAYMENT_STATE.inProgress]),
      ),
    )
    .for('update');
  if (open.some((payment) => payment.state === PAYMENT_STATE.inProgress)) throw refusal('paymentInProgress');
  if (open.length === 0) return;
  const ids = open.map((payment) => payment.paymentId);
  await tx
    .update(payments)
    .set({ state: PAYMENT_STATE.cancelled, cancelledAt: at, updatedAt: at })
    .where(inArray(payments.paymentId, ids));
  await tx.insert(paymentEvents).values(
    open.map((payment) => ({
      paymentId: payment.paymentId,
      fromState: payment.state,
      toState: PAYMENT_STATE.cancelled,
      source: 'expire',
      detail: 'membership withdrawn',
    })),
  );
}

/** Active, renewing subscriptions matching the filter become 5 (renewal cancelled); they run to their expiry. */
async function cancelRenewals(tx: LedgerTx, filter: SQL, at: Date): Promise<number> {
  const rows = await tx
    .update(subscriptions)
    .set({ state: SUBSCRIPTION_STATE.renewalCancelled, autoRenew: false, updatedAt: at })
    .where(
      and(
        filter,
        eq(subscriptions.state, SUBSCRIPTION_STATE.subscribed),
        eq(subscriptions.autoRenew, true),
        gt(subscriptions.expiresAt, at),
      ),
    )
    .returning({ subscriptionId: subscriptions.subscriptionId, periods: subscriptions.periods });
  if (rows.length > 0) {
    await tx
      .insert(subscriptionEvents)
      .values(
        rows.map((row) => ({
          subscriptionId: row.subscriptionId,
          event: RENEWAL_EVENT.renewalCancel,
          period: row.periods,
        })),
      )
      .onConflictDoNothing();
  }
  return rows.length;
}

/** Every positive wallet and received balance to the brand's consumed account, in one posting. */
export async function forfeitHoldings(
  tx: LedgerTx,
  ledger: Ledger,
  memberId: number,
  brand: BrandCode,
  posting: ForfeitPosting,
): Promise<Record<number, number>> {
  const holdings = await ledger.holdings(tx, memberId);
  const accounts: AccountRef[] = holdings
    .filter((holding) => (holding.kind === 'wallet' || holding.kind === 'received') && holding.quantity > 0)
    .map((holding) => ({ member: memberId, brand, kind: holding.kind, itemCode: holding.itemCode }) as AccountRef)
    // One order for every withdrawal, so two transactions locking several accounts cannot deadlock.
    .sort((a, b) => accountKeyOf(a).localeCompare(accountKeyOf(b)));
  const entries: { account: AccountRef; amount: number }[] = [];
  const forfeited: Record<number, number> = {};
  for (const account of accounts) {
    // Under the lock nothing else can lower it, so debiting exactly this cannot be refused.
    const balance = await ledger.lockBalance(tx, account);
    if (balance <= 0) continue;
    entries.push({ account, amount: -balance });
    forfeited[account.itemCode] = (forfeited[account.itemCode] ?? 0) + balance;
  }
  const itemCodes = Object.keys(forfeited).map(Number);
  if (itemCodes.length === 0) return forfeited;
  for (const itemCode of itemCodes)
    entries.push({ account: systemAccount(brand, 'consumed', itemCode), amount: forfeited[itemCode] ?? 0 });
  await ledger.post(tx, {
    brand,
    reason: 'adjustment',
    reference: posting.reference,
    memo: posting.memo,
    entries,
  });
  return forfeited;
}
