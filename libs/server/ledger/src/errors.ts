import type { AccountRef } from './types';

/**
 * A member account would go below zero. Thrown by post() before anything of that posting is
 * written, so the caller's transaction is as it was; the API answers 409 and stores the refusal
 * under the Idempotency-Key.
 */
export class InsufficientBalance extends Error {
  readonly code = 'INSUFFICIENT_BALANCE';
  constructor(
    readonly account: AccountRef,
    /** How much the posting takes from the account (a positive number). */
    readonly needed: number,
    /** What the account held when it was refused: settled plus pending. */
    readonly available: number,
  ) {
    super(`insufficient balance in ${describeAccount(account)}: needs ${needed}, has ${available}`);
    this.name = 'InsufficientBalance';
  }
}

/** A posting that breaks the ledger's rules: a programming error in the caller, so the API answers 500. */
export class UnbalancedPosting extends Error {
  readonly code = 'UNBALANCED_POSTING';
  constructor(message: string) {
    super(message);
    this.name = 'UnbalancedPosting';
  }
}

/** The same Idempotency-Key came back with another operation or body; the API answers 422. */
export class IdempotencyKeyMismatch extends Error {
  readonly code = 'IDEMPOTENCY_KEY_MISMATCH';
  constructor(
    readonly key: string,
    readonly operation: string,
  ) {
    super(`idempotency key ${JSON.stringify(key)} was first used for another request than this ${operation}`);
    this.name = 'IdempotencyKeyMismatch';
  }
}

function describeAccount(account: AccountRef): string {
  return 'member' in account
    ? `member ${account.member} ${account.kind} of item ${account.itemCode}`
    : `${account.system} ${account.kind} of item ${account.itemCode}`;
}
