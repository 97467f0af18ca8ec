import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { luvRoutes } from '@onair/contracts';
import { giftReports, gifts, type Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { requireFeature } from '../../../platform/http/feature-gate';
import { MONEY_CODES, moneyRefusal } from '../../../platform/http/money-errors';
import { memberOf } from '../../../platform/sessions/member-of';

const MINUTE_MS = 60_000;

/**
 * POST /api/luv/gifts/{giftId}/mistake-report: the sender says a gift went wrong (the KCC 2018
 * guideline's mistaken purchase), within the brand's window from the gift (10 minutes by default).
 * It moves nothing: finance staff decide in the console and reverse it while the recipient still
 * holds it (docs/money.md, "Mistaken gifts"). A report is kept once per gift.
 */
export function mistakeReportRoute(
  app: FastifyInstance,
  { db, now = () => new Date() }: { db: Database; now?: () => Date },
) {
  registerRoute(app, luvRoutes.reportMistakenGift, async ({ params, request }) => {
    const brand = request.brand;
    requireFeature(brand, 'gifts');
    await app.sessions.requireCurrent(request.member);
    const { memberId } = memberOf(request);
    // Another member's gift, or one of another brand, is answered as one that does not exist.
    const [gift] = await db
      .select({ giftId: gifts.giftId, createdAt: gifts.createdAt })
      .from(gifts)
      .where(and(eq(gifts.giftId, params.giftId), eq(gifts.senderMemberId, memberId), eq(gifts.brand, brand.code)));
    if (!gift) throw moneyRefusal(404, MONEY_CODES.notFound, 'giftNotFound', brand);
    const reportedAt = now();
    const minutes = brand.moneyRules.mistakenGiftReportMinutes;
    if (reportedAt.getTime() - gift.createdAt.getTime() > minutes * MINUTE_MS) {
      throw moneyRefusal(409, MONEY_CODES.conflict, 'giftReportWindowPassed', brand, { minutes });
    }
    const [report] = await db
      .insert(giftReports)
      .values({ giftId: gift.giftId, brand: brand.code, senderMemberId: memberId, reportedAt })
      .onConflictDoNothing({ target: giftReports.giftId })
      .returning();
    if (!report) throw moneyRefusal(409, MONEY_CODES.conflict, 'giftAlreadyReported', brand);
    return {
      reportId: report.reportId,
      giftId: report.giftId,
      state: report.state as 'reported',
      reportedAt: report.reportedAt.toISOString(),
    };
  });
}
