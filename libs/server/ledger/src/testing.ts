import { sql } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseHandle } from '@onair/db';
import { testDatabaseTargets, type TestDatabaseTarget } from '@onair/db/testing';
import { createLedger } from './ledger';
import { rowsOf } from './sql-rows';
import type { AccountRef, Ledger, LedgerTx, MemberAccountKind, Posting, SystemAccountKind } from './types';

/** The databases ledger tests run on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const ledgerTestTargets = testDatabaseTargets;

export const LUV = 100;

/** A member's account of one kind, luv unless another item code is given. */
export function memberAccount(
  member: number,
  kind: MemberAccountKind = 'wallet',
  itemCode = LUV,
  brand: BrandCode = 'onair',
): AccountRef {
  return { member, brand, kind, itemCode };
}

/** The item at index, for tests that know it is there (and would rather fail loudly than assert it away). */
export function at<T>(items: readonly T[], index: number): T {
  if (index < 0 || index >= items.length) throw new RangeError(`no item ${index} among ${items.length}`);
  return items[index] as T;
}

/** Gives a member's account amount out of thin air, as an 'adjustment' from the brand's issuance account. */
export function grant(ledger: Ledger, tx: LedgerTx, account: AccountRef, amount: number, reference = 'test:grant') {
  const brand = 'member' in account ? account.brand : account.system;
  return ledger.post(tx, {
    brand,
    reason: 'adjustment',
    reference,
    entries: [
      { account: { system: brand, kind: 'issuance', itemCode: account.itemCode }, amount: -amount },
      { account, amount },
    ],
  });
}

let memberSerial = 0;

/** Inserts count members (ledger accounts reference them) and answers their ids. */
export async function insertTestMembers(db: Database, count: number, brand: BrandCode = 'onair'): Promise<number[]> {
  const prefix = `l${process.pid.toString(36)}${(memberSerial++).toString(36)}`;
  const values = sql.join(
    Array.from({ length: count }, (_, index) => sql`(${`${prefix}_${index}`}, ${`${prefix}_${index}`}, ${brand})`),
    sql`, `,
  );
  const rows = await rowsOf<{ member_id: number }>(
    db,
    sql`insert into members (login_id, nickname, brand) values ${values} returning member_id`,
  );
  return rows.map((row) => Number(row.member_id)).sort((a, b) => a - b);
}

/** The brand's system account of one kind, luv unless another item code is given. */
export function systemAccount(kind: SystemAccountKind, itemCode = LUV, brand: BrandCode = 'onair'): AccountRef {
  return { system: brand, kind, itemCode };
}

/**
 * A gift as the API posts it: the sender's wallet pays amount, the streamer receives it less the
 * commission, and the brand keeps the commission.
 */
export function giftPosting(
  sender: number,
  streamer: number,
  amount: number,
  commission: number,
  reference = 'test:gift',
  itemCode = LUV,
): Posting {
  const entries: Array<Posting['entries'][number]> = [
    { account: memberAccount(sender, 'wallet', itemCode), amount: -amount },
    { account: memberAccount(streamer, 'received', itemCode), amount: amount - commission },
  ];
  if (commission > 0) entries.push({ account: systemAccount('commission', itemCode), amount: commission });
  return { brand: 'onair', reason: 'gift', reference, entries };
}

/** Inserts one member per name and answers their ids by name: const { sender, streamer } = await namedTestMembers(db, 'sender', 'streamer'). */
export async function namedTestMembers<Name extends string>(
  db: Database,
  ...names: Name[]
): Promise<Record<Name, number>> {
  const ids = await insertTestMembers(db, names.length);
  return Object.fromEntries(names.map((name, index) => [name, ids[index]])) as Record<Name, number>;
}

/** A freshly migrated database with a ledger over it; close() throws the database away. */
export async function openLedgerFixture(target: TestDatabaseTarget) {
  const handle = await target.open();
  return { handle, db: handle.db, ledger: createLedger(handle.db), close: () => handle.close() };
}

/**
 * A second connection pool of poolSize onto a test PostgreSQL database (the targets open pools of
 * 4), so concurrency tests get as many transactions in flight as they ask for. On PGlite, which
 * has one connection whatever the pool, it answers the handle itself. Close it before the handle.
 */
export async function widerPool(
  handle: DatabaseHandle,
  poolSize: number,
): Promise<{ db: Database; close(): Promise<void> }> {
  const url = process.env['DATABASE_URL'];
  if (handle.kind !== 'postgres' || !url) return { db: handle.db, close: async () => undefined };
  const scratch = new URL(url);
  scratch.pathname = new URL(handle.location).pathname;
  const pool = new pg.Pool({ connectionString: scratch.toString(), max: poolSize });
  // pool.end() resolves before every socket has closed; when the handle then drops the database,
  // PostgreSQL terminates those last backends and the pool would rethrow that as an unhandled error.
  pool.on('error', () => undefined);
  return { db: drizzle(pool) as unknown as Database, close: () => pool.end() };
}

/**
 * Until a gift statement (onair_send_gifts) waits on a row lock another transaction of the test holds,
 * so the test knows the statement is under way; throws if it never does within about five seconds.
 */
export async function untilGiftStatementWaitsOnLock(db: Database): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    const [waiting] = await rowsOf<{ n: number | string }>(
      db,
      sql`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%onair_send_gifts%'`,
    );
    if (Number(waiting?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the gift statement never waited on a row lock');
}
