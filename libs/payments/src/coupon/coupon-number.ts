import * as v from 'valibot';
import { CouponBody } from '@onair/contracts';

/** The coupon number as the API takes it (spaces and dashes dropped, upper case), or null when it cannot be one. */
export function normalizeCouponNumber(input: string): string | null {
  const result = v.safeParse(CouponBody, { couponNumber: input });
  return result.success ? result.output.couponNumber : null;
}
