import { sql } from 'drizzle-orm';
import { accountKeyOf } from './accounts-model';
import { InsufficientBalance } from './errors';
import { startPendingFolder } from './fold';
import { checkLedgerInvariants } from './invariants';
import { createLedger } from './ledger';
import { rowsOf } from './sql-rows';
import { at, giftPosting, grant, insertTestMembers, ledgerTestTargets, LUV, memberAccount, openLedgerFixture, systemAccount, widerPool } from './testing';
import { lotExpiryReference } from './lots';
import type { AccountRef, Ledger, LedgerTx, Posting } from './types';

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
  test('a storm of gifts, transfers, purchases, refunds, lot expiries, holds and payouts with folds alongside keeps every rule and every sum', async () => {
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
      let purchases = 0;
      // Refunds and expiries decide their amount from the wallet's lots, read under the wallet's
      // row lock inside their transaction, while gifts from the same wallet race them.
      const next = (): Posting | LotOperation => {
        const roll = pick(100);
        const sender = at(senders, pick(senders.length));
        const streamer = at(streamers, pick(streamers.length));
        const amount = 1 + pick(60);
        if (roll < 55) return giftPosting(sender, streamer, amount, Math.floor(amount / 10), `gift:${sender}`);
        if (roll < 65) {
          const other = at(senders, pick(senders.length));
          if (other !== sender) return movement('adjustment', memberAccount(sender), memberAccount(other), amount);
        }
        if (roll < 70) return { ...movement('payment', systemAccount('gateway'), memberAccount(sender), amount * 5), reference: `payment:storm-${++purchases}` };
        if (roll < 73) return refundOfUnusedPart(sender);
        if (roll < 75) return expiryOfOldestLot(sender);
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
          const operation = next();
          try {
            const posting = await ledger.transaction(async (tx) => {
              const planned = typeof operation === 'function' ? await operation(ledger, tx) : operation;
              if (planned) await ledger.post(tx, planned);
              return planned;
            });
            if (posting) apply(posting);
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
      const memberTotal = luv.wallet + luv.received + luv.held + luv.debt;
      expect(memberTotal).toBe(-(luv.gateway + luv.issuance + luv.commission + luv.payout + luv.consumed));
      expect(luv.gateway).toBe(expected.get(accountKeyOf(systemAccount('gateway'))) ?? 0);
      expect(luv.commission).toBe(expected.get(accountKeyOf(systemAccount('commission'))) ?? 0);
      expect(Math.min(...actual.filter((row) => /^m:\d+:(wallet|received|held):/.test(row.account_key)).map((row) => Number(row.balance)))).toBeGreaterThan(0);
      // Nothing lost between lots: every lot's parts add up (a check constraint) and what the lots
      // say was refunded and expired is exactly what those postings took from wallets.
      const [parts] = await rowsOf<{ refunded: number; expired: number }>(
        fixture.db,
        sql`select coalesce(sum(refunded), 0) as refunded, coalesce(sum(expired), 0) as expired from wallet_lots`,
      );
      const [taken] = await rowsOf<{ refunded: number; expired: number }>(
        fixture.db,
        sql`select coalesce(sum(-e.amount) filter (where t.reason = 'refund'), 0) as refunded,
                   coalesce(sum(-e.amount) filter (where t.reason = 'expiry'), 0) as expired
              from ledger_entries e join ledger_transactions t on t.tx_id = e.tx_id
              join ledger_accounts a on a.account_id = e.account_id and a.kind = 'wallet'`,
      );
      expect({ refunded: Number(parts?.refunded), expired: Number(parts?.expired) }).toEqual({
        refunded: Number(taken?.refunded),
        expired: Number(taken?.expired),
      });
      console.info(`${target.name} storm (seed ${seed}): ${counts.succeeded} postings and ${counts.refused} refusals in ${seconds.toFixed(1)} s`);
    } finally {
      await stopFolder();
      await wide.close();
      await fixture.close();
    }
    // PGlite runs every transaction in turn; on a busy machine its short storm takes over a minute.
  }, 300_000);
});

/** A posting decided inside its transaction, from what it reads there; undefined: nothing to do. */
type LotOperation = (ledger: Ledger, tx: LedgerTx) => Promise<Posting | undefined>;

type OpenLot = { lot_id: number; reference: string; quantity: number; remaining: number };

async function openLotsOf(ledger: Ledger, tx: LedgerTx, member: number) {
  await ledger.lockBalance(tx, memberAccount(member));
  return rowsOf<OpenLot>(
    tx,
    sql`select l.lot_id, l.reference, l.quantity, l.remaining from wallet_lots l
         where l.member_id = ${member} and l.remaining > 0 order by l.lot_id`,
  );
}

/** A refund of the member's oldest purchase not yet refunded: its unused part back, the rest owed. */
function refundOfUnusedPart(member: number): LotOperation {
  return async (ledger, tx) => {
    const lot = (await openLotsOf(ledger, tx, member)).find((open) => open.reference.startsWith('payment:') && Number(open.remaining) > 0);
    if (!lot) return undefined;
    const [refunded] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*) as n from ledger_transactions where reference = ${`refund:${lot.reference.slice('payment:'.length)}`}`,
    );
    if (Number(refunded?.n) > 0) return undefined;
    const quantity = Number(lot.quantity);
    const remaining = Number(lot.remaining);
    return {
      brand: 'onair',
      reason: 'refund',
      reference: `refund:${lot.reference.slice('payment:'.length)}`,
      entries: [
        { account: memberAccount(member), amount: -remaining },
        ...(quantity > remaining ? [{ account: memberAccount(member, 'debt'), amount: -(quantity - remaining) }] : []),
        { account: systemAccount('gateway'), amount: quantity },
      ],
    };
  };
}

/** The member's oldest open lot expires: what is left of it goes to the brand's consumed account. */
function expiryOfOldestLot(member: number): LotOperation {
  return async (ledger, tx) => {
    const [lot] = await openLotsOf(ledger, tx, member);
    if (!lot) return undefined;
    return movement('expiry', memberAccount(member), systemAccount('consumed'), Number(lot.remaining), lotExpiryReference(Number(lot.lot_id)));
  };
}

function grantPosting(account: AccountRef, amount: number): Posting {
  return movement('adjustment', systemAccount('issuance'), account, amount);
}

function movement(reason: Posting['reason'], from: AccountRef, to: AccountRef, amount: number, reference = `storm:${reason}`): Posting {
  return {
    brand: 'onair',
    reason,
    reference,
    entries: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  };
}
