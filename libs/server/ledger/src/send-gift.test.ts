import { sql } from 'drizzle-orm';
import { IdempotencyKeyMismatch, UnbalancedPosting } from './errors';
import { runIdempotent } from './idempotency';
import { checkLedgerInvariants } from './invariants';
import { hashRequestBody } from './request-hash';
import { createGiftSender, type GiftOrder, type GiftRefusal, type GiftSender } from './send-gift';
import { rowsOf } from './sql-rows';
import {
  grant,
  insertTestMembers,
  ledgerTestTargets,
  memberAccount,
  namedTestMembers,
  openLedgerFixture,
  systemAccount,
  untilGiftStatementWaitsOnLock,
  widerPool,
} from './testing';
import type { IdempotencyScope, StoredAnswer } from './types';

/** The answer a caller stores for a refusal: the reason, so a test can tell which one it was. */
const refusalOf = (reason: GiftRefusal): StoredAnswer => ({
  status: reason === 'insufficientBalance' ? 409 : 422,
  body: { reason },
});

/** Every batch as sets, or every batch gift by gift: the two paths of onair_send_gifts must answer alike. */
const PATHS = [
  { path: 'as sets', setFrom: 1 },
  { path: 'gift by gift', setFrom: 1_000 },
];
const cases = ledgerTestTargets().flatMap((target) => PATHS.map((mode) => ({ ...target, ...mode, target })));

describe.each(cases)('gifts in single statements on $name, $path', ({ target, setFrom }) => {
  let fixture: Awaited<ReturnType<typeof openLedgerFixture>>;
  beforeAll(async () => {
    fixture = await openLedgerFixture(target);
  });
  afterAll(() => fixture.close());
  let gifts: GiftSender;
  beforeAll(() => {
    gifts = createGiftSender(fixture.db, { setFrom });
  });
  afterEach(async () => {
    expect((await checkLedgerInvariants(fixture.db)).problems).toEqual([]);
  });

  let keySerial = 0;
  const scopeFor = (memberId: number, body: unknown): IdempotencyScope => ({
    memberId,
    key: `gift-key-${++keySerial}`,
    operation: 'luvGift',
    requestHash: hashRequestBody(body),
  });
  const funded = async (luv: number, items: Record<number, number> = {}) => {
    const { sender, streamer } = await namedTestMembers(fixture.db, 'sender', 'streamer');
    const { ledger } = fixture;
    await ledger.transaction(async (tx) => {
      if (luv > 0) await grant(ledger, tx, memberAccount(sender), luv);
      for (const [itemCode, quantity] of Object.entries(items))
        await grant(ledger, tx, memberAccount(sender, 'wallet', Number(itemCode)), quantity);
    });
    const [channel] = await rowsOf<{ channel_id: number }>(
      fixture.db,
      sql`insert into channels (owner_member_id, name, is_live) values (${streamer}, ${`ch${streamer}`}, true) returning channel_id`,
    );
    return { sender, streamer, channelId: Number(channel?.channel_id) };
  };
  const order = (sender: number, channelId: number, amount: number, fee: number, itemCode = 100): GiftOrder => ({
    brand: 'onair',
    senderMemberId: sender,
    channelId,
    itemCode,
    amount,
    fee,
    message: null,
  });
  const giftsOf = async (sender: number) =>
    rowsOf<{ gift_id: number | string; amount: number; net_amount: number; live: boolean; tx_id: number | string }>(
      fixture.db,
      sql`select gift_id, amount, net_amount, live, tx_id from gifts where sender_member_id = ${sender} order by gift_id`,
    );
  const balance = (account: Parameters<typeof fixture.ledger.balance>[1]) =>
    fixture.ledger.balance(fixture.db, account);

  test('moves the amount, pays the streamer and the brand in pending credits, records the gift and answers it', async () => {
    const { sender, streamer, channelId } = await funded(1000);
    const commission = await balance(systemAccount('commission'));
    const outcome = await gifts.send(scopeFor(sender, { amount: 300 }), order(sender, channelId, 300, 60), refusalOf);
    const [gift] = await giftsOf(sender);
    expect(outcome).toEqual({
      status: 200,
      body: { giftId: Number(gift?.gift_id), itemCode: 100, amount: 300, netAmount: 240, balance: 700, live: true },
      replayed: false,
      sent: { giftId: Number(gift?.gift_id), live: true, senderNickname: expect.any(String) },
    });
    expect(await balance(memberAccount(sender))).toBe(700);
    expect(await balance(memberAccount(streamer, 'received'))).toBe(240);
    expect(await balance(systemAccount('commission'))).toBe(commission + 60);
    const [transaction] = await rowsOf<{ reason: string; reference: string }>(
      fixture.db,
      sql`select reason, reference from ledger_transactions where tx_id = ${gift?.tx_id}`,
    );
    expect(transaction).toEqual({ reason: 'gift', reference: `gift:${gift?.gift_id}` });
    // The credits wait above the fold watermark, the received account's settled balance untouched
    // (the account was created by the gift); the wallet's debit moved its row at once.
    const settledOf = async (key: string) =>
      Number((await rowsOf<{ balance: number | string }>(fixture.db, sql`select balance from ledger_accounts where account_key = ${key}`))[0]?.balance);
    const [pending] = await rowsOf<{ n: number | string }>(
      fixture.db,
      sql`select count(*) as n from ledger_entries e join ledger_accounts a on a.account_id = e.account_id and a.deferred
           where e.tx_id = ${gift?.tx_id} and e.entry_id > (select folded_through from ledger_fold_state)`,
    );
    expect(Number(pending?.n)).toBe(2);
    expect(await settledOf(`m:${streamer}:received:100`)).toBe(0);
    expect(await settledOf(`m:${sender}:wallet:100`)).toBe(700);
  });

  test('an item goes whole, with no commission entry', async () => {
    const { sender, streamer, channelId } = await funded(0, { 440: 5 });
    const outcome = await gifts.send(scopeFor(sender, { item: 440 }), order(sender, channelId, 3, 0, 440), refusalOf);
    expect(outcome.body).toMatchObject({ itemCode: 440, amount: 3, netAmount: 3, balance: 2 });
    expect(await balance(memberAccount(streamer, 'received', 440))).toBe(3);
    const [entries] = await rowsOf<{ n: number | string }>(
      fixture.db,
      sql`select count(*) as n from ledger_entries e join gifts g using (tx_id) where g.sender_member_id = ${sender}`,
    );
    expect(Number(entries?.n)).toBe(2);
  });

  test('the same key answers the first answer and moves nothing; another body is a mismatch; runIdempotent shares the keys', async () => {
    const { sender, channelId } = await funded(1000);
    const scope = scopeFor(sender, { amount: 100 });
    const first = await gifts.send(scope, order(sender, channelId, 100, 20), refusalOf);
    const again = await gifts.send(scope, order(sender, channelId, 100, 20), refusalOf);
    expect(again).toEqual({ status: first.status, body: first.body, replayed: true, sent: null });
    expect(await balance(memberAccount(sender))).toBe(900);
    await expect(
      gifts.send(
        { ...scope, requestHash: hashRequestBody({ amount: 101 }) },
        order(sender, channelId, 101, 20),
        refusalOf,
      ),
    ).rejects.toThrow(IdempotencyKeyMismatch);
    // A key runIdempotent answered (a refusal stored before the statement ran) is replayed as it is.
    const refusedScope = scopeFor(sender, { amount: 5 });
    const stored = await runIdempotent(
      fixture.db,
      refusedScope,
      () => Promise.reject(new Error('refused')),
      () => ({ status: 404, body: { code: 'FEATURE_OFF' } }),
    );
    expect(await gifts.send(refusedScope, order(sender, channelId, 5, 1), refusalOf)).toEqual({
      ...stored,
      replayed: true,
      sent: null,
    });
    expect(await giftsOf(sender)).toHaveLength(1);
  });

  test('refusals move nothing and are stored under the key: a retry gets them even when the gift would now go through', async () => {
    const { sender, streamer, channelId } = await funded(100);
    const poor = scopeFor(sender, { amount: 500 });
    expect(await gifts.send(poor, order(sender, channelId, 500, 100), refusalOf)).toEqual({
      status: 409,
      body: { reason: 'insufficientBalance' },
      replayed: false,
      sent: null,
    });
    await fixture.ledger.transaction((tx) => grant(fixture.ledger, tx, memberAccount(sender), 1000));
    expect(await gifts.send(poor, order(sender, channelId, 500, 100), refusalOf)).toMatchObject({
      status: 409,
      replayed: true,
    });
    expect(
      await gifts.send(scopeFor(sender, { channel: 0 }), order(sender, 2_000_000_000, 10, 2), refusalOf),
    ).toMatchObject({
      status: 422,
      body: { reason: 'channelNotFound' },
    });
    const own = scopeFor(streamer, { own: true });
    expect(await gifts.send(own, order(streamer, channelId, 10, 2), refusalOf)).toMatchObject({
      body: { reason: 'giftToOwnChannel' },
    });
    // A member who never held the item has no wallet row for it: insufficient, and none is created.
    expect(
      await gifts.send(scopeFor(sender, { item: 441 }), order(sender, channelId, 1, 0, 441), refusalOf),
    ).toMatchObject({
      body: { reason: 'insufficientBalance' },
    });
    expect(await balance(memberAccount(sender))).toBe(1100);
    expect(await giftsOf(sender)).toEqual([]);
  });

  test('a fee that would leave the streamer nothing is a bug, refused before anything is written', async () => {
    const { sender, channelId } = await funded(100);
    await expect(gifts.send(scopeFor(sender, {}), order(sender, channelId, 10, 10), refusalOf)).rejects.toThrow(
      UnbalancedPosting,
    );
    await expect(gifts.send(scopeFor(sender, {}), order(sender, channelId, 0, 0), refusalOf)).rejects.toThrow(
      UnbalancedPosting,
    );
  });

  test('gifts sent together share a statement; one that fails alone with an error leaves the others sent', async () => {
    const { sender, streamer, channelId } = await funded(1000);
    const { other } = await namedTestMembers(fixture.db, 'other');
    const [otherChannel] = await rowsOf<{ channel_id: number }>(
      fixture.db,
      sql`insert into channels (owner_member_id, name, is_live) values (${other}, ${`ch${other}`}, false) returning channel_id`,
    );
    // Longer than gifts.message holds: PostgreSQL refuses that gift's row, and with it its statement.
    const tooLong = { ...order(sender, channelId, 10, 2), message: 'x'.repeat(101) };
    const outcomes = await Promise.allSettled([
      gifts.send(scopeFor(sender, { n: 1 }), order(sender, channelId, 100, 20), refusalOf),
      gifts.send(scopeFor(sender, { n: 2 }), tooLong, refusalOf),
      gifts.send(scopeFor(sender, { n: 3 }), order(sender, Number(otherChannel?.channel_id), 50, 10), refusalOf),
      gifts.send(scopeFor(sender, { n: 4 }), order(sender, channelId, 5000, 1000), refusalOf),
    ]);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.status : 'error'))).toEqual([
      200,
      'error',
      200,
      409,
    ]);
    expect(await balance(memberAccount(sender))).toBe(850);
    expect(await balance(memberAccount(streamer, 'received'))).toBe(80);
    // The other streamer's received account was created by the gift, as the first one's was.
    expect(await balance(memberAccount(other, 'received'))).toBe(40);
    expect(await giftsOf(sender)).toHaveLength(2);
  });

  test('a batch mixing every outcome answers each gift its own, and stores each refusal under its key', async () => {
    const { sender, streamer, channelId } = await funded(100);
    const { rich } = await namedTestMembers(fixture.db, 'rich');
    await fixture.ledger.transaction((tx) => grant(fixture.ledger, tx, memberAccount(rich), 1000));
    const replayed = scopeFor(rich, { first: true });
    await gifts.send(replayed, order(rich, channelId, 10, 2), refusalOf);
    const scopes = [
      scopeFor(rich, { n: 1 }),
      scopeFor(sender, { n: 2 }),
      scopeFor(rich, { n: 3 }),
      scopeFor(streamer, { n: 4 }),
      replayed,
    ];
    const orders = [
      order(rich, channelId, 100, 20),
      order(sender, channelId, 500, 100),
      order(rich, 2_000_000_000, 10, 2),
      order(streamer, channelId, 10, 2),
      order(rich, channelId, 10, 2),
    ];
    const outcomes = await Promise.all(
      scopes.map((scope, index) => gifts.send(scope, orders[index] as GiftOrder, refusalOf)),
    );
    expect(
      outcomes.map(({ status, body, replayed: again }) => [
        status,
        (body as { reason?: string }).reason ?? null,
        again,
      ]),
    ).toEqual([
      [200, null, false],
      [409, 'insufficientBalance', false],
      [422, 'channelNotFound', false],
      [422, 'giftToOwnChannel', false],
      [200, null, true],
    ]);
    expect(await balance(memberAccount(rich))).toBe(1000 - 10 - 100);
    expect(await balance(memberAccount(sender))).toBe(100);
    expect(await balance(memberAccount(streamer, 'received'))).toBe(8 + 80);
    // Each refusal is the key's answer from now on.
    const retried = await gifts.send(scopes[1] as IdempotencyScope, orders[1] as GiftOrder, refusalOf);
    expect(retried).toEqual({ status: 409, body: { reason: 'insufficientBalance' }, replayed: true, sent: null });
  });

  test("one wallet's gifts in one statement each answer the balance left after it, in key order", async () => {
    const { sender, streamer, channelId } = await funded(1000);
    const outcomes = await Promise.all(
      ['a', 'b', 'c'].map((suffix) =>
        gifts.send(
          { ...scopeFor(sender, { suffix }), key: `together-${sender}-${suffix}` },
          order(sender, channelId, 300, 60),
          refusalOf,
        ),
      ),
    );
    expect(outcomes.map((outcome) => (outcome.body as { balance: number }).balance)).toEqual([700, 400, 100]);
    expect(await balance(memberAccount(sender))).toBe(100);
    expect(await balance(memberAccount(streamer, 'received'))).toBe(3 * 240);
  });

  test('two nodes sending at once, from the same members to streamers new to the ledger, move every gift exactly once', async () => {
    const members = await insertTestMembers(fixture.db, 30);
    const senders = members.slice(0, 20);
    const streamers = members.slice(20);
    const { ledger } = fixture;
    await ledger.transaction(async (tx) => {
      for (const member of senders) await grant(ledger, tx, memberAccount(member), 1000);
    });
    const channels = await rowsOf<{ channel_id: number }>(
      fixture.db,
      sql`insert into channels (owner_member_id, name, is_live)
          select m, 'ch' || m, false from unnest(${`{${streamers.join(',')}}`}::integer[]) m returning channel_id`,
    );
    const nodes = [await widerPool(fixture.handle, 8), await widerPool(fixture.handle, 8)];
    try {
      const senderOf = nodes.map((node) => createGiftSender(node.db, { concurrency: 4, maxBatch: 10, setFrom }));
      // Each gift is sent by both nodes under one key, as a client retrying on another node would.
      const sends = Array.from({ length: 200 }, (_, index) => {
        const member = senders[index % senders.length] as number;
        const scope = scopeFor(member, { index });
        const gift = order(member, Number(channels[index % channels.length]?.channel_id), 10, 2);
        return senderOf.map((node) => node.send(scope, gift, refusalOf));
      }).flat();
      const outcomes = await Promise.all(sends);
      expect(outcomes.every((outcome) => outcome.status === 200)).toBe(true);
      expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(200);
      for (const member of senders) expect(await balance(memberAccount(member))).toBe(1000 - 10 * 10);
      let received = 0;
      for (const streamer of streamers) received += await balance(memberAccount(streamer, 'received'));
      expect(received).toBe(200 * 8);
    } finally {
      for (const node of nodes) await node.close();
    }
  });

  test('a key another request is writing while the gift is sent makes the gift wait, then answer that request as a replay', async () => {
    if (fixture.handle.kind !== 'postgres') return; // PGlite runs one transaction at a time: no key is ever half-written.
    const { sender, streamer, channelId } = await funded(100);
    // A first gift creates the streamer's account, so the next one goes as a set.
    expect(
      (await gifts.send(scopeFor(sender, { first: true }), order(sender, channelId, 10, 2), refusalOf)).status,
    ).toBe(200);
    const scope = scopeFor(sender, { amount: 10 });
    const other = await widerPool(fixture.handle, 2);
    let claimed = () => undefined as void;
    let release = () => undefined as void;
    const keyWritten = new Promise<void>((resolve) => (claimed = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    try {
      const firstRequest = other.db.transaction(async (tx) => {
        await tx.execute(sql`insert into idempotency_keys (member_id, key, operation, request_hash, status_code, response)
                             values (${scope.memberId}, ${scope.key}, ${scope.operation}, ${scope.requestHash}, 200, '{"first": true}'::jsonb)`);
        claimed();
        await released;
      });
      await keyWritten;
      const sending = gifts.send(scope, order(sender, channelId, 10, 2), refusalOf);
      // The gift's statement is under way and waits for the key's row lock until the first request ends.
      await untilGiftStatementWaitsOnLock(other.db);
      release();
      await firstRequest;
      const outcome = await sending;
      expect(outcome).toMatchObject({ status: 200, body: { first: true }, replayed: true, sent: null });
      expect(await giftsOf(sender)).toHaveLength(1);
      expect(await balance(memberAccount(sender))).toBe(90);
      expect(await balance(memberAccount(streamer, 'received'))).toBe(8);
    } finally {
      release();
      await other.close();
    }
  });

  test('concurrently: 20 retries under one key move once and all answer the same; 20 keys with the balance for 10 send exactly 10', async () => {
    const { sender, streamer, channelId } = await funded(11 * 50);
    const wide = await widerPool(fixture.handle, 16);
    const wideGifts = createGiftSender(wide.db, { setFrom });
    try {
      const scope = scopeFor(sender, { amount: 50 });
      const retries = await Promise.all(
        Array.from({ length: 20 }, () => wideGifts.send(scope, order(sender, channelId, 50, 10), refusalOf)),
      );
      expect(retries.filter((outcome) => !outcome.replayed)).toHaveLength(1);
      expect(new Set(retries.map((outcome) => JSON.stringify(outcome.body))).size).toBe(1);
      expect(await giftsOf(sender)).toHaveLength(1);

      const spent = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          wideGifts.send(scopeFor(sender, { index }), order(sender, channelId, 50, 10), refusalOf),
        ),
      );
      expect(spent.filter((outcome) => outcome.status === 200)).toHaveLength(10);
      expect(spent.filter((outcome) => outcome.status === 409)).toHaveLength(10);
      expect(await balance(memberAccount(sender))).toBe(0);
      expect(await balance(memberAccount(streamer, 'received'))).toBe(11 * 40);
    } finally {
      await wide.close();
    }
  });
});
