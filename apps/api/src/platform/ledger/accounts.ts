import { ITEM, type BrandCode } from '@onair/contracts';
import type { AccountRef, MemberAccountKind, SystemAccountKind } from '@onair/ledger';

/** The brand's currency; everything else in a wallet is an item. */
export const CURRENCY_ITEM: number = ITEM.currency;

const memberAccount =
  (kind: MemberAccountKind) =>
  (member: number, brand: BrandCode, itemCode: number = CURRENCY_ITEM): AccountRef => ({
    member,
    brand,
    kind,
    itemCode,
  });

/** What a member can spend or send. */
export const walletOf = memberAccount('wallet');
/** What a streamer's channel received (gifts, subscriptions), withdrawable. */
export const receivedOf = memberAccount('received');
/** Received currency held by withdrawal requests not yet decided. */
export const heldOf = memberAccount('held');
/** Minus what a member owes of an item: currency they spent that the payment gateway then refunded. */
export const debtOf = memberAccount('debt');

export const systemAccount = (
  brand: BrandCode,
  kind: SystemAccountKind,
  itemCode: number = CURRENCY_ITEM,
): AccountRef => ({ system: brand, kind, itemCode });
