import { sql } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import { checkLedgerInvariants } from './invariants';
import { hashRequestBody } from './request-hash';
import { createGiftSender, type GiftRefusal, type GiftSender } from './send-gift';
import { rowsOf } from './sql-rows';
import { grant, insertTestMembers, ledgerTestTargets, memberAccount, openLedgerFixture, systemAccount } from './testing';
import type { StoredAnswer } from './types';

const refusalOf = (reason: GiftRefusal): StoredAnswer => ({ status: 404, body: { reason } });

/** Both paths of onair_send_gifts: every batch as sets, or every batch gift by gift. */
const PATHS = [
  { path: 'as sets', setFrom: 1 },
  { path: 'gift by gift', setFrom: 1_000 },
];
const cases = ledgerTestTargets().flatMap((target) => PATHS.map((mode) => ({ ...target, ...mode, target })));

/**
 * The brands are separate companies with their own books (docs/auth.md): a gift sent on one brand
 * to a channel whose owner belongs to another must move nothing, in the statement itself.
 */
describe.each(cases)('gifts across brands on $name, $path', ({ target, setFrom }) => {
  let fixture: Awaited<ReturnType<typeof openLedgerFixture>>;
  let gifts: GiftSender;
  beforeAll(async () => {
    fixture = await openLedgerFixture(target);
    gifts = createGiftSender(fixture.db, { setFrom });
  });
  afterAll(() => fixture.close());
  afterEach(async () => {
    expect((await checkLedgerInvariants(fixture.db)).problems).toEqual([]);
  });

  let keySerial = 0;
  const send = (brand: BrandCode, sender: number, channelId: number, amount = 100) =>
    gifts.send(
      { memberId: sender, key: `brand-gift-${++keySerial}`, operation: 'luvGift', requestHash: hashRequestBody({ keySerial }) },
      { brand, senderMemberId: sender, channelId, itemCode: 100, amount, fee: amount / 10, message: null },
      refusalOf,
    );
  const balance = (account: Parameters<typeof fixture.ledger.balance>[1]) => fixture.ledger.balance(fixture.db, account);
  const accountKeys = async (member: number) =>
    (await rowsOf<{ account_key: string; brand: string }>(fixture.db, sql`select account_key, brand from ledger_accounts where owner_member_id = ${member} order by account_key`));

  async function memberWithChannel(brand: BrandCode) {
    const [member] = await insertTestMembers(fixture.db, 1, brand);
    const [channel] = await rowsOf<{ channel_id: number }>(
      fixture.db,
      sql`insert into channels (owner_member_id, name) values (${member}, ${`ch${member}`}) returning channel_id`,
    );
    return { member: Number(member), channelId: Number(channel?.channel_id) };
  }
  async function fundedMember(brand: BrandCode, luv: number) {
    const [member] = await insertTestMembers(fixture.db, 1, brand);
    await fixture.ledger.transaction((tx) => grant(fixture.ledger, tx, memberAccount(Number(member), 'wallet', 100, brand), luv, `test:grant:${member}`));
    return Number(member);
  }

  test.each([
    ['onair', 'bellcast'],
    ['bellcast', 'onair'],
    ['mint', 'nova'],
    ['nova', 'mint'],
  ] as const)('a member of %s gifting to a channel of %s is refused as channelNotFound and moves nothing', async (senderBrand, channelBrand) => {
    const sender = await fundedMember(senderBrand, 1000);
    const fresh = await memberWithChannel(channelBrand);
    // A streamer who has already earned on their own brand has a received account: the statement's
    // main path, not the one for accounts still to be created.
    const earning = await memberWithChannel(channelBrand);
    const fan = await fundedMember(channelBrand, 100);
    expect((await send(channelBrand, fan, earning.channelId)).status).toBe(200);
    const earned = await balance(memberAccount(earning.member, 'received', 100, channelBrand));
    const commission = await balance(systemAccount('commission', 100, senderBrand));

    for (const streamer of [fresh, earning]) {
      expect(await send(senderBrand, sender, streamer.channelId)).toEqual({ status: 404, body: { reason: 'channelNotFound' }, replayed: false, sent: null });
    }
    expect(await balance(memberAccount(sender, 'wallet', 100, senderBrand))).toBe(1000);
    expect(await balance(memberAccount(earning.member, 'received', 100, channelBrand))).toBe(earned);
    expect(await balance(systemAccount('commission', 100, senderBrand))).toBe(commission);
    // No account of the other brand's books is opened for the streamer either.
    expect(await accountKeys(fresh.member)).toEqual([]);
    expect(await accountKeys(earning.member)).toEqual([{ account_key: `m:${earning.member}:received:100`, brand: channelBrand }]);
    const [gifts] = await rowsOf<{ n: number | string }>(fixture.db, sql`select count(*) as n from gifts where sender_member_id = ${sender}`);
    expect(Number(gifts?.n)).toBe(0);
  });
});
