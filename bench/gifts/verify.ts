import { sql } from 'drizzle-orm';
import type { Database } from '@onair/db';
import { checkLedgerInvariants, createLedger } from '@onair/ledger';
import { BENCH } from './config';
import { VIEWER_LUV, type Seeded } from './seed';

const COMMISSION = Math.floor((BENCH.amount * 20) / 100);

/**
 * Once the API has stopped: folds what it left pending, runs the ledger's own checks, and holds
 * the books to the load generator's count of accepted gifts: that many gifts rows and gift
 * transactions, the viewers paid exactly that many amounts, the streamers received exactly that
 * many nets, the brand kept exactly that many commissions.
 */
export async function ledgerExact(db: Database, seeded: Seeded, acceptedGifts: number): Promise<string[]> {
  await createLedger(db).foldPending();
  const report = await checkLedgerInvariants(db);
  const problems = [...report.problems];
  const [row] = ((await db.execute(sql`
    select (select count(*) from gifts) as gifts,
           (select count(*) from ledger_transactions where reason = 'gift') as postings,
           (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'wallet' and item_code = 100) as wallets,
           (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'received' and item_code = 100) as received,
           (select coalesce(sum(balance), 0) from ledger_accounts where account_key = 's:onair:commission:100') as commission`)) as unknown as {
    rows: Array<Record<string, string | number>>;
  }).rows;
  const expected = {
    gifts: acceptedGifts,
    postings: acceptedGifts,
    wallets: seeded.viewerIds.length * VIEWER_LUV - acceptedGifts * BENCH.amount,
    received: acceptedGifts * (BENCH.amount - COMMISSION),
    commission: acceptedGifts * COMMISSION,
  };
  for (const [name, value] of Object.entries(expected)) {
    if (Number(row?.[name]) !== value) problems.push(`${name}: ${row?.[name]} in the database, ${value} expected from ${acceptedGifts} accepted gifts`);
  }
  return problems;
}
