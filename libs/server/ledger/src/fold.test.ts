import { sql } from 'drizzle-orm';
import { accountKeyOf } from './accounts-model';
import { checkLedgerInvariants } from './invariants';
import { rowsOf } from './sql-rows';
import { giftPosting, grant, ledgerTestTargets, memberAccount, namedTestMembers, openLedgerFixture, systemAccount, widerPool } from './testing';
import type { AccountRef, LedgerTx } from './types';

/**
 * The fold's watermark against entries committed out of id order: a transaction that drew its entry
 * ids first and commits last must be folded once, never skipped and never twice. Needs two
 * connections, so PostgreSQL only (PGlite runs one transaction at a time).
 */
const postgres = ledgerTestTargets().filter((target) => target.name === 'postgres');
const describeOnPostgres = postgres.length > 0 ? describe.each(postgres) : describe.skip.each([{ name: 'postgres' }]);

describeOnPostgres('folding on $name', (target) => {
  let fixture: Awaited<ReturnType<typeof openLedgerFixture>>;
  let wide: Awaited<ReturnType<typeof widerPool>>;
  beforeAll(async () => {
    fixture = await openLedgerFixture(target as Parameters<typeof openLedgerFixture>[0]);
    wide = await widerPool(fixture.handle, 4);
  });
  afterAll(async () => {
    await wide.close();
    await fixture.close();
  });
  afterEach(async () => {
    await fixture.ledger.foldPending();
    const report = await checkLedgerInvariants(fixture.db);
    expect(report.problems).toEqual([]);
    expect(report.counts.pending).toBe(0);
  });

  const settled = async (account: AccountRef) => {
    const [row] = await rowsOf<{ balance: number | string }>(
      fixture.db,
      sql`select balance from ledger_accounts where account_key = ${accountKeyOf(account)}`,
    );
    return Number(row?.balance ?? 0);
  };
  const watermark = async () =>
    Number((await rowsOf<{ w: number | string }>(fixture.db, sql`select folded_through as w from ledger_fold_state`))[0]?.w);

  /**
   * Runs work in a transaction on its own connection and keeps it open until release() is called:
   * release() commits it, release('roll back') rolls it back.
   */
  function openTransaction(work: (tx: LedgerTx) => Promise<unknown>) {
    let release!: (end?: 'roll back') => void;
    const released = new Promise<'roll back' | undefined>((resolve) => (release = resolve));
    let ready!: () => void;
    const worked = new Promise<void>((resolve) => (ready = resolve));
    const done = wide.db.transaction(async (tx) => {
      await work(tx);
      ready();
      if ((await released) === 'roll back') throw new Error('rolled back on purpose');
    });
    return { worked, release, done };
  }

  test('a gift that drew its ids first and commits last is folded once, after it commits', async () => {
    const { early, late, streamer } = await namedTestMembers(fixture.db, 'early', 'late', 'streamer');
    const { ledger } = fixture;
    await ledger.transaction(async (tx) => {
      await grant(ledger, tx, memberAccount(early), 100);
      await grant(ledger, tx, memberAccount(late), 100);
      // The credited accounts exist before the race, so neither gift creates one (and waits on the other's).
      await ledger.post(tx, giftPosting(early, streamer, 2, 1, 'test:first'));
    });
    await ledger.foldPending();
    const received = memberAccount(streamer, 'received');
    const commissionBefore = await ledger.balance(fixture.db, systemAccount('commission'));

    const slow = openTransaction((tx) => ledger.post(tx, giftPosting(early, streamer, 50, 5, 'test:slow')));
    await slow.worked;
    await ledger.transaction((tx) => ledger.post(tx, giftPosting(late, streamer, 30, 3, 'test:fast')));
    // Every step picks or tries a watermark past the slow gift's entries; none may pass them while it is open.
    const before = await watermark();
    for (let step = 0; step < 4; step++) await ledger.foldReady();
    expect(await watermark()).toBe(before);
    expect(await ledger.balance(fixture.db, received)).toBe(1 + 27);

    slow.release();
    await slow.done;
    expect(await ledger.balance(fixture.db, received)).toBe(1 + 27 + 45);
    await ledger.foldPending();
    expect(await watermark()).toBeGreaterThan(before);
    expect(await settled(received)).toBe(1 + 27 + 45);
    expect(await ledger.balance(fixture.db, received)).toBe(1 + 27 + 45);
    expect(await ledger.balance(fixture.db, systemAccount('commission'))).toBe(commissionBefore + 8);
  });

  test('a gift that rolls back after its ids were picked as a candidate leaves nothing to fold', async () => {
    const { sender, streamer } = await namedTestMembers(fixture.db, 'sender', 'streamer');
    const { ledger } = fixture;
    await ledger.transaction(async (tx) => {
      await grant(ledger, tx, memberAccount(sender), 100);
      await ledger.post(tx, giftPosting(sender, streamer, 10, 0, 'test:first'));
    });
    await ledger.foldPending();
    const received = memberAccount(streamer, 'received');

    const doomed = openTransaction((tx) => ledger.post(tx, giftPosting(sender, streamer, 40, 0, 'test:doomed')));
    await doomed.worked;
    await ledger.foldReady();
    await ledger.foldReady();
    doomed.release('roll back');
    await expect(doomed.done).rejects.toThrow('rolled back on purpose');
    await ledger.foldPending();
    expect(await settled(received)).toBe(10);
    expect(await ledger.balance(fixture.db, memberAccount(sender))).toBe(90);
  });

  test('a withdrawal holding the received row makes a fold wait for it, and both land', async () => {
    const { sender, streamer } = await namedTestMembers(fixture.db, 'sender', 'streamer');
    const { ledger } = fixture;
    await ledger.transaction(async (tx) => {
      await grant(ledger, tx, memberAccount(sender), 100);
      await ledger.post(tx, giftPosting(sender, streamer, 100, 0, 'test:first'));
    });
    const received = memberAccount(streamer, 'received');
    const held = memberAccount(streamer, 'held');
    const withdrawal = openTransaction((tx) =>
      ledger.post(tx, {
        brand: 'onair',
        reason: 'withdrawal',
        reference: 'test:withdrawal',
        entries: [
          { account: received, amount: -60 },
          { account: held, amount: 60 },
        ],
      }),
    );
    await withdrawal.worked;
    const folding = ledger.foldPending();
    await new Promise((resolve) => setTimeout(resolve, 100));
    withdrawal.release();
    await withdrawal.done;
    await folding;
    await ledger.foldPending();
    expect(await settled(received)).toBe(40);
    expect(await ledger.balance(fixture.db, held)).toBe(60);
  });
});
