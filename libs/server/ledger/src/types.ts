import type { BrandCode } from '@onair/contracts';
import type { Database } from '@onair/db';

/** A transaction handle from Database.transaction(); ledger writes happen inside the caller's transaction. */
export type LedgerTx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: reads work on both. */
export type LedgerReader = Database | LedgerTx;

/**
 * Accounts a member owns: spendable wallet (luv or an item), luv received as a streamer, luv held
 * for a withdrawal, and debt: what the member owes after the gateway refunded a purchase whose
 * currency was already spent. Debt is the only member account that may go negative, and only goes
 * negative: its balance is minus what is owed, so the member's net holding is wallet + debt.
 */
export type MemberAccountKind = 'wallet' | 'received' | 'held' | 'debt';
/**
 * The brand's own accounts, the other side of every movement that enters or leaves members' hands:
 * gateway (money paid in; goes negative by what was bought), issuance (coupons, exchange events,
 * demo grants), commission (the platform's share of gifts), payout (withdrawals paid out),
 * consumed (items used, subscriptions bought).
 */
export type SystemAccountKind = 'gateway' | 'issuance' | 'commission' | 'payout' | 'consumed';

export type AccountRef =
  | { member: number; brand: BrandCode; kind: MemberAccountKind; itemCode: number }
  | { system: BrandCode; kind: SystemAccountKind; itemCode: number };

export type LedgerReason =
  | 'payment'
  | 'refund'
  | 'gift'
  | 'gift_reversal'
  | 'item_purchase'
  | 'item_use'
  | 'subscription'
  | 'withdrawal'
  | 'coupon'
  | 'exchange'
  | 'adjustment'
  /** A wallet lot past its validity, moved to the brand (reference lot-expiry:{lotId}). */
  | 'expiry';

export type Posting = {
  brand: BrandCode;
  reason: LedgerReason;
  /** What moved it, e.g. payment:ORD-1, gift:42, withdrawal:7 (at most 80 characters). */
  reference: string;
  memo?: string;
  /** Integer amounts, none zero; per item code they must sum to zero. */
  entries: ReadonlyArray<{ account: AccountRef; amount: number }>;
};

/** A member's balance per item: settled plus pending (not yet folded), what they can spend now. */
export type Holding = { itemCode: number; kind: MemberAccountKind; quantity: number };

export interface Ledger {
  /** Runs fn in one database transaction (retrying on serialization failure or deadlock). */
  transaction<T>(fn: (tx: LedgerTx) => Promise<T>): Promise<T>;
  /**
   * Appends the posting's entries and moves the balances, inside tx. Throws InsufficientBalance
   * when a member account would go negative, having moved nothing (tx is as it was and may go on);
   * throws UnbalancedPosting, before writing anything, when the posting breaks the rules (amounts
   * not non-zero safe integers, not summing to zero per item code, an account twice, a reference
   * over 80 characters).
   */
  post(tx: LedgerTx, posting: Posting): Promise<{ txId: number }>;
  /** The spendable balance of one account (0 when it was never used). */
  balance(reader: LedgerReader, account: AccountRef): Promise<number>;
  /**
   * The balance of one account, its row locked until tx ends, so no other transaction can debit it
   * meanwhile and a debit of up to that balance cannot be refused. An account never used holds 0
   * and locks nothing. For taking back what remains of something, not for the hot paths.
   */
  lockBalance(tx: LedgerTx, account: AccountRef): Promise<number>;
  /** Every non-zero holding of a member, per kind and item code. */
  holdings(reader: LedgerReader, memberId: number): Promise<Holding[]>;
  /**
   * One step of folding pending entries into balances: what is ready now, and the next watermark
   * picked. The API runs it on a short timer (startPendingFolder). Returns how many entries it folded.
   */
  foldReady(): Promise<number>;
  /**
   * Folds until every entry written before the call is in its balance, waiting briefly for
   * transactions still open. For checks and tests once the work is done. Returns how many entries it folded.
   */
  foldPending(): Promise<number>;
}

export type IdempotencyScope = {
  memberId: number;
  /** The client's Idempotency-Key header. */
  key: string;
  /** The operation it was used for (operationId); the same key on another operation is a mismatch too. */
  operation: string;
  /** SHA-256 of the canonical request body, so the same key with a different body is refused. */
  requestHash: string;
};

export type StoredAnswer = { status: number; body: unknown };

export type IdempotentOutcome = StoredAnswer & {
  /** True when this is the stored first answer to an earlier request with the same key. */
  replayed: boolean;
};
