import { sql } from 'drizzle-orm';
import { IdempotencyKeyMismatch, InsufficientBalance } from './errors';
import { runIdempotent } from './idempotency';
import { checkLedgerInvariants } from './invariants';
import { hashRequestBody } from './request-hash';
import { rowsOf } from './sql-rows';
import { at, giftPosting, grant, ledgerTestTargets, memberAccount, namedTestMembers, openLedgerFixture, widerPool } from './testing';
import type { IdempotencyScope, LedgerTx, StoredAnswer } from './types';

/** The API's rule: an insufficient balance is a 409 a retry must see again; anything else is not stored. */
const refusalOf = (error: unknown): StoredAnswer | undefined =>
  error instanceof InsufficientBalance ? { status: 409, body: { code: error.code, needed: error.needed } } : undefined;

describe.each(ledgerTestTargets())('idempotency on $name', (target) => {
  let fixture: Awaited<ReturnType<typeof openLedgerFixture>>;
  beforeAll(async () => {
    fixture = await openLedgerFixture(target);
  });
  afterAll(() => fixture.close());
  afterEach(async () => {
    expect((await checkLedgerInvariants(fixture.db)).problems).toEqual([]);
  });

  const members = <Name extends string>(...names: Name[]) => namedTestMembers(fixture.db, ...names);
  let keySerial = 0;
  const scopeFor = (memberId: number, body: unknown, operation = 'sendGift'): IdempotencyScope => ({
    memberId,
    key: `key-${++keySerial}`,
    operation,
    requestHash: hashRequestBody(body),
  });
  /** A gift as a money route runs it, counting how often it really ran. */
  const giftRun = (sender: number, streamer: number, amount: number, runs: { count: number }) => async (tx: LedgerTx) => {
    runs.count++;
    const { txId } = await fixture.ledger.post(tx, giftPosting(sender, streamer, amount, 0, `gift:${sender}:${runs.count}`));
    return { status: 201, body: { txId, amount, at: new Date(0) } };
  };
  const giftCount = async (sender: number) =>
    Number(
      (
        await rowsOf<{ n: number }>(
          fixture.db,
          sql`select count(*) as n from ledger_transactions where reference like ${`gift:${sender}:%`}`,
        )
      )[0]?.n,
    );

  test('a retry gets the first answer and moves nothing', async () => {
    const { sender, streamer } = await members('sender', 'streamer');
    const { ledger, db } = fixture;
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(sender), 100));
    const scope = scopeFor(sender, { amount: 30 });
    const runs = { count: 0 };
    const first = await runIdempotent(db, scope, giftRun(sender, streamer, 30, runs), refusalOf);
    const again = await runIdempotent(db, scope, giftRun(sender, streamer, 30, runs), refusalOf);
    expect(first).toEqual({ status: 201, body: { txId: expect.any(Number), amount: 30, at: '1970-01-01T00:00:00.000Z' }, replayed: false });
    expect(again).toEqual({ ...first, replayed: true });
    expect(runs.count).toBe(1);
    expect(await ledger.balance(db, memberAccount(sender))).toBe(70);
    // The key is the member's: another member may use the same one.
    const { other } = await members('other');
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(other), 100));
    const theirs = await runIdempotent(db, { ...scope, memberId: other }, giftRun(other, streamer, 30, runs), refusalOf);
    expect(theirs.replayed).toBe(false);
    expect(runs.count).toBe(2);
  });

  test('the same key with another body or operation is refused', async () => {
    const { sender, streamer } = await members('sender', 'streamer');
    const { ledger, db } = fixture;
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(sender), 100));
    const scope = scopeFor(sender, { amount: 10 });
    const runs = { count: 0 };
    await runIdempotent(db, scope, giftRun(sender, streamer, 10, runs), refusalOf);
    const otherBody = { ...scope, requestHash: hashRequestBody({ amount: 11 }) };
    await expect(runIdempotent(db, otherBody, giftRun(sender, streamer, 11, runs), refusalOf)).rejects.toThrow(IdempotencyKeyMismatch);
    await expect(runIdempotent(db, { ...scope, operation: 'useItem' }, giftRun(sender, streamer, 10, runs), refusalOf)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_MISMATCH',
    });
    // refusalOf is never asked about the mismatch: it is the caller's to answer, not a stored refusal.
    const asked: unknown[] = [];
    await expect(
      runIdempotent(db, otherBody, giftRun(sender, streamer, 11, runs), (error) => {
        asked.push(error);
        return { status: 422, body: 'stored?' };
      }),
    ).rejects.toThrow(IdempotencyKeyMismatch);
    expect(asked).toEqual([]);
    expect(runs.count).toBe(1);
    expect(await ledger.balance(db, memberAccount(sender))).toBe(90);
  });

  test('a refusal is stored and replayed, even once the balance would allow it', async () => {
    const { sender, streamer } = await members('sender', 'streamer');
    const { ledger, db } = fixture;
    const scope = scopeFor(sender, { amount: 50 });
    const runs = { count: 0 };
    const refused = await runIdempotent(db, scope, giftRun(sender, streamer, 50, runs), refusalOf);
    expect(refused).toEqual({ status: 409, body: { code: 'INSUFFICIENT_BALANCE', needed: 50 }, replayed: false });
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(sender), 100));
    const replayed = await runIdempotent(db, scope, giftRun(sender, streamer, 50, runs), refusalOf);
    expect(replayed).toEqual({ ...refused, replayed: true });
    expect(runs.count).toBe(1);
    expect(await giftCount(sender)).toBe(0);
    expect(await ledger.balance(db, memberAccount(sender))).toBe(100);
  });

  test('an error that is not a refusal stores nothing, so a retry can succeed', async () => {
    const { sender, streamer } = await members('sender', 'streamer');
    const { ledger, db } = fixture;
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(sender), 100));
    const scope = scopeFor(sender, { amount: 40 });
    const runs = { count: 0 };
    const crashing = async (tx: LedgerTx) => {
      await giftRun(sender, streamer, 40, runs)(tx);
      throw new Error('gateway timed out');
    };
    await expect(runIdempotent(db, scope, crashing, refusalOf)).rejects.toThrow('gateway timed out');
    expect(await ledger.balance(db, memberAccount(sender))).toBe(100);
    expect(await rowsOf(db, sql`select 1 from idempotency_keys where member_id = ${sender} and key = ${scope.key}`)).toEqual([]);
    const retried = await runIdempotent(db, scope, giftRun(sender, streamer, 40, runs), refusalOf);
    expect(retried).toMatchObject({ status: 201, replayed: false });
    expect(runs.count).toBe(2);
    expect(await ledger.balance(db, memberAccount(sender))).toBe(60);
  });

  test('20 concurrent requests with one key run once and all get the same answer', async () => {
    const { sender, streamer } = await members('sender', 'streamer');
    const { ledger, db } = fixture;
    await ledger.transaction((tx) => grant(ledger, tx, memberAccount(sender), 1000));
    const scope = scopeFor(sender, { amount: 25 });
    const runs = { count: 0 };
    const slowGift = async (tx: LedgerTx) => {
      const answer = await giftRun(sender, streamer, 25, runs)(tx);
      // Keep the first transaction open a moment, so the others really do arrive while it runs.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return answer;
    };
    const wide = await widerPool(fixture.handle, 20);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => runIdempotent(wide.db, scope, slowGift, refusalOf))).finally(() => wide.close());
    expect(runs.count).toBe(1);
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    const first = at(outcomes.filter((outcome) => !outcome.replayed), 0);
    for (const outcome of outcomes) expect({ status: outcome.status, body: outcome.body }).toEqual({ status: first.status, body: first.body });
    expect(await giftCount(sender)).toBe(1);
    expect(await ledger.balance(db, memberAccount(sender))).toBe(975);
  });

  test('20 concurrent requests with one key that is refused all get the refusal', async () => {
    const { sender, streamer } = await members('sender', 'streamer');
    const scope = scopeFor(sender, { amount: 5 });
    const runs = { count: 0 };
    const wide = await widerPool(fixture.handle, 20);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => runIdempotent(wide.db, scope, giftRun(sender, streamer, 5, runs), refusalOf))).finally(() =>
      wide.close(),
    );
    for (const outcome of outcomes) expect({ status: outcome.status, body: outcome.body }).toEqual({ status: 409, body: { code: 'INSUFFICIENT_BALANCE', needed: 5 } });
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    // Requests that arrived while the first was being refused may have tried too; none moved anything.
    expect(runs.count).toBeGreaterThanOrEqual(1);
    expect(await giftCount(sender)).toBe(0);
  });
});
