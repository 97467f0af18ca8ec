import { sql } from 'drizzle-orm';
import { accountKeyOf } from './accounts-model';
import { InsufficientBalance, UnbalancedPosting } from './errors';
import { checkLedgerInvariants } from './invariants';
import { startPendingFolder } from './fold';
import { rowsOf } from './sql-rows';
import {
  at,
  giftPosting,
  grant,
  ledgerTestTargets,
  memberAccount,
  namedTestMembers,
  openLedgerFixture,
  systemAccount,
} from './testing';
import type { AccountRef, LedgerTx, Posting } from './types';

describe.each(ledgerTestTargets())('ledger on $name', (target) => {
  let fixture: Awaited<ReturnType<typeof openLedgerFixture>>;
  beforeAll(async () => {
    fixture = await openLedgerFixture(target);
  });
  afterAll(() => fixture.close());
  afterEach(async () => {
    const report = await checkLedgerInvariants(fixture.db);
    expect(report.problems).toEqual([]);
  });

  const members = <Name extends string>(...names: Name[]) => namedTestMembers(fixture.db, ...names);
  const balance = (account: AccountRef) => fixture.ledger.balance(fixture.db, account);
  const count = async (table: 'ledger_transactions' | 'ledger_entries') =>
    Number((await rowsOf<{ n: number }>(fixture.db, sql`select count(*) as n from ${sql.identifier(table)}`))[0]?.n);
  const pendingEntries = async () => (await checkLedgerInvariants(fixture.db)).counts.pending;
  const settled = async (account: AccountRef) => {
    const [row] = await rowsOf<{ balance: number }>(
      fixture.db,
      sql`select balance from ledger_accounts where account_key = ${accountKeyOf(account)}`,
    );
    return row ? Number(row.balance) : 0;
  };

  test('a grant shows in balance() and holdings(); unused accounts hold 0', async () => {
    const { member } = await members('member');
    const { ledger, db } = fixture;
    const { txId } = await ledger.transaction((tx) => grant(ledger, tx, memberAccount(member), 1000));
    expect(txId).toBeGreaterThan(0);
    expect(await balance(memberAccount(member))).toBe(1000);
    expect(await balance(memberAccount(member, 'received'))).toBe(0);
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(member, 'wallet', 420), 2));
    expect(await ledger.holdings(db, member)).toEqual([
      { itemCode: 100, kind: 'wallet', quantity: 1000 },
      { itemCode: 420, kind: 'wallet', quantity: 2 },
    ]);
  });

  test('refused postings write nothing', async () => {
    const { member } = await members('member');
    const before = await Promise.all([count('ledger_transactions'), count('ledger_entries')]);
    const unbalanced: Posting = {
      brand: 'onair',
      reason: 'adjustment',
      reference: 'test:unbalanced',
      entries: [
        { account: memberAccount(member), amount: 10 },
        { account: systemAccount('issuance'), amount: -9 },
      ],
    };
    await expect(fixture.ledger.transaction((tx) => fixture.ledger.post(tx, unbalanced))).rejects.toThrow(
      UnbalancedPosting,
    );
    const zero = { ...unbalanced, entries: unbalanced.entries.map((entry) => ({ ...entry, amount: 0 })) };
    await expect(fixture.ledger.transaction((tx) => fixture.ledger.post(tx, zero))).rejects.toThrow(UnbalancedPosting);
    const fractional = {
      ...unbalanced,
      entries: unbalanced.entries.map((entry) => ({ ...entry, amount: Math.sign(entry.amount) * 2.5 })),
    };
    await expect(fixture.ledger.transaction((tx) => fixture.ledger.post(tx, fractional))).rejects.toThrow(
      UnbalancedPosting,
    );
    expect(await Promise.all([count('ledger_transactions'), count('ledger_entries')])).toEqual(before);
    expect(await balance(memberAccount(member))).toBe(0);
  });

  test('insufficient balance moves nothing and says what was missing', async () => {
    const { sender, streamer } = await members('sender', 'streamer');
    const { ledger } = fixture;
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(sender), 50));
    const before = await Promise.all([count('ledger_transactions'), count('ledger_entries'), pendingEntries()]);
    const refusal = await ledger
      .transaction((tx) => ledger.post(tx, giftPosting(sender, streamer, 80, 8)))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InsufficientBalance);
    expect(refusal).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      account: memberAccount(sender),
      needed: 80,
      available: 50,
    });
    expect(await Promise.all([count('ledger_transactions'), count('ledger_entries'), pendingEntries()])).toEqual(before);
    expect(await balance(memberAccount(sender))).toBe(50);
    expect(await balance(memberAccount(streamer, 'received'))).toBe(0);
  });

  test('a debt account goes below zero and back, is not deferred, and holdings show it as a negative', async () => {
    const { buyer } = await members('buyer');
    const { ledger, db } = fixture;
    const debt = memberAccount(buyer, 'debt');
    // The gateway took back 1,000 of which the wallet still held 300: 700 is owed.
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(buyer), 300));
    const refund = (tx: LedgerTx) =>
      ledger.post(tx, {
        brand: 'onair',
        reason: 'refund',
        reference: 'refund:ORD-debt',
        entries: [
          { account: memberAccount(buyer), amount: -300 },
          { account: debt, amount: -700 },
          { account: systemAccount('gateway'), amount: 1000 },
        ],
      });
    await ledger.transaction(refund);
    expect(await settled(debt)).toBe(-700);
    expect(await balance(debt)).toBe(-700);
    expect(await ledger.holdings(db, buyer)).toEqual([{ itemCode: 100, kind: 'debt', quantity: -700 }]);
    // A later purchase of 1,000 settles the debt first.
    await ledger.transaction((tx) =>
      ledger.post(tx, {
        brand: 'onair',
        reason: 'payment',
        reference: 'payment:ORD-settles',
        entries: [
          { account: systemAccount('gateway'), amount: -1000 },
          { account: debt, amount: 700 },
          { account: memberAccount(buyer), amount: 300 },
        ],
      }),
    );
    expect(await settled(debt)).toBe(0);
    expect(await balance(memberAccount(buyer))).toBe(300);
  });

  test('lockBalance() answers the balance and holds off other debits until the transaction ends', async () => {
    const { holder, payee } = await members('holder', 'payee');
    const { ledger } = fixture;
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(holder), 100));
    const spend = (amount: number) => (tx: LedgerTx) => ledger.post(tx, giftPosting(holder, payee, amount, 0));
    let other: Promise<unknown> | undefined;
    await ledger.transaction(async (tx) => {
      expect(await ledger.lockBalance(tx, memberAccount(holder))).toBe(100);
      expect(await ledger.lockBalance(tx, memberAccount(payee))).toBe(0);
      // Another transaction's debit waits for this one, which takes everything meanwhile.
      other = ledger.transaction(spend(60)).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await spend(100)(tx);
    });
    expect(await other).toBeInstanceOf(InsufficientBalance);
    expect(await balance(memberAccount(holder))).toBe(0);
  });

  test('a refused posting leaves the transaction usable: earlier moves of it are undone', async () => {
    const { rich, poor, payee } = await members('rich', 'poor', 'payee');
    const { ledger } = fixture;
    await ledger.transaction(async (tx) => {
      await grant(ledger, tx, memberAccount(rich), 100);
      await grant(ledger, tx, memberAccount(poor), 5);
    });
    // Rows move in account id order (rich, poor, then payee, created last): rich moves, poor is
    // refused, and rich must be moved back.
    const both: Posting = {
      brand: 'onair',
      reason: 'adjustment',
      reference: 'test:two-debits',
      entries: [
        { account: memberAccount(rich), amount: -60 },
        { account: memberAccount(poor), amount: -6 },
        { account: memberAccount(payee), amount: 66 },
      ],
    };
    // Here the refusal comes last, in the statement that writes the entries, after two rows moved.
    const refusedLast: Posting = {
      ...both,
      entries: [
        { account: memberAccount(rich), amount: -10 },
        { account: memberAccount(poor), amount: 11 },
        { account: memberAccount(payee), amount: -1 },
      ],
    };
    await ledger.transaction(async (tx) => {
      await expect(ledger.post(tx, both)).rejects.toThrow(InsufficientBalance);
      await expect(ledger.post(tx, refusedLast)).rejects.toMatchObject({
        account: memberAccount(payee),
        needed: 1,
        available: 0,
      });
      // The caller may go on and commit something else in the same transaction.
      const amounts = [-5, -5, 10];
      await ledger.post(tx, {
        ...both,
        entries: both.entries.map((entry, index) => ({ ...entry, amount: at(amounts, index) })),
      });
    });
    expect(await balance(memberAccount(rich))).toBe(95);
    expect(await balance(memberAccount(poor))).toBe(0);
    expect(await balance(memberAccount(payee))).toBe(10);
  });

  test('deferred credits count at once and settle when folded', async () => {
    const { sender, streamer } = await members('sender', 'streamer');
    const { ledger, db } = fixture;
    await ledger.foldPending();
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(sender), 1000));
    const commissionBefore = await balance(systemAccount('commission'));
    const commissionSettled = await settled(systemAccount('commission'));
    for (let gift = 0; gift < 3; gift++)
      await ledger.transaction((tx) => ledger.post(tx, giftPosting(sender, streamer, 100, 10)));
    const received = memberAccount(streamer, 'received');
    expect(await balance(received)).toBe(270);
    expect(await settled(received)).toBe(0);
    expect(await balance(systemAccount('commission'))).toBe(commissionBefore + 30);
    expect(await balance(memberAccount(sender))).toBe(700);
    expect(await ledger.holdings(db, streamer)).toEqual([{ itemCode: 100, kind: 'received', quantity: 270 }]);

    const pendingBefore = await pendingEntries();
    expect(pendingBefore).toBeGreaterThanOrEqual(6);
    expect(await ledger.foldPending()).toBe(pendingBefore);
    expect(await pendingEntries()).toBe(0);
    expect(await settled(received)).toBe(270);
    expect(await settled(systemAccount('commission'))).toBe(commissionSettled + 30);
    expect(await balance(received)).toBe(270);
    expect(await ledger.foldPending()).toBe(0);
  });

  test('a debit of a deferred account is checked under its lock against its pending credits, and is pending too', async () => {
    const { sender, streamer } = await members('sender', 'streamer');
    const { ledger } = fixture;
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(sender), 500));
    await ledger.transaction((tx) => ledger.post(tx, giftPosting(sender, streamer, 500, 50)));
    const received = memberAccount(streamer, 'received');
    const held = memberAccount(streamer, 'held');
    const hold = (amount: number): Posting => ({
      brand: 'onair',
      reason: 'withdrawal',
      reference: `test:hold:${amount}`,
      entries: [
        { account: received, amount: -amount },
        { account: held, amount },
      ],
    });
    expect(await settled(received)).toBe(0);
    await ledger.transaction((tx) => ledger.post(tx, hold(400)));
    expect(await settled(received)).toBe(0);
    expect(await balance(received)).toBe(50);
    expect(await balance(held)).toBe(400);
    await expect(ledger.transaction((tx) => ledger.post(tx, hold(51)))).rejects.toMatchObject({
      needed: 51,
      available: 50,
    });
    await ledger.transaction((tx) => ledger.post(tx, hold(50)));
    expect(await balance(received)).toBe(0);
    await ledger.foldPending();
    expect(await settled(received)).toBe(0);
    expect(await balance(held)).toBe(450);
    await expect(ledger.transaction((tx) => ledger.post(tx, hold(1)))).rejects.toMatchObject({ needed: 1, available: 0 });
  });

  test('two debits of one deferred account at once cannot both spend the same credit', async () => {
    const { sender, streamer } = await members('sender', 'streamer');
    const { ledger } = fixture;
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(sender), 100));
    await ledger.transaction((tx) => ledger.post(tx, giftPosting(sender, streamer, 100, 0)));
    const received = memberAccount(streamer, 'received');
    const hold = (reference: string): Posting => ({
      brand: 'onair',
      reason: 'withdrawal',
      reference,
      entries: [
        { account: received, amount: -80 },
        { account: memberAccount(streamer, 'held'), amount: 80 },
      ],
    });
    const outcomes = await Promise.allSettled(
      ['test:race:a', 'test:race:b', 'test:race:c'].map((reference) =>
        ledger.transaction((tx) => ledger.post(tx, hold(reference))),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome as PromiseRejectedResult).reason)).toEqual([
      expect.objectContaining({ needed: 80, available: 20 }),
      expect.objectContaining({ needed: 80, available: 20 }),
    ]);
    expect(await balance(received)).toBe(20);
  });

  test('accounts created in a transaction that rolled back are created again', async () => {
    const { sender, streamer } = await members('sender', 'streamer');
    const { ledger } = fixture;
    // The first gift ever creates the sender's and streamer's accounts and is refused: all rolled back.
    await expect(ledger.transaction((tx) => ledger.post(tx, giftPosting(sender, streamer, 10, 1)))).rejects.toThrow(
      InsufficientBalance,
    );
    // The second grant in one transaction finds the account the first created, uncommitted, and
    // remembers its id; the transaction then rolls back, and the next posting must notice.
    await expect(
      ledger.transaction(async (tx) => {
        await grant(ledger, tx, memberAccount(streamer, 'held'), 5);
        await grant(ledger, tx, memberAccount(streamer, 'held'), 5);
        throw new Error('caller gave up');
      }),
    ).rejects.toThrow('caller gave up');
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(sender), 10));
    await ledger.transaction((tx) => ledger.post(tx, giftPosting(sender, streamer, 10, 1)));
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(streamer, 'held'), 5));
    expect(await balance(memberAccount(streamer, 'received'))).toBe(9);
    expect(await balance(memberAccount(streamer, 'held'))).toBe(5);
  });

  test('a posting inside a savepoint that rolls back leaves the outer transaction sound', async () => {
    const { member } = await members('member');
    const { ledger } = fixture;
    await ledger.transaction(async (tx) => {
      await expect(
        tx.transaction(async (savepoint) => {
          await grant(ledger, savepoint, memberAccount(member, 'wallet', 421), 3);
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      await grant(ledger, tx, memberAccount(member, 'wallet', 421), 4);
    });
    expect(await balance(memberAccount(member, 'wallet', 421))).toBe(4);
  });

  test('the pending folder folds on its timer and stops cleanly', async () => {
    const { sender, streamer } = await members('sender', 'streamer');
    const { ledger } = fixture;
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(sender), 100));
    await ledger.transaction((tx) => ledger.post(tx, giftPosting(sender, streamer, 100, 0)));
    const errors: unknown[] = [];
    const stop = startPendingFolder(ledger, { intervalMs: 10, onError: (error) => errors.push(error) });
    const deadline = Date.now() + 5000;
    while ((await pendingEntries()) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await stop();
    expect(await pendingEntries()).toBe(0);
    expect(await settled(memberAccount(streamer, 'received'))).toBe(100);
    expect(errors).toEqual([]);
  });

  test('transaction() runs again after a serialization failure or deadlock, and only then', async () => {
    const failure = (code: string) => Object.assign(new Error(`fake ${code}`), { code });
    let calls = 0;
    const answer = await fixture.ledger.transaction(async () => {
      calls++;
      if (calls === 1) throw failure('40001');
      if (calls === 2) throw new Error('wrapped', { cause: failure('40P01') });
      return 'done';
    });
    expect(answer).toBe('done');
    expect(calls).toBe(3);

    calls = 0;
    await expect(
      fixture.ledger.transaction(async () => {
        calls++;
        throw failure('23505');
      }),
    ).rejects.toThrow('fake 23505');
    expect(calls).toBe(1);

    calls = 0;
    await expect(
      fixture.ledger.transaction(async () => {
        calls++;
        throw failure('40001');
      }),
    ).rejects.toThrow('fake 40001');
    expect(calls).toBe(6);
  });
});
