import { eq } from 'drizzle-orm';
import { getBrand } from '@onair/brand';
import { members, receipts } from '@onair/db';
import type { LedgerTx } from '@onair/ledger';
import { receiptText, type ReceiptDetail } from './receipt-text';

export type ReceiptInput = {
  memberId: number;
  brand: string;
  /** Unique per kind: payment:{orderId}, refund:{orderId}, payout:{withdrawalId}. */
  reference: string;
  amountWon: number;
  detail: ReceiptDetail;
};

/**
 * Records a receipt inside the transaction that made it due (an approval, a refund, a payout), so
 * a rolled-back refund leaves none; once per kind and reference, so a retry records nothing more.
 * Delivery is separate and after commit (receipt-delivery.ts). Answers whether it was recorded now.
 * Anything that pays or refunds a member (payouts too) records its receipt with this.
 */
export async function recordReceipt(tx: LedgerTx, input: ReceiptInput): Promise<boolean> {
  const [member] = await tx.select({ phone: members.phone }).from(members).where(eq(members.memberId, input.memberId));
  const inserted = await tx
    .insert(receipts)
    .values({
      memberId: input.memberId,
      brand: input.brand,
      kind: input.detail.kind,
      reference: input.reference,
      amountWon: input.amountWon,
      detail: input.detail,
      text: receiptText(getBrand(input.brand), input.detail),
      channel: member?.phone ? 'sms' : 'none',
    })
    .onConflictDoNothing()
    .returning({ receiptId: receipts.receiptId });
  return inserted.length > 0;
}
