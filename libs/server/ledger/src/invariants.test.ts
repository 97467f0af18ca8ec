import { sql } from 'drizzle-orm';
import { checkLedgerInvariants, type LedgerInvariantReport } from './invariants';
import { rowsOf } from './sql-rows';
import {
  at,
  giftPosting,
  grant,
  insertTestMembers,
  ledgerTestTargets,
  LUV,
  memberAccount,
  openLedgerFixture,
  systemAccount,
} from './testing';
import type { LedgerTx } from './types';

describe.each(ledgerTestTargets())('ledger invariants on $name', (target) => {
  let fixture: Awaited<ReturnType<typeof openLedgerFixture>>;
  let ids: number[];
  beforeAll(async () => {
    fixture = await openLedgerFixture(target);
    const { ledger, db } = fixture;
    ids = await insertTestMembers(db, 3);
    const [buyer, viewer, streamer] = ids as [number, number, number];
    await ledger.transaction(async (tx) => {
      await ledger.post(tx, {
        brand: 'onair',
        reason: 'payment',
        reference: 'payment:ORD-1',
        entries: [
          { account: systemAccount('gateway'), amount: -1000 },
          { account: memberAccount(buyer), amount: 1000 },
        ],
      });
      await grant(ledger, tx, memberAccount(viewer), 300);
      await ledger.post(tx, giftPosting(buyer, streamer, 500, 50, 'gift:1'));
      await ledger.post(tx, {
        brand: 'onair',
        reason: 'withdrawal',
        reference: 'withdrawal:1',
        entries: [
          { account: memberAccount(streamer, 'received'), amount: -200 },
          { account: memberAccount(streamer, 'held'), amount: 200 },
        ],
      });
      await ledger.post(tx, {
        brand: 'onair',
        reason: 'withdrawal',
        reference: 'withdrawal:1:paid',
        entries: [
          { account: memberAccount(streamer, 'held'), amount: -120 },
          { account: systemAccount('payout'), amount: 120 },
        ],
      });
    });
  });
  afterAll(() => fixture.close());

  /** Breaks the ledger inside a transaction, checks it there, and rolls the damage back. */
  async function checkBroken(damage: (tx: LedgerTx) => Promise<unknown>): Promise<LedgerInvariantReport> {
    let report: LedgerInvariantReport | undefined;
    await fixture.db
      .transaction(async (tx) => {
        await damage(tx);
        report = await checkLedgerInvariants(tx);
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if ((error as Error).message !== 'roll back') throw error;
      });
    if (!report) throw new Error('not checked');
    return report;
  }

  test('a sound ledger passes, with totals of what came in and went out', async () => {
    const report = await checkLedgerInvariants(fixture.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.totals).toEqual([
      {
        itemCode: LUV,
        wallet: 800,
        received: 250,
        held: 80,
        gateway: -1000,
        issuance: -300,
        commission: 50,
        payout: 120,
        consumed: 0,
        debt: 0,
      },
    ]);
    expect(report.counts).toMatchObject({ transactions: 5, entries: 11 });
    expect(report.counts.pending).toBeGreaterThan(0);
    await fixture.ledger.foldPending();
    const folded = await checkLedgerInvariants(fixture.db);
    expect(folded.problems).toEqual([]);
    expect(folded.totals).toEqual(report.totals);
    expect(folded.counts.pending).toBe(0);
  });

  test('an unbalanced transaction is named', async () => {
    const report = await checkBroken(async (tx) => {
      const entry = at(
        await rowsOf<{ tx_id: number; account_id: number }>(
          tx,
          // An account whose row moves with its entries (not deferred), so the damage is one entry too many.
          sql`select e.tx_id, e.account_id from ledger_entries e join ledger_accounts a on a.account_id = e.account_id and not a.deferred
               order by e.entry_id limit 1`,
        ),
        0,
      );
      await tx.execute(
        sql`insert into ledger_entries (tx_id, account_id, item_code, amount) values (${entry.tx_id}, ${entry.account_id}, ${LUV}, 7)`,
      );
      await tx.execute(sql`update ledger_accounts set balance = balance + 7 where account_id = ${entry.account_id}`);
    });
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      expect.stringMatching(
        /^transaction \d+: item 100 entries sum to 7 \[transaction entries sum to zero per item code\]$/,
      ),
      expect.stringMatching(/^item 100 sums to 7 over all accounts, not zero/),
    ]);
  });

  test('a balance that differs from its entries is named, and breaks the item sum', async () => {
    const [, viewer] = ids;
    const report = await checkBroken((tx) =>
      tx.execute(sql`update ledger_accounts set balance = balance + 1 where account_key = ${`m:${viewer}:wallet:100`}`),
    );
    expect(report.problems).toEqual([
      `account m:${viewer}:wallet:100: balance 301 + pending 0 differs from its entries' sum 300 [balance plus pending equals the sum of entries]`,
      'item 100 sums to 1 over all accounts, not zero [each item code sums to zero over all accounts]',
      // The wallet's lots still hold what its entries say, so the lots rule names it too.
      `wallet m:${viewer}:wallet:100: balance 301 but its lots hold 300 [a wallet's balance is the sum of its lots' remaining]`,
    ]);
  });

  test('a member account below zero with pending entries is named', async () => {
    const [, , streamer] = ids;
    const report = await checkBroken(async (tx) => {
      const row = at(
        await rowsOf<{ account_id: number }>(
          tx,
          sql`select account_id from ledger_accounts where account_key = ${`m:${streamer}:received:100`}`,
        ),
        0,
      );
      // A debit past what the received account holds, written as pending without its lock's check.
      const txRow = at(
        await rowsOf<{ tx_id: number }>(
          tx,
          sql`insert into ledger_transactions (brand, reason, reference) values ('onair', 'adjustment', 'broken') returning tx_id`,
        ),
        0,
      );
      const entry = at(
        await rowsOf<{ entry_id: number }>(
          tx,
          sql`insert into ledger_entries (tx_id, account_id, item_code, amount) values (${txRow.tx_id}, ${row.account_id}, ${LUV}, -400) returning entry_id`,
        ),
        0,
      );
      expect(Number(entry.entry_id)).toBeGreaterThan(0);
    });
    expect(report.problems).toContain(
      `account m:${streamer}:received:100 is negative: settled 250, with pending -150 [accounts that may not go negative are not negative]`,
    );
  });

  test('a transaction without entries, an entry on another item and a watermark past the entries are named', async () => {
    const report = await checkBroken(async (tx) => {
      await tx.execute(
        sql`insert into ledger_transactions (brand, reason, reference) values ('onair', 'adjustment', 'empty:1')`,
      );
      // Entries are append only, so the damage is a new pair on the wrong item rather than an edit.
      await tx.execute(
        sql`with t as (insert into ledger_transactions (brand, reason, reference) values ('onair', 'adjustment', 'wrong item') returning tx_id)
            insert into ledger_entries (tx_id, account_id, item_code, amount)
            select t.tx_id, a.account_id, 420, v.amount from t, ledger_accounts a, (values (5), (-5)) v (amount)
             where a.account_key = 's:onair:gateway:100'`,
      );
      await tx.execute(sql`update ledger_fold_state set candidate_through = folded_through + 1000000`);
    });
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^transaction \d+ \(adjustment empty:1\) has no entries/),
        expect.stringMatching(/^entry \d+ of item 420 is on account s:onair:gateway:100/),
        expect.stringMatching(
          /^fold watermark \d+ \(candidate \d+\) against \d+ entry ids drawn \[the fold watermark is one row, not past the last entry id drawn\]$/,
        ),
      ]),
    );
  });
});
