import type { shoppingsApi } from '@onair/api-client';
import { FLAX_PRODUCTS, LUV_PRODUCTS } from '@onair/contracts';

export const CATALOG = { luv: [...LUV_PRODUCTS], flax: [...FLAX_PRODUCTS] };

/** GET /api/luv/items-sum's answer: the currency, the items held and what is owed. */
type Holding = { itemCode: number; quantity: number };

export const walletOf = (luv: number, items: Holding[] = [], owed = 0, owedItems: Holding[] = []) => ({
  luv,
  items,
  owed,
  owedItems,
});

/** An order as GET /api/shoppings/payments/{orderId} answers it. */
export function paymentOf(overrides: Partial<shoppingsApi.Payment> = {}): shoppingsApi.Payment {
  return {
    orderId: 'ORD-1001',
    kind: 'luv',
    productCode: 'LUV_5000',
    itemCode: 100,
    quantity: 5000,
    price: 5500,
    method: 'creditcard',
    state: 9,
    virtualAccount: null,
    depositedAmount: null,
    failureCode: null,
    failureMessage: null,
    createdAt: '2025-08-13T06:00:00.000Z',
    approvedAt: null,
    cancelledAt: null,
    withdrawableUntil: null,
    unusedQuantity: null,
    ...overrides,
  };
}
