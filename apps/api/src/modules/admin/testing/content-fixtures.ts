import { randomBytes } from 'node:crypto';
import { ITEM, eventItem, type BrandCode } from '@onair/contracts';
import { couponBatches, coupons, exchangeEvents, homeItems, type Database } from '@onair/db';

const first = <T>(rows: T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('fixture row not inserted');
  return row;
};

const DAY_MS = 86_400_000;

/** Content, coupon batches and exchange events written straight to the database, for the console's tests. */
export function contentFixtures({ database }: { database: { db: Database } }) {
  const { db } = database;
  return {
    /** A classic banner for everyone, showing now. */
    async banner(brand: BrandCode = 'onair', title = '배너') {
      return first(await db.insert(homeItems).values({ brand, kind: 'banner', variant: 'classic', title }).returning())
        .itemId;
    },
    /** A batch of one code of 1,000 of the currency, good for a day; answers its id. */
    async couponBatch(brand: BrandCode = 'onair') {
      const batch = first(
        await db
          .insert(couponBatches)
          .values({
            brand,
            title: '묶음',
            itemCode: ITEM.currency,
            quantity: 1000,
            count: 1,
            expiresAt: new Date(Date.now() + DAY_MS),
          })
          .returning(),
      );
      await db.insert(coupons).values({
        couponNumber: `FX${randomBytes(6).toString('hex').toUpperCase()}`,
        batchId: batch.batchId,
        brand,
        itemCode: batch.itemCode,
        quantity: batch.quantity,
        expiresAt: batch.expiresAt,
      });
      return batch.batchId;
    },
    /** An exchange event running for a day: 10 of event item 1 become 100 of the currency. */
    async exchangeEvent(brand: BrandCode = 'onair') {
      return first(
        await db
          .insert(exchangeEvents)
          .values({
            brand,
            title: '교환',
            fromItemCode: eventItem(1),
            toItemCode: ITEM.currency,
            rateFrom: 10,
            rateTo: 100,
            perMemberLimit: 100,
            startsAt: new Date(Date.now() - 1000),
            endsAt: new Date(Date.now() + DAY_MS),
          })
          .returning(),
      ).eventId;
    },
  };
}
