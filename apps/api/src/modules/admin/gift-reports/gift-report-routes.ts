import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoutes, type BrandCode } from '@onair/contracts';
import { giftReports, type Database } from '@onair/db';
import { InsufficientBalance, type Ledger, type LedgerTx } from '@onair/ledger';
import { registerRoute } from '../../../platform/http/register-route';
import { MONEY_CODES, moneyRefusal } from '../../../platform/http/money-errors';
import { receivedOf, systemAccount } from '../../../platform/ledger/accounts';
import { creditDebtFirst } from '../../../platform/ledger/member-debt';
import { writeAudit } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';
import { findGiftReport, giftReportPage, giftReportView, type GiftReportRecord } from './gift-report-store';

type Deps = { db: Database; ledger: Ledger; now: Clock };

/**
 * The gift's own posting turned around, in one ledger transaction: the recipient's received −net
 * and the brand's commission −fee (neither was the sender's to lose), the sender +amount (to what
 * they owe of the item first, then the wallet, as every credit to a member). The ledger refuses the
 * debit of received when the recipient no longer holds the net: withdrawn, or held by a withdrawal.
 */
async function reverseGift(tx: LedgerTx, ledger: Ledger, row: GiftReportRecord, brand: BrandCode) {
  const fee = row.amount - row.netAmount;
  const credit = await creditDebtFirst(tx, ledger, {
    memberId: row.senderMemberId,
    brand,
    itemCode: row.itemCode,
    quantity: row.amount,
  });
  const { txId } = await ledger.post(tx, {
    brand,
    reason: 'gift_reversal',
    reference: `gift-reversal:${row.giftId}`,
    ...(credit.memo ? { memo: credit.memo } : {}),
    entries: [
      { account: receivedOf(row.recipientMemberId, brand, row.itemCode), amount: -row.netAmount },
      ...(fee > 0 ? [{ account: systemAccount(brand, 'commission', row.itemCode), amount: -fee }] : []),
      ...credit.entries,
    ],
  });
  return txId;
}

/** The finance queue of mistaken-gift reports: list, reverse through the ledger, refuse; each decision audited. */
export function giftReportRoutes(app: FastifyInstance, { db, ledger, now }: Deps) {
  registerRoute(app, adminRoutes.listGiftReports, async ({ query, request }) =>
    giftReportPage(db, request.brand.code, query),
  );

  /** Decides a report of the request's brand still waiting: the row locked, the effect, the new state and the audit row commit together. */
  async function decide(
    request: FastifyRequest,
    reportId: number,
    reason: string,
    decision: {
      state: 'reversed' | 'refused';
      action: string;
      effect?: (tx: LedgerTx, row: GiftReportRecord) => Promise<number>;
    },
  ) {
    const staff = staffOf(request);
    const brand = request.brand;
    const at = new Date(now());
    const decided = await ledger.transaction(async (tx) => {
      const row = await findGiftReport(tx, reportId, brand.code, true);
      // Another brand's report is not found, like a missing one.
      if (!row) throw moneyRefusal(404, MONEY_CODES.notFound, 'giftReportNotFound', brand);
      if (row.state !== 'reported') throw moneyRefusal(409, MONEY_CODES.conflict, 'giftReportAlreadyDecided', brand);
      const reversalTxId = decision.effect ? await decision.effect(tx, row) : null;
      await tx
        .update(giftReports)
        .set({ state: decision.state, decidedByStaffId: staff.id, decidedAt: at, decisionReason: reason, reversalTxId })
        .where(eq(giftReports.reportId, row.reportId));
      await writeAudit(tx, {
        staffId: staff.id,
        staffAddress: request.ip,
        action: decision.action,
        targetKind: 'giftReport',
        targetId: row.reportId,
        brand: brand.code,
        before: { state: row.state, recipientAvailable: Number(row.recipientAvailable) },
        after: {
          state: decision.state,
          giftId: row.giftId,
          amount: row.amount,
          netAmount: row.netAmount,
          reversalTxId,
        },
        reason,
        at,
      });
      return findGiftReport(tx, reportId, brand.code);
    });
    if (!decided) throw moneyRefusal(404, MONEY_CODES.notFound, 'giftReportNotFound', brand);
    return giftReportView(decided);
  }

  registerRoute(app, adminRoutes.reverseGiftReport, async ({ params, body, request }) =>
    decide(request, params.reportId, body.reason, {
      state: 'reversed',
      action: 'giftReport.reverse',
      async effect(tx, row) {
        try {
          return await reverseGift(tx, ledger, row, request.brand.code);
        } catch (error) {
          if (error instanceof InsufficientBalance)
            throw moneyRefusal(409, MONEY_CODES.conflict, 'giftAlreadyWithdrawn', request.brand);
          throw error;
        }
      },
    }),
  );

  registerRoute(app, adminRoutes.refuseGiftReport, async ({ params, body, request }) =>
    decide(request, params.reportId, body.reason, { state: 'refused', action: 'giftReport.refuse' }),
  );
}
