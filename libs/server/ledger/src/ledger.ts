import type { Database } from '@onair/db';
import { accountDirectory } from './account-directory';
import { specOf } from './accounts-model';
import { foldAllPending, foldReady } from './fold';
import { checkPosting } from './posting-rules';
import { availableOf, holdingsOf, lockedBalanceOf } from './reads';
import { transactionWithRetry } from './retry';
import { writePosting } from './write-posting';
import type { Ledger, LedgerTx, Posting } from './types';

/** The ledger over one database. Keep one per process: it caches account ids. */
export function createLedger(db: Database): Ledger {
  const accounts = accountDirectory();

  async function post(tx: LedgerTx, posting: Posting): Promise<{ txId: number }> {
    const entries = checkPosting(posting);
    let lines = await accounts.resolve(tx, entries);
    for (let attempt = 1; ; attempt++) {
      const outcome = await writePosting(tx, posting, lines);
      if (outcome !== 'stale') return outcome;
      // A remembered id this transaction cannot see: read the accounts from the table (creating
      // them if their creator rolled back). Only a savepoint rolled back meanwhile can make that miss.
      accounts.forget(lines.map((line) => ({ key: line.spec.key, id: line.account.id })));
      if (attempt >= 3)
        throw new Error(`ledger accounts of ${posting.reason} ${posting.reference} keep vanishing while posting`);
      lines = await accounts.resolve(tx, entries, { fresh: true });
    }
  }

  return {
    transaction: (fn) => transactionWithRetry(db, fn),
    post,
    balance: (reader, account) => availableOf(reader, specOf(account).key),
    lockBalance: (tx, account) => lockedBalanceOf(tx, specOf(account).key),
    holdings: (reader, memberId) => holdingsOf(reader, memberId),
    foldReady: () => foldReady(db),
    foldPending: () => foldAllPending(db),
  };
}
