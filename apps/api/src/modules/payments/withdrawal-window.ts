import { PAYMENT_STATE } from '@onair/contracts';
import { getBrand, isBrandCode, purchaseRightsOf, DEFAULT_PURCHASE_RIGHTS } from '@onair/brand';
import type { PaymentRow } from '@onair/db';

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last moment a purchase may be withdrawn (청약철회, 전자상거래법 art. 17(1): within 7 days).
 * The day of purchase is not counted (민법 art. 157, 초일 불산입) and days are Korean calendar
 * days, so a purchase at any time on 1 March KST may be withdrawn until 8 March 23:59:59.999 KST:
 * day 7 yes, day 8 no.
 */
export function withdrawalDeadline(approvedAt: Date, withdrawalDays: number): Date {
  const kst = new Date(approvedAt.getTime() + KST_OFFSET_MS);
  const purchaseDayStart = Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate()) - KST_OFFSET_MS;
  return new Date(purchaseDayStart + (withdrawalDays + 1) * DAY_MS - 1);
}

/** The deadline of an approved payment under its brand's setting; null for any other state. */
export function withdrawableUntil(payment: Pick<PaymentRow, 'state' | 'approvedAt' | 'brand'>): Date | null {
  if (payment.state !== PAYMENT_STATE.approved || !payment.approvedAt) return null;
  const rights = isBrandCode(payment.brand) ? purchaseRightsOf(getBrand(payment.brand)) : DEFAULT_PURCHASE_RIGHTS;
  return withdrawalDeadline(payment.approvedAt, rights.withdrawalDays);
}
