import { and, eq, inArray, sql } from 'drizzle-orm';
import { getBrand, type BrandConfig } from '@onair/brand';
import { BRAND_CODES, eventItem } from '@onair/contracts';
import {
  channels,
  coupons,
  DEMO_ACCOUNTS,
  DEMO_STREAMERS,
  exchangeEvents,
  ledgerTransactions,
  members,
  type Database,
} from '@onair/db';
import { createLedger, type Ledger, type LedgerTx } from '@onair/ledger';
import { CURRENCY_ITEM, systemAccount, walletOf } from '../../platform/ledger/accounts';
import { postGift } from './gifts/post-gift';

/** The reference of the demo grant; finding it means the demo money is already there. */
export const DEMO_MONEY_REFERENCE = 'demo-money';
export const DEMO_COUPON = { couponNumber: 'DEMOLUV1000', quantity: 1000 } as const;
/** What the demo viewer holds once the demo gifts are sent. */
export const DEMO_VIEWER_BALANCE = 50_000;
/** Event items for the exchange event page: event item #1 (exchangeable) and #2. */
export const DEMO_EVENT_ITEMS = [
  { itemCode: eventItem(1), quantity: 30 },
  { itemCode: eventItem(2), quantity: 10 },
] as const;
/** Gifts the demo viewer has sent the demo streamer, so the earnings page has something to show. */
export const DEMO_GIFTS = [
  { amount: 1000, message: '방송 잘 보고 있어요!' },
  { amount: 5000, message: '오늘도 화이팅' },
  { amount: 10000, message: null },
] as const;
/** 10 of event item #1 become 100 of the currency, up to 100 items per member, for 30 days. */
export const DEMO_EXCHANGE = {
  title: '이벤트 아이템 교환 이벤트',
  fromItemCode: eventItem(1),
  toItemCode: CURRENCY_ITEM,
  rateFrom: 10,
  rateTo: 100,
  perMemberLimit: 100,
  days: 30,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives each brand's demo viewer money to play with (DEMO_SEED): currency and event items from the
 * brand's issuance and a few gifts to the brand's first demo channel; on onair also the coupon
 * DEMOLUV1000 and a running exchange event. Once per brand: a later start finds the brand's grant
 * and changes nothing. True when some brand was granted now.
 */
export async function seedDemoMoney(db: Database): Promise<boolean> {
  const ledger = createLedger(db);
  return ledger.transaction(async (tx) => {
    // Two nodes starting at once: the second waits here and then finds the grants.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${DEMO_MONEY_REFERENCE}, 0))`);
    let granted = false;
    for (const code of BRAND_CODES) granted = (await seedBrandDemoMoney(tx, ledger, getBrand(code))) || granted;
    return granted;
  });
}

async function seedBrandDemoMoney(tx: LedgerTx, ledger: Ledger, brand: BrandConfig): Promise<boolean> {
  const [done] = await tx
    .select({ txId: ledgerTransactions.txId })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.reference, DEMO_MONEY_REFERENCE),
        eq(ledgerTransactions.reason, 'adjustment'),
        eq(ledgerTransactions.brand, brand.code),
      ),
    )
    .limit(1);
  if (done) return false;
  const streamerLoginId = DEMO_STREAMERS.find((streamer) => (streamer.brand ?? 'onair') === brand.code)?.loginId;
  if (!streamerLoginId) return false;
  const people = await tx
    .select({
      memberId: members.memberId,
      loginId: members.loginId,
      channelId: channels.channelId,
    })
    .from(members)
    .leftJoin(channels, eq(channels.ownerMemberId, members.memberId))
    .where(
      and(eq(members.brand, brand.code), inArray(members.loginId, [DEMO_ACCOUNTS.viewer.loginId, streamerLoginId])),
    );
  const viewer = people.find((person) => person.loginId === DEMO_ACCOUNTS.viewer.loginId);
  const streamer = people.find((person) => person.loginId === streamerLoginId);
  if (!viewer || !streamer?.channelId) return false;

  const grant = DEMO_VIEWER_BALANCE + DEMO_GIFTS.reduce((sum, gift) => sum + gift.amount, 0);
  await ledger.post(tx, {
    brand: brand.code,
    reason: 'adjustment',
    reference: DEMO_MONEY_REFERENCE,
    memo: 'demo grant',
    entries: [
      { account: systemAccount(brand.code, 'issuance'), amount: -grant },
      { account: walletOf(viewer.memberId, brand.code), amount: grant },
      ...DEMO_EVENT_ITEMS.flatMap(({ itemCode, quantity }) => [
        { account: systemAccount(brand.code, 'issuance', itemCode), amount: -quantity },
        { account: walletOf(viewer.memberId, brand.code, itemCode), amount: quantity },
      ]),
    ],
  });
  for (const [index, gift] of DEMO_GIFTS.entries()) {
    await postGift(tx, {
      brand,
      senderMemberId: viewer.memberId,
      key: `${DEMO_MONEY_REFERENCE}:gift:${index + 1}`,
      channelId: streamer.channelId,
      itemCode: CURRENCY_ITEM,
      amount: gift.amount,
      message: gift.message,
    });
  }
  if (brand.code !== 'onair') return true;
  const now = Date.now();
  await tx
    .insert(coupons)
    .values({
      couponNumber: DEMO_COUPON.couponNumber,
      brand: brand.code,
      itemCode: CURRENCY_ITEM,
      quantity: DEMO_COUPON.quantity,
      expiresAt: new Date(now + 365 * DAY_MS),
    })
    .onConflictDoNothing();
  const { days, ...event } = DEMO_EXCHANGE;
  await tx
    .insert(exchangeEvents)
    .values({ ...event, brand: brand.code, startsAt: new Date(now), endsAt: new Date(now + days * DAY_MS) });
  return true;
}
