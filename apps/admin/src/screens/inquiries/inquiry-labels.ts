import { INQUIRY_STATUSES, type StaffInquiry } from '@onair/contracts';
import type * as v from 'valibot';
import type { ConsoleMessageKey } from '../../i18n/use-console-t';

export type Inquiry = v.InferOutput<typeof StaffInquiry>;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export { INQUIRY_STATUSES };

export const inquiryStatusKey = (status: InquiryStatus) => `console.inquiries.status.${status}` as const;
/** The API's categories are 1-5; anything else reads as 기타. */
export const categoryKey = (category: number): ConsoleMessageKey =>
  category >= 1 && category <= 5
    ? (`console.inquiries.category.${category}` as ConsoleMessageKey)
    : 'console.inquiries.category.5';
