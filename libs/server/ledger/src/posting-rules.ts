import { specOf, type AccountSpec } from './accounts-model';
import { UnbalancedPosting } from './errors';
import type { AccountRef, Posting } from './types';

export const REFERENCE_MAX_LENGTH = 80;

export type CheckedEntry = { ref: AccountRef; spec: AccountSpec; amount: number };

/**
 * The rules every posting obeys before anything is written: integer amounts that are never zero,
 * each account once, and per item code the amounts sum to zero (so money is only ever moved,
 * never made or lost). Sums are exact (BigInt) even for amounts near the safe-integer limit.
 */
export function checkPosting(posting: Posting): CheckedEntry[] {
  if (typeof posting.reference !== 'string' || posting.reference.length === 0 || posting.reference.length > REFERENCE_MAX_LENGTH) {
    throw new UnbalancedPosting(`reference must be 1 to ${REFERENCE_MAX_LENGTH} characters`);
  }
  if (posting.entries.length < 2) throw new UnbalancedPosting(`a posting needs at least two entries, got ${posting.entries.length}`);
  const sums = new Map<number, bigint>();
  const seen = new Set<string>();
  const checked = posting.entries.map(({ account, amount }) => {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new UnbalancedPosting(`amounts must be non-zero safe integers, got ${amount}`);
    const spec = specOf(account);
    // Two entries on one account would need two updates of one row in one statement; callers net them.
    if (seen.has(spec.key)) throw new UnbalancedPosting(`account ${spec.key} appears twice in one posting`);
    seen.add(spec.key);
    sums.set(spec.itemCode, (sums.get(spec.itemCode) ?? 0n) + BigInt(amount));
    return { ref: account, spec, amount };
  });
  for (const [itemCode, sum] of sums) {
    if (sum !== 0n) throw new UnbalancedPosting(`entries of item ${itemCode} sum to ${sum}, not zero (${posting.reason} ${posting.reference})`);
  }
  return checked;
}
