import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { BRANDS, currencyName, purchaseRightsOf } from '@onair/brand';
import { members, walletLots, type Database } from '@onair/db';
import type { SmsProvider } from '../verification/index';
import { kstMinute } from './receipt-text';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Tells members, by SMS, of each lot that expires within their brand's notice period (30 days by
 * default) and still holds something; once per lot: the lot is claimed by a conditional update of
 * expiry_notified_at before the text goes, so two runs never tell twice. A member without a phone
 * is marked told too: the wallet shows the lot as expiring soon all the same.
 */
export async function noticeExpiringLots(db: Database, sms: SmsProvider, now = new Date(), limit = 200) {
  let told = 0;
  for (const brand of Object.values(BRANDS)) {
    const horizon = new Date(now.getTime() + purchaseRightsOf(brand).expiryNoticeDays * DAY_MS);
    const due = await db
      .select({ lotId: walletLots.lotId, remaining: walletLots.remaining, expiresAt: walletLots.expiresAt, phone: members.phone })
      .from(walletLots)
      .innerJoin(members, eq(members.memberId, walletLots.memberId))
      .where(
        and(
          eq(walletLots.brand, brand.code),
          gt(walletLots.remaining, 0),
          isNull(walletLots.expiryNotifiedAt),
          lte(walletLots.expiresAt, horizon),
        ),
      )
      .limit(limit);
    for (const lot of due) {
      const claimed = await db
        .update(walletLots)
        .set({ expiryNotifiedAt: sql`now()` })
        .where(and(eq(walletLots.lotId, lot.lotId), isNull(walletLots.expiryNotifiedAt)))
        .returning({ lotId: walletLots.lotId });
      if (claimed.length === 0 || !lot.phone) continue;
      const text =
        `[${brand.serviceName}] 보유하신 ${currencyName(brand, 'ko')} ${lot.remaining.toLocaleString('ko-KR')}개의 ` +
        `유효기간이 ${kstMinute(lot.expiresAt.toISOString()).slice(0, 10)}에 끝납니다. 기간이 지나면 소멸되니 그 전에 사용해주세요.`;
      await sms.send({ to: lot.phone.replace(/[^\d+]/g, ''), text }).then(
        () => (told += 1),
        // Not sent: released, so the next run tries again.
        () => db.update(walletLots).set({ expiryNotifiedAt: null }).where(eq(walletLots.lotId, lot.lotId)),
      );
    }
  }
  return told;
}
