import { sql } from 'drizzle-orm';
import { MEMBER_ACCOUNT_KINDS } from './accounts-model';
import { rowsOf } from './sql-rows';
import type { Holding, LedgerReader, LedgerTx, MemberAccountKind } from './types';

/**
 * Settled balance plus pending entries (onair_ledger_pending: a deferred account's entries above the
 * fold watermark), read in one statement (one snapshot), so a fold committing meanwhile is seen
 * either entirely or not at all. Read by key rather than a cached id: the unique
 * index makes it as cheap, and an account that does not exist (yet) simply holds 0.
 */
export async function availableOf(reader: LedgerReader, accountKey: string): Promise<number> {
  const [row] = await rowsOf<{ available: number | string }>(
    reader,
    sql`select a.balance + onair_ledger_pending(a.account_id, a.deferred) as available
          from ledger_accounts a where a.account_key = ${accountKey}`,
  );
  return row ? Number(row.available) : 0;
}

/**
 * availableOf under the account row's lock (the lock a debit takes), held until tx ends; read in a
 * statement after the lock's, so it sees every debit that held the lock before. Pending credits may
 * still arrive meanwhile; nothing can lower the balance but tx itself.
 */
export async function lockedBalanceOf(tx: LedgerTx, accountKey: string): Promise<number> {
  await tx.execute(sql`select 1 from ledger_accounts where account_key = ${accountKey} for no key update`);
  return availableOf(tx, accountKey);
}

export async function holdingsOf(reader: LedgerReader, memberId: number): Promise<Holding[]> {
  const rows = await rowsOf<{ kind: string; item_code: number; quantity: number | string }>(
    reader,
    sql`select kind, item_code, quantity from (
          select a.kind, a.item_code,
                 a.balance + onair_ledger_pending(a.account_id, a.deferred) as quantity
            from ledger_accounts a where a.owner_member_id = ${memberId}::integer) held
         where quantity <> 0
         order by item_code, kind`,
  );
  return rows
    .filter((row): row is typeof row & { kind: MemberAccountKind } =>
      (MEMBER_ACCOUNT_KINDS as readonly string[]).includes(row.kind),
    )
    .map((row) => ({ itemCode: Number(row.item_code), kind: row.kind, quantity: Number(row.quantity) }));
}
