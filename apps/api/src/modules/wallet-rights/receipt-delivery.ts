import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { members, receipts, type Database } from '@onair/db';
import { startRepeatingJob } from '../../platform/repeating-job';
import type { SmsProvider } from '../verification/index';

/** Receipts recorded are sent this soon after their transaction commits. */
export const RECEIPT_DELIVERY_EVERY_MS = 1000;

/**
 * Sends the receipts recorded and not yet sent, through the SMS provider (the sandbox shows them in
 * its outbox). Each is claimed by a conditional update before it is sent, so two API nodes never
 * send one twice; a send that fails is released, with its failure, for the next run.
 */
export async function deliverPendingReceipts(db: Database, sms: SmsProvider, limit = 50): Promise<{ sent: number; failed: number }> {
  const due = await db
    .select({ receiptId: receipts.receiptId, text: receipts.text, phone: members.phone })
    .from(receipts)
    .innerJoin(members, eq(members.memberId, receipts.memberId))
    .where(and(isNull(receipts.sentAt), ne(receipts.channel, 'none')))
    .orderBy(asc(receipts.receiptId))
    .limit(limit);
  let sent = 0;
  let failed = 0;
  for (const receipt of due) {
    const claimed = await db
      .update(receipts)
      .set({ sentAt: sql`now()`, failure: null })
      .where(and(eq(receipts.receiptId, receipt.receiptId), isNull(receipts.sentAt)))
      .returning({ receiptId: receipts.receiptId });
    if (claimed.length === 0) continue;
    try {
      await sms.send({ to: (receipt.phone ?? '').replace(/[^\d+]/g, ''), text: receipt.text });
      sent += 1;
    } catch (error) {
      failed += 1;
      await db
        .update(receipts)
        .set({ sentAt: null, failure: (error as Error).message.slice(0, 500) })
        .where(eq(receipts.receiptId, receipt.receiptId));
    }
  }
  return { sent, failed };
}

/** Delivers every RECEIPT_DELIVERY_EVERY_MS until the returned stop is called. */
export function startReceiptDelivery(db: Database, sms: SmsProvider, onError: (error: unknown) => void, intervalMs = RECEIPT_DELIVERY_EVERY_MS) {
  return startRepeatingJob(() => deliverPendingReceipts(db, sms).catch(onError), intervalMs);
}
