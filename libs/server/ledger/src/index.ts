export type * from './types';
export { createLedger } from './ledger';
export { startPendingFolder, type PendingFolderOptions } from './fold';
export { runIdempotent } from './idempotency';
export { createGiftSender, sendGiftWithin, type GiftWithinOutcome, type GiftOrder, type GiftOutcome, type GiftRefusal, type GiftSender, type GiftSenderOptions, type SentGift } from './send-gift';
export { hashRequestBody } from './request-hash';
export { checkLedgerInvariants, type ItemTotals, type LedgerInvariantReport } from './invariants';
export { InsufficientBalance, UnbalancedPosting, IdempotencyKeyMismatch } from './errors';
export { accountKeyOf, MEMBER_ACCOUNT_KINDS, SYSTEM_ACCOUNT_KINDS } from './accounts-model';
export { REFERENCE_MAX_LENGTH } from './posting-rules';
export { isRetryable } from './retry';
export {
  walletLotsOf,
  paymentLotOf,
  paymentLotsRemaining,
  lotsExpiringBy,
  walletLotById,
  lotExpiryReference,
  type WalletLot,
} from './lots';
