import { accountKeyOf, type AccountRef } from '@onair/ledger';

/**
 * What every ledger account should hold, worked out on the client side from the answers alone: a
 * success moves what its answer says, a refusal moves nothing. After the storm each account in
 * the database must hold exactly this, so a request that moved twice (or moved while answering a
 * refusal, or answered success without moving) shows up as a difference.
 */
export function balanceModel() {
  const balances = new Map<string, number>();
  return {
    /** One movement; like a posting, its amounts must sum to zero per item code. */
    move(what: string, entries: ReadonlyArray<readonly [AccountRef, number]>) {
      const sums = new Map<number, number>();
      for (const [account, amount] of entries) sums.set(account.itemCode, (sums.get(account.itemCode) ?? 0) + amount);
      for (const [itemCode, sum] of sums)
        if (sum !== 0) throw new Error(`model movement ${what} of item ${itemCode} sums to ${sum}`);
      for (const [account, amount] of entries) {
        const key = accountKeyOf(account);
        balances.set(key, (balances.get(key) ?? 0) + amount);
      }
    },
    balances: () => new Map(balances),
  };
}

export type BalanceModel = ReturnType<typeof balanceModel>;
