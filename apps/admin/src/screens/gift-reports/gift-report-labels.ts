import { GIFT_REPORT_STATES, type GiftReportRow } from '@onair/contracts';
import type * as v from 'valibot';

export type GiftReport = v.InferOutput<typeof GiftReportRow>;
export type GiftReportState = (typeof GIFT_REPORT_STATES)[number];
export { GIFT_REPORT_STATES };

export const giftReportStateKey = (state: GiftReportState) => `console.giftReports.state.${state}` as const;

/** The recipient no longer holds the net: part went to a withdrawal, so a reversal would be refused. */
export const alreadyWithdrawn = (report: GiftReport) => report.recipientAvailable < report.netAmount;
