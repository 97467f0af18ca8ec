import { useSearchParams } from 'react-router';
import type { PaymentMethod } from '@onair/contracts';
import { PAYMENT_PATHS } from '../nav/paths';
import { DEFAULT_METHOD, isPaymentMethod } from './payment-methods';

export type ShopTab = 'luv' | 'flax';

/**
 * ?tab=flax&product=PASS_DAY&method=mobile: what the shop opens with, so a failed payment's
 * "try again" lands on the same choice.
 */
export function useShopQuery(): { tab: ShopTab; productCode: string | null; method: PaymentMethod } {
  const [params] = useSearchParams();
  const method = params.get('method');
  return {
    tab: params.get('tab') === 'flax' ? 'flax' : 'luv',
    productCode: params.get('product'),
    method: isPaymentMethod(method) ? method : DEFAULT_METHOD,
  };
}

/** The shop path that opens on an order's product and method. */
export function shopPathFor(order: { kind: 'luv' | 'flax'; productCode: string; method: PaymentMethod }): string {
  const query = new URLSearchParams({ tab: order.kind, product: order.productCode, method: order.method });
  return `${PAYMENT_PATHS.shop}?${query.toString()}`;
}
