import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A receipt sent to a member: after an approved payment, a refund or a payout. One per (kind,
 * reference), so a retried approval or refund records and sends one. The text is what was sent.
 */
export const receipts = pgTable(
  'receipts',
  {
    receiptId: bigserial('receipt_id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    brand: varchar('brand', { length: 16 }).notNull(),
    /** payment, refund or payout. */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** What it is for, e.g. payment:ORD-…, refund:ORD-…, payout:12. */
    reference: varchar('reference', { length: 80 }).notNull(),
    /** Won, VAT included (payments and refunds) or paid out (payouts). */
    amountWon: integer('amount_won').notNull(),
    /** The figures shown, per kind: order id, product, quantity, item code, method, and so on. */
    detail: jsonb('detail').notNull(),
    text: text('text').notNull(),
    /** sms when sent to the member's phone; none when the member has no phone on file. */
    channel: varchar('channel', { length: 8 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('receipts_kind_reference_idx').on(table.kind, table.reference),
    index('receipts_member_idx').on(table.memberId, table.receiptId),
    index('receipts_unsent_idx').on(table.receiptId).where(sql`${table.sentAt} is null and ${table.channel} <> 'none'`),
  ],
);

export type ReceiptRow = typeof receipts.$inferSelect;
