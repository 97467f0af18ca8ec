import * as v from 'valibot';
import { Page, PageSize } from '../fields';
import { ADMIN_MESSAGES } from '../messages';
import { defineRoute } from '../route';
import { BigIdParam, PageOf } from './money-fields';

/** reported: waiting for finance; reversed: the gift was taken back through the ledger; refused: with a reason. */
export const GIFT_REPORT_STATES = ['reported', 'reversed', 'refused'] as const;

/** Finance writes why; the sender reads it, so it is required and short. */
const DecisionReason = v.pipe(
  v.string(ADMIN_MESSAGES.reasonRequired),
  v.trim(),
  v.minLength(1, ADMIN_MESSAGES.reasonRequired),
  v.maxLength(500, ADMIN_MESSAGES.reasonRequired),
);

export const GiftReportQueueQuery = v.object({
  state: v.optional(v.picklist(GIFT_REPORT_STATES)),
  page: Page,
  size: PageSize(20),
});

/** One mistaken-gift report as finance sees it: the gift, both sides, and whether it can still be reversed. */
export const GiftReportRow = v.object({
  reportId: v.number(),
  giftId: v.number(),
  brand: v.string(),
  state: v.picklist(GIFT_REPORT_STATES),
  sender: v.object({ memberId: v.number(), nickname: v.string() }),
  recipient: v.object({ memberId: v.number(), nickname: v.string(), channelName: v.string() }),
  itemCode: v.number(),
  amount: v.number(),
  netAmount: v.number(),
  giftedAt: v.string(),
  reportedAt: v.string(),
  /** The recipient's received balance now: below netAmount means part was withdrawn or is held for a withdrawal. */
  recipientAvailable: v.number(),
  decidedAt: v.nullable(v.string()),
  decisionReason: v.nullable(v.string()),
});

const GiftReportParams = v.object({ reportId: BigIdParam });
const DecisionBody = v.object({ reason: DecisionReason });

export const adminGiftReportRoutes = {
  listGiftReports: defineRoute({
    method: 'GET',
    path: '/api/admin/gift-reports',
    group: 'admin',
    operationId: 'adminListGiftReports',
    summary: "Mistaken-gift reports of the request's brand, oldest first, by state (finance).",
    access: 'staff',
    query: GiftReportQueueQuery,
    response: PageOf(GiftReportRow),
  }),
  reverseGiftReport: defineRoute({
    method: 'POST',
    path: '/api/admin/gift-reports/{reportId}/reverse',
    group: 'admin',
    operationId: 'adminReverseGiftReport',
    summary: 'Reverses a reported gift through the ledger while the recipient still holds it; audited.',
    access: 'staff',
    params: GiftReportParams,
    body: DecisionBody,
    response: GiftReportRow,
  }),
  refuseGiftReport: defineRoute({
    method: 'POST',
    path: '/api/admin/gift-reports/{reportId}/refuse',
    group: 'admin',
    operationId: 'adminRefuseGiftReport',
    summary: 'Refuses a mistaken-gift report with a reason the sender reads; audited.',
    access: 'staff',
    params: GiftReportParams,
    body: DecisionBody,
    response: GiftReportRow,
  }),
};
