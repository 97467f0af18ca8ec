import { sql } from 'drizzle-orm';
import { accountKeyOf } from './accounts-model';
import { InsufficientBalance } from './errors';
import { startPendingFolder } from './fold';
import { checkLedgerInvariants } from './invariants';
import { createLedger } from './ledger';
import { rowsOf } from './sql-rows';
import { at, giftPosting, grant, insertTestMembers, ledgerTestTargets, LUV, memberAccount, openLedgerFixture, systemAccount, widerPool } from './testing';
import type { AccountRef, Posting } from './types';

/** PostgreSQL gets the full storm; PGlite (one connection, transactions in turn) a short one. */
const SIZES = {
  postgres: { senders: 50, streamers: 3, operations: 2000, workers: 24, poolSize: 16 },
  pglite: { senders: 10, streamers: 3, operations: 200, workers: 8, poolSize: 1 },
};

/** A deterministic generator, so a failing storm can be told apart from a flaky one by its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return Math.floor((state / 2 ** 32) * below);
  };
}

describe.each(ledgerTestTargets())('concurrent postings on $name', (target) => {
  test('a storm of gifts, transfers, holds and payouts with folds alongside keeps every rule and every sum', async () => {
    const size = SIZES[target.name];
    const fixture = await openLedgerFixture(target);
    const wide = await widerPool(fixture.handle, size.poolSize);
    // A second ledger over the wide pool: as two API nodes would, sharing only the database.
    const nodes = [fixture.ledger, createLedger(wide.db)];
    let stopFolder = async (): Promise<void> => undefined;
    try {
      const ids = await insertTestMembers(fixture.db, size.senders + size.streamers);
      const senders = ids.slice(0, size.senders);
      const streamers = ids.slice(size.senders);
      const expected = new Map<string, number>();
      const apply = (posting: Posting) => {
        for (const { account, amount } of posting.entries) expected.set(accountKeyOf(account), (expected.get(accountKeyOf(account)) ?? 0) + amount);
      };
      await fixture.ledger.transaction(async (tx) => {
        for (const sender of senders) {
          await grant(fixture.ledger, tx, memberAccount(sender), 500);
          apply(grantPosting(memberAccount(sender), 500));
        }
      });

      const seed = Date.now() % 1_000_000;
      const pick = random(seed);
      const counts = { succeeded: 0, refused: 0 };
      const next = (): Posting => {
        const roll = pick(100);
        const sender = at(senders, pick(senders.length));
        const streamer = at(streamers, pick(streamers.length));
        const amount = 1 + pick(60);
        if (roll < 55) return giftPosting(sender, streamer, amount, Math.floor(amount / 10), `gift:${sender}`);
        if (roll < 65) {
          const other = at(senders, pick(senders.length));
          if (other !== sender) return movement('adjustment', memberAccount(sender), memberAccount(other), amount);
        }
        if (roll < 75) return movement('payment', systemAccount('gateway'), memberAccount(sender), amount * 5);
        if (roll < 80) return movement('item_use', memberAccount(sender), systemAccount('consumed'), amount);
        if (roll < 90) return movement('withdrawal', memberAccount(streamer, 'received'), memberAccount(streamer, 'held'), amount * 3);
        if (roll < 95) return movement('withdrawal', memberAccount(streamer, 'held'), memberAccount(streamer, 'received'), amount);
        return movement('withdrawal', memberAccount(streamer, 'held'), systemAccount('payout'), amount * 2);
      };

      stopFolder = startPendingFolder(at(nodes, 1), { intervalMs: 3 });
      let remaining = size.operations;
      const midStormReports: Array<Awaited<ReturnType<typeof checkLedgerInvariants>>> = [];
      const worker = async (index: number) => {
        const ledger = at(nodes, index % nodes.length);
        while (remaining-- > 0) {
          const posting = next();
          try {
            await ledger.transaction((tx) => ledger.post(tx, posting));
            apply(posting);
            counts.succeeded++;
          } catch (error) {
            if (!(error instanceof InsufficientBalance)) throw error;
            counts.refused++;
          }
          // Folds and consistency checks interleave with the postings.
          if (remaining % 250 === 0) await ledger.foldPending();
          if (remaining % 500 === 0) midStormReports.push(await checkLedgerInvariants(wide.db));
        }
      };
      const started = Date.now();
      await Promise.all(Array.from({ length: size.workers }, (_, index) => worker(index)));
      const seconds = (Date.now() - started) / 1000;
      await stopFolder();

      for (const report of midStormReports) expect(report.problems).toEqual([]);
      expect(counts.succeeded + counts.refused).toBe(size.operations);
      expect(counts.succeeded).toBeGreaterThan(size.operations / 2);
      expect(counts.refused).toBeGreaterThan(0);

      await fixture.ledger.foldPending();
      const report = await checkLedgerInvariants(fixture.db);
      expect(report.problems).toEqual([]);
      expect(report.counts.pending).toBe(0);
      // Every account holds exactly what the postings that succeeded moved into it, no more, no less.
      const actual = await rowsOf<{ account_key: string; balance: number }>(fixture.db, sql`select account_key, balance from ledger_accounts where balance <> 0`);
      expect(Object.fromEntries(actual.map((row) => [row.account_key, Number(row.balance)]))).toEqual(
        Object.fromEntries([...expected].filter(([, amount]) => amount !== 0)),
      );
      const luv = at(report.totals.filter((totals) => totals.itemCode === LUV), 0);
      const memberTotal = luv.wallet + luv.received + luv.held;
      expect(memberTotal).toBe(-(luv.gateway + luv.issuance + luv.commission + luv.payout + luv.consumed));
      expect(luv.gateway).toBe(expected.get(accountKeyOf(systemAccount('gateway'))) ?? 0);
      expect(luv.commission).toBe(expected.get(accountKeyOf(systemAccount('commission'))) ?? 0);
      expect(Math.min(...actual.filter((row) => row.account_key.startsWith('m:')).map((row) => Number(row.balance)))).toBeGreaterThan(0);
      console.info(`${target.name} storm (seed ${seed}): ${counts.succeeded} postings and ${counts.refused} refusals in ${seconds.toFixed(1)} s`);
    } finally {
      await stopFolder();
      await wide.close();
      await fixture.close();
    }
  });
});

function grantPosting(account: AccountRef, amount: number): Posting {
  return movement('adjustment', systemAccount('issuance'), account, amount);
}

function movement(reason: Posting['reason'], from: AccountRef, to: AccountRef, amount: number): Posting {
  return {
    brand: 'onair',
    reason,
    reference: `storm:${reason}`,
    entries: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  };
}
