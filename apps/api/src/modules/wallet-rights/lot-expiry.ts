import type { BrandCode } from '@onair/contracts';
import type { Database } from '@onair/db';
import { lotExpiryReference, lotsExpiringBy, walletLotById, type Ledger, type WalletLot } from '@onair/ledger';
import { systemAccount, walletOf } from '../../platform/ledger/accounts';

export type ExpiredLot = { lotId: number; memberId: number; brand: string; itemCode: number; quantity: number };

/**
 * Moves what is left of every lot past its validity to the brand's consumed account (reason
 * expiry, reference lot-expiry:{lotId}; the lots trigger takes it from that lot). Safe to run
 * twice, at once or one after the other: each lot is re-read under its wallet's row lock, which
 * every writer of the wallet's lots holds, so the second run finds nothing left and moves nothing.
 */
export async function expireDueLots({ db, ledger }: { db: Database; ledger: Ledger }, now = new Date(), limit = 200) {
  const expired: ExpiredLot[] = [];
  for (const due of await lotsExpiringBy(db, now, limit)) {
    const moved = await ledger.transaction((tx) => expireOne(tx, ledger, due, now));
    if (moved) expired.push(moved);
  }
  return expired;
}

async function expireOne(tx: Parameters<Parameters<Ledger['transaction']>[0]>[0], ledger: Ledger, due: WalletLot, now: Date) {
  const brand = due.brand as BrandCode;
  const wallet = walletOf(due.memberId, brand, due.itemCode);
  await ledger.lockBalance(tx, wallet);
  const lot = await walletLotById(tx, due.lotId);
  if (!lot || lot.remaining <= 0 || lot.expiresAt > now) return undefined;
  await ledger.post(tx, {
    brand,
    reason: 'expiry',
    reference: lotExpiryReference(lot.lotId),
    memo: `${lot.source} lot of ${lot.reference} expired ${lot.expiresAt.toISOString()}`,
    entries: [
      { account: wallet, amount: -lot.remaining },
      { account: systemAccount(brand, 'consumed', lot.itemCode), amount: lot.remaining },
    ],
  });
  return { lotId: lot.lotId, memberId: lot.memberId, brand: lot.brand, itemCode: lot.itemCode, quantity: lot.remaining };
}
