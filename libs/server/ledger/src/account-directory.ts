import { sql } from 'drizzle-orm';
import type { AccountSpec } from './accounts-model';
import { rowsOf } from './sql-rows';
import type { LedgerTx } from './types';

/** What post() needs to know of an account row. */
export type Account = { id: number; allowNegative: boolean; deferred: boolean };

type AccountRow = { account_id: number | string; account_key: string; allow_negative: boolean; deferred: boolean; created: boolean };

/**
 * Account ids by key, created on first use and remembered: accounts are never deleted, so an id
 * once committed stays right.
 *
 * An id this transaction has just inserted is not remembered, because the transaction may still
 * roll back (a member's first gift refused for want of luv does) and other transactions cannot see
 * the row until it commits. The next lookup finds the row already there and remembers it then.
 * An id can still be remembered that no transaction sees yet, or ever will (one read from an own
 * earlier insert in a transaction that later rolls back); post() checks every id it writes to in
 * the same statement, and on a miss calls forget() and asks again with { fresh: true }, which reads
 * the table instead of the cache and waits on any transaction still inserting the same key.
 */
export function accountDirectory() {
  const known = new Map<string, Account>();

  /** Each item with its account, created if need be. */
  async function resolve<Item extends { spec: AccountSpec }>(tx: LedgerTx, items: readonly Item[], { fresh = false } = {}): Promise<Array<Item & { account: Account }>> {
    const specs = items.map((item) => item.spec);
    // Answered from what this call saw, not from the shared map after awaiting: another posting may
    // have forgotten a key meanwhile.
    const found = new Map<string, Account>();
    if (!fresh) {
      for (const spec of specs) {
        const account = known.get(spec.key);
        if (account) found.set(spec.key, account);
      }
    }
    const missing = specs.filter((spec) => !found.has(spec.key));
    if (missing.length > 0) await load(tx, missing, found);
    return items.map((item) => {
      const account = found.get(item.spec.key);
      if (!account) throw new Error(`ledger account ${item.spec.key} could not be created`);
      return { ...item, account };
    });
  }

  async function load(tx: LedgerTx, specs: readonly AccountSpec[], found: Map<string, Account>) {
    // Sorted, so two transactions creating the same new accounts wait on each other in one order.
    const sorted = [...specs].sort((a, b) => (a.key < b.key ? -1 : 1));
    const values = sql.join(
      sorted.map(
        (spec) =>
          sql`(${spec.key}, ${spec.ownerMemberId}::integer, ${spec.brand}, ${spec.kind}, ${spec.itemCode}::integer, ${spec.allowNegative}::boolean, ${spec.deferred}::boolean)`,
      ),
      sql`, `,
    );
    // One round trip in the usual cases: all new, or all there before this statement started.
    const rows = await rowsOf<AccountRow>(
      tx,
      sql`with created as (
            insert into ledger_accounts (account_key, owner_member_id, brand, kind, item_code, allow_negative, deferred)
            values ${values}
            on conflict (account_key) do nothing
            returning account_id, account_key, allow_negative, deferred)
          select account_id, account_key, allow_negative, deferred, true as created from created
          union all
          select account_id, account_key, allow_negative, deferred, false as created from ledger_accounts
           where account_key in (${keysOf(sorted)}) and account_key not in (select account_key from created)`,
    );
    remember(rows, found);
    // A key another transaction inserted while this statement waited on it is committed now but
    // newer than the statement's snapshot: a second statement sees it.
    const late = sorted.filter((spec) => !found.has(spec.key));
    if (late.length > 0) {
      remember(
        await rowsOf<AccountRow>(
          tx,
          sql`select account_id, account_key, allow_negative, deferred, false as created from ledger_accounts where account_key in (${keysOf(late)})`,
        ),
        found,
      );
    }
  }

  function remember(rows: AccountRow[], found: Map<string, Account>) {
    for (const row of rows) {
      const account = { id: Number(row.account_id), allowNegative: row.allow_negative, deferred: row.deferred };
      found.set(row.account_key, account);
      if (!row.created) known.set(row.account_key, account);
    }
  }

  return {
    resolve,
    /** Drops these ids; a key another posting has meanwhile learned afresh keeps its new id. */
    forget(accounts: Iterable<{ key: string; id: number }>) {
      for (const { key, id } of accounts) if (known.get(key)?.id === id) known.delete(key);
    },
  };
}

function keysOf(specs: readonly AccountSpec[]) {
  return sql.join(
    specs.map((spec) => sql`${spec.key}`),
    sql`, `,
  );
}

export type AccountDirectory = ReturnType<typeof accountDirectory>;
