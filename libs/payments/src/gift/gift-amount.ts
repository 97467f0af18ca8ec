import * as v from 'valibot';
import { GIFT_MAX_AMOUNT } from '@onair/contracts';

/** A gift amount as typed: whole units from 1 to GIFT_MAX_AMOUNT (the API's own bounds). */
const GiftAmountInput = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/[\s,]/g, '')),
  v.regex(/^\d{1,9}$/),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
  v.maxValue(GIFT_MAX_AMOUNT),
);

/** The amount, or null when the input is not a giftable amount. */
export function parseGiftAmount(input: string): number | null {
  const result = v.safeParse(GiftAmountInput, input);
  return result.success ? result.output : null;
}
