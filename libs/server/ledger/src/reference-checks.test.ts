import { sql } from 'drizzle-orm';
import { rowsOf } from './sql-rows';
import { grant, insertTestMembers, ledgerTestTargets, memberAccount, openLedgerFixture } from './testing';

// Migration 0016 replaced the entries' foreign keys with a check per statement and triggers that
// keep accounts, transactions and entries as written: what the keys guaranteed must still hold.
describe.each(ledgerTestTargets())('ledger references on $name', (target) => {
  let fixture: Awaited<ReturnType<typeof openLedgerFixture>>;
  let accountId: number;
  let txId: number;
  beforeAll(async () => {
    fixture = await openLedgerFixture(target);
    const [member] = (await insertTestMembers(fixture.db, 1)) as [number];
    await fixture.ledger.transaction((tx) => grant(fixture.ledger, tx, memberAccount(member), 100));
    const [row] = await rowsOf<{ account_id: string; tx_id: string }>(
      fixture.db,
      sql`select account_id, tx_id from ledger_entries where amount > 0 order by entry_id desc limit 1`,
    );
    accountId = Number(row?.account_id);
    txId = Number(row?.tx_id);
  });
  afterAll(() => fixture.close());

  const refused = async (statement: ReturnType<typeof sql>) => {
    const error = await fixture.db.execute(statement).then(
      () => null,
      (caught: unknown) => caught as { code?: string; message?: string; cause?: { code?: string; message?: string } },
    );
    if (!error) throw new Error('the statement was not refused');
    return { code: error.code ?? error.cause?.code, message: error.cause?.message ?? error.message ?? '' };
  };

  test('an entry on an account that does not exist is refused, and nothing of its statement stays', async () => {
    const before = await rowsOf<{ n: string }>(fixture.db, sql`select count(*) as n from ledger_entries`);
    const error = await refused(
      sql`insert into ledger_entries (tx_id, account_id, item_code, amount) values (${txId}, ${accountId}, 100, 1), (${txId}, 999999999, 100, -1)`,
    );
    expect(error.code).toBe('23503');
    expect(error.message).toBe('ledger_entries: an entry refers to an account or a transaction that does not exist');
    const after = await rowsOf<{ n: string }>(fixture.db, sql`select count(*) as n from ledger_entries`);
    expect(after).toEqual(before);
  });

  test('an entry of a transaction that does not exist is refused', async () => {
    const error = await refused(
      sql`insert into ledger_entries (tx_id, account_id, item_code, amount) values (999999999, ${accountId}, 100, 1)`,
    );
    expect(error.code).toBe('23503');
  });

  test('a transaction and its entries inserted by one statement pass', async () => {
    const [row] = await rowsOf<{ n: string }>(
      fixture.db,
      sql`with t as (insert into ledger_transactions (brand, reason, reference) values ('onair', 'adjustment', 'one statement') returning tx_id),
              e as (insert into ledger_entries (tx_id, account_id, item_code, amount)
                    select t.tx_id, ${accountId}, 100, v.amount from t, (values (3), (-3)) v (amount) returning 1)
          select count(*) as n from e`,
    );
    expect(Number(row?.n)).toBe(2);
  });

  test.each([
    [
      'deleting an account',
      sql`delete from ledger_accounts where account_id = ${0}`,
      'ledger_accounts: ledger rows are kept as written (DELETE)',
    ],
    [
      'renumbering an account',
      sql`update ledger_accounts set account_id = account_id where false`,
      'ledger_accounts: ledger rows are kept as written (UPDATE)',
    ],
    [
      'deleting a transaction',
      sql`delete from ledger_transactions where tx_id = ${0}`,
      'ledger_transactions: ledger rows are kept as written (DELETE)',
    ],
    [
      'truncating the transactions',
      sql`truncate ledger_transactions cascade`,
      'ledger_transactions: ledger rows are kept as written (TRUNCATE)',
    ],
    [
      'editing an entry',
      sql`update ledger_entries set amount = amount where false`,
      'ledger_entries: ledger rows are kept as written (UPDATE)',
    ],
    [
      'deleting an entry',
      sql`delete from ledger_entries where false`,
      'ledger_entries: ledger rows are kept as written (DELETE)',
    ],
  ])('%s is refused, even when it would touch no row', async (_name, statement, message) => {
    const error = await refused(statement);
    expect(error.code).toBe('23503');
    expect(error.message).toBe(message);
  });

  test("an account's balance still moves", async () => {
    const [row] = await rowsOf<{ n: string }>(
      fixture.db,
      sql`with u as (update ledger_accounts set balance = balance where account_id = ${accountId} returning 1) select count(*) as n from u`,
    );
    expect(Number(row?.n)).toBe(1);
  });
});
