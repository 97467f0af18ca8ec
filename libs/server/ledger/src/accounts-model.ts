import { BRAND_CODES } from '@onair/contracts';
import { UnbalancedPosting } from './errors';
import type { AccountRef, MemberAccountKind, SystemAccountKind } from './types';

export const MEMBER_ACCOUNT_KINDS: readonly MemberAccountKind[] = ['wallet', 'received', 'held', 'debt'];
export const SYSTEM_ACCOUNT_KINDS: readonly SystemAccountKind[] = [
  'gateway',
  'issuance',
  'commission',
  'payout',
  'consumed',
];

/** How an account row is created; once it exists, its stored flags are what post() obeys. */
export type AccountSpec = {
  key: string;
  ownerMemberId: number | null;
  brand: string;
  kind: string;
  itemCode: number;
  allowNegative: boolean;
  /** Entries are appended and folded into the balance later (fold.ts) instead of moving the row at once. */
  deferred: boolean;
};

/** The account's unique key: m:{memberId}:{kind}:{itemCode} or s:{brand}:{kind}:{itemCode}. */
export function accountKeyOf(ref: AccountRef): string {
  return specOf(ref).key;
}

export function specOf(ref: AccountRef): AccountSpec {
  if (!Number.isSafeInteger(ref.itemCode) || ref.itemCode <= 0)
    throw new UnbalancedPosting(`item code must be a positive integer, got ${ref.itemCode}`);
  if ('member' in ref) {
    if (!Number.isSafeInteger(ref.member) || ref.member <= 0)
      throw new UnbalancedPosting(`member id must be a positive integer, got ${ref.member}`);
    if (!MEMBER_ACCOUNT_KINDS.includes(ref.kind))
      throw new UnbalancedPosting(`unknown member account kind ${String(ref.kind)}`);
    checkBrand(ref.brand);
    return {
      key: `m:${ref.member}:${ref.kind}:${ref.itemCode}`,
      ownerMemberId: ref.member,
      brand: ref.brand,
      kind: ref.kind,
      itemCode: ref.itemCode,
      // Debt stands for currency the member spent and the gateway took back: minus what is owed.
      // It is not deferred, so a purchase that settles it reads an exact balance.
      allowNegative: ref.kind === 'debt',
      // A streamer's incoming luv is the hot spot: many senders at once, and it is only ever
      // spent by the streamer's own withdrawals, which can afford to fold first.
      deferred: ref.kind === 'received',
    };
  }
  if (!SYSTEM_ACCOUNT_KINDS.includes(ref.kind))
    throw new UnbalancedPosting(`unknown system account kind ${String(ref.kind)}`);
  checkBrand(ref.system);
  return {
    key: `s:${ref.system}:${ref.kind}:${ref.itemCode}`,
    ownerMemberId: null,
    brand: ref.system,
    kind: ref.kind,
    itemCode: ref.itemCode,
    // The brand's side of every movement: one row per brand and item that every gift or payment
    // touches, so both signs are deferred and it may go negative (gateway is minus what came in).
    allowNegative: true,
    deferred: true,
  };
}

function checkBrand(brand: string) {
  if (!(BRAND_CODES as readonly string[]).includes(brand))
    throw new UnbalancedPosting(`unknown brand ${String(brand)}`);
}
