import type { PaymentRow } from '@onair/db';
import type * as v from 'valibot';
import type { Payment, PaymentMethod } from '@onair/contracts';
import { withdrawableUntil } from './withdrawal-window';

type VirtualAccountValue = { bank: string; accountNumber: string; dueDate: string };

/**
 * The payment as the member sees it. unusedQuantity (what is left of its lot) comes from the
 * lots, read by the caller where it matters (the order list and the order); null elsewhere.
 */
export function paymentView(row: PaymentRow, unusedQuantity: number | null = null): v.InferOutput<typeof Payment> {
  return {
    orderId: row.orderId,
    kind: row.kind as 'luv' | 'flax',
    productCode: row.productCode,
    itemCode: row.itemCode,
    quantity: row.quantity,
    price: row.price,
    method: row.method as PaymentMethod,
    state: row.state as 0 | 1 | 2 | 6 | 7 | 8 | 9,
    virtualAccount: (row.virtualAccount as VirtualAccountValue | null) ?? null,
    depositedAmount: row.depositedAmount,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    withdrawableUntil: withdrawableUntil(row)?.toISOString() ?? null,
    unusedQuantity,
  };
}
