import { sql } from 'drizzle-orm';
import { checkLedgerInvariants } from './invariants';
import { hashRequestBody } from './request-hash';
import { sendGiftWithin } from './send-gift';
import { rowsOf } from './sql-rows';
import { grant, insertTestMembers, ledgerTestTargets, memberAccount, openLedgerFixture, systemAccount } from './testing';

/** A gift inside a caller's transaction (the demo seed's path): the same function, the caller's commit. */
describe.each(ledgerTestTargets())('a gift sent within a transaction on $name', (target) => {
  let fixture: Awaited<ReturnType<typeof openLedgerFixture>>;
  beforeAll(async () => {
    fixture = await openLedgerFixture(target);
  });
  afterAll(() => fixture.close());
  afterEach(async () => {
    expect((await checkLedgerInvariants(fixture.db)).problems).toEqual([]);
  });

  async function senderAndChannel() {
    const [sender, owner] = (await insertTestMembers(fixture.db, 2)).map(Number);
    const [channel] = await rowsOf<{ channel_id: number }>(
      fixture.db,
      sql`insert into channels (owner_member_id, name) values (${owner}, ${`ch${owner}`}) returning channel_id`,
    );
    return { sender: Number(sender), owner: Number(owner), channelId: Number(channel?.channel_id) };
  }
  const scopeOf = (sender: number, key: string) => ({ memberId: sender, key, operation: 'luvGift', requestHash: hashRequestBody({ key }) });
  const gift = (sender: number, channelId: number, amount: number) =>
    ({ brand: 'onair', senderMemberId: sender, channelId, itemCode: 100, amount, fee: amount / 10, message: 'hi' }) as const;

  test('spends what the same transaction granted, and commits with it: the answer stored under the key', async () => {
    const { sender, owner, channelId } = await senderAndChannel();
    const outcome = await fixture.ledger.transaction(async (tx) => {
      await grant(fixture.ledger, tx, memberAccount(sender, 'wallet'), 1000, `test:grant:${sender}`);
      return sendGiftWithin(tx, scopeOf(sender, 'within-1'), gift(sender, channelId, 1000));
    });
    expect(outcome).toMatchObject({ outcome: 'sent', body: { amount: 1000, netAmount: 900, balance: 0 }, sent: { live: false } });
    expect(await fixture.ledger.balance(fixture.db, memberAccount(owner, 'received'))).toBe(900);
    expect(await fixture.ledger.balance(fixture.db, systemAccount('commission'))).toBe(100);
    const again = await fixture.ledger.transaction((tx) => sendGiftWithin(tx, scopeOf(sender, 'within-1'), gift(sender, channelId, 1000)));
    expect(again).toEqual({ outcome: 'replay', body: outcome.body, sent: null });
  });

  test('rolled back with its transaction, and refused without a wallet to pay', async () => {
    const { sender, owner, channelId } = await senderAndChannel();
    await expect(
      fixture.ledger.transaction(async (tx) => {
        await grant(fixture.ledger, tx, memberAccount(sender, 'wallet'), 500, `test:grant:${sender}`);
        await sendGiftWithin(tx, scopeOf(sender, 'within-2'), gift(sender, channelId, 500));
        throw new Error('the caller fails later');
      }),
    ).rejects.toThrow('the caller fails later');
    expect(await fixture.ledger.balance(fixture.db, memberAccount(owner, 'received'))).toBe(0);
    expect(await fixture.ledger.transaction((tx) => sendGiftWithin(tx, scopeOf(sender, 'within-2'), gift(sender, channelId, 500)))).toEqual({
      outcome: 'insufficientBalance',
      body: null,
      sent: null,
    });
  });
});
