import type { FastifyInstance } from 'fastify';
import { count, desc, eq } from 'drizzle-orm';
import { walletRightsRoutes } from '@onair/contracts';
import { purchaseRightsOf } from '@onair/brand';
import { receipts, type Database } from '@onair/db';
import { walletLotsOf } from '@onair/ledger';
import { registerRoute } from '../../platform/http/register-route';
import { CURRENCY_ITEM, walletOf } from '../../platform/ledger/accounts';
import { memberOf } from '../../platform/sessions/member-of';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The brand's rights as the shop page and the wallet disclose them. */
export function disclosedRights(brand: Parameters<typeof purchaseRightsOf>[0]) {
  const rights = purchaseRightsOf(brand);
  return { ...rights, purchasedValidityYears: 5 };
}

/** GET receipts (the member's own only), the wallet's lots of the currency, and the brand's rights. */
export function receiptRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerRoute(app, walletRightsRoutes.receipts, async ({ query, request }) => {
    const { memberId } = memberOf(request);
    const rows = await db
      .select()
      .from(receipts)
      .where(eq(receipts.memberId, memberId))
      .orderBy(desc(receipts.receiptId))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await db.select({ n: count() }).from(receipts).where(eq(receipts.memberId, memberId));
    return {
      items: rows.map((row) => ({
        receiptId: row.receiptId,
        kind: row.kind as 'payment' | 'refund' | 'payout',
        reference: row.reference,
        amountWon: row.amountWon,
        detail: row.detail as Record<string, unknown>,
        channel: row.channel as 'sms' | 'none',
        sentAt: row.sentAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
      page: query.page,
      size: query.size,
      total: Number(total?.n ?? 0),
    };
  });

  registerRoute(app, walletRightsRoutes.walletLots, async ({ request }) => {
    const { memberId } = memberOf(request);
    const rights = disclosedRights(request.brand);
    const lots = await walletLotsOf(db, walletOf(memberId, request.brand.code, CURRENCY_ITEM));
    const noticeFrom = Date.now() + rights.expiryNoticeDays * DAY_MS;
    return {
      lots: lots.map((lot) => ({
        lotId: lot.lotId,
        itemCode: lot.itemCode,
        source: lot.source,
        quantity: lot.quantity,
        remaining: lot.remaining,
        acquiredAt: lot.acquiredAt.toISOString(),
        expiresAt: lot.expiresAt.toISOString(),
        expiringSoon: lot.expiresAt.getTime() <= noticeFrom,
      })),
      rights,
    };
  });

  registerRoute(app, walletRightsRoutes.rights, async ({ request }) => disclosedRights(request.brand));
}
