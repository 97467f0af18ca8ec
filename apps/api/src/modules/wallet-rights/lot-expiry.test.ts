import { eq, sql } from 'drizzle-orm';
import { members, walletLots } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletLotsOf } from '@onair/ledger';
import { balanceOf, expectLedgerSound, fund, newMember, post, type TestMember } from '../money/testing/money-test-kit';
import { startPaymentWorld, type PaymentWorld } from '../payments/testing/payment-world';
import { expireDueLots } from './lot-expiry';
import { noticeExpiringLots } from './lot-expiry-notice';
import { httpSmsProvider } from '../verification/index';

const DAY_MS = 24 * 60 * 60 * 1000;
const wallet = (member: TestMember) => ({ member: member.memberId, brand: member.brand, kind: 'wallet' as const, itemCode: 100 });

describe.each(testDatabaseTargets())('lot validity: expiry and notices on $name', (target) => {
  let world: PaymentWorld;
  beforeAll(async () => {
    world = await startPaymentWorld(target);
  }, 180_000);
  afterAll(async () => {
    await expectLedgerSound(world.api);
    await world.close();
  });
  const deps = () => ({ db: world.api.database.db, ledger: world.api.ledger });
  const lotsOf = (member: TestMember) => walletLotsOf(world.api.database.db, wallet(member), { all: true });
  const expiresIn = (lotId: number, ms: number) =>
    world.api.database.db.update(walletLots).set({ expiresAt: new Date(Date.now() + ms) }).where(eq(walletLots.lotId, lotId));
  const consumed = () => balanceOf(world.api, { system: 'onair', kind: 'consumed', itemCode: 100 });

  it('moves what is left of an expired lot to the brand, once, even when two runs race', async () => {
    const member = await newMember(world.api);
    const streamer = await newMember(world.api, { channel: {} });
    await fund(world.api, wallet(member), 400, 'payment');
    await fund(world.api, wallet(member), 600, 'payment');
    expect((await post(world.api, member, '/api/luv/gift', { channelId: streamer.channelId, amount: 100 })).status).toBe(200);
    const [oldest, newer] = await lotsOf(member);
    if (!oldest || !newer) throw new Error('two lots expected');
    await expiresIn(oldest.lotId, -1000);
    const before = await consumed();

    const runs = await Promise.all([expireDueLots(deps()), expireDueLots(deps()), expireDueLots(deps())]);
    const mine = runs.flat().filter((expired) => expired.memberId === member.memberId);
    expect(mine).toEqual([expect.objectContaining({ lotId: oldest.lotId, quantity: 300 })]);
    expect(await expireDueLots(deps())).toEqual([]);
    expect(await balanceOf(world.api, wallet(member))).toBe(600);
    expect((await consumed()) - before).toBe(300);
    expect(await lotsOf(member)).toEqual([
      expect.objectContaining({ lotId: oldest.lotId, remaining: 0, used: 100, expired: 300 }),
      expect.objectContaining({ lotId: newer.lotId, remaining: 600, expired: 0 }),
    ]);
  });

  it('tells the member once, 30 days ahead, by SMS; a lot further off is not told yet', async () => {
    const member = await newMember(world.api);
    const phone = `0108${String(process.pid % 10_000).padStart(4, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;
    await world.api.database.db.update(members).set({ phone }).where(eq(members.memberId, member.memberId));
    await fund(world.api, wallet(member), 700, 'payment');
    await fund(world.api, wallet(member), 50);
    const [soon, later] = await lotsOf(member);
    if (!soon || !later) throw new Error('two lots expected');
    await expiresIn(soon.lotId, 20 * DAY_MS);
    await expiresIn(later.lotId, 40 * DAY_MS);
    const sms = httpSmsProvider(world.gatewayUrl);
    await Promise.all([noticeExpiringLots(world.api.database.db, sms), noticeExpiringLots(world.api.database.db, sms)]);
    await noticeExpiringLots(world.api.database.db, sms);
    const { messages } = (await (await fetch(`${world.gatewayUrl}/sms/outbox?to=${phone}`)).json()) as { messages: { text: string }[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]?.text).toContain('러브 700개의 유효기간이');
    const told = await world.api.database.db.execute(
      sql`select lot_id from wallet_lots where member_id = ${member.memberId} and expiry_notified_at is not null`,
    );
    expect((told as unknown as { rows: { lot_id: number }[] }).rows.map((row) => Number(row.lot_id))).toEqual([soon.lotId]);
    const view = (await world.api.call('GET', '/api/shoppings/wallet-lots', { headers: member.headers })).body;
    expect(view.lots.map((lot: { expiringSoon: boolean }) => lot.expiringSoon)).toEqual([true, false]);
  });
});
