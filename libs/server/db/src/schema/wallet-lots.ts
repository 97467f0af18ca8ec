import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * What a wallet holds, lot by lot: every credit of a member's wallet (a purchase, a coupon, an
 * exchange, a grant) is one lot, and every debit takes from the oldest lot first, so the part of a
 * purchase not yet used is exact (KCC 2018 guideline; 전자상거래법 art. 17). The rows are written
 * only by the ledger's trigger on ledger_entries (libs/server/ledger/sql/lots.sql), in the same
 * statement as the entries, so a wallet's balance always equals the sum of its lots' remaining.
 */
export const walletLots = pgTable(
  'wallet_lots',
  {
    lotId: bigserial('lot_id', { mode: 'number' }).primaryKey(),
    /** The wallet account (ledger_accounts, kind wallet) the lot is in. */
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    memberId: integer('member_id').notNull(),
    brand: varchar('brand', { length: 16 }).notNull(),
    itemCode: integer('item_code').notNull(),
    /** purchase (a gateway payment), free (coupon, exchange, grant, event) or opening (held before lots existed). */
    source: varchar('source', { length: 16 }).notNull(),
    /** The crediting transaction's reference, e.g. payment:ORD-…, coupon:12. */
    reference: varchar('reference', { length: 80 }).notNull(),
    txId: bigint('tx_id', { mode: 'number' }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    remaining: bigint('remaining', { mode: 'number' }).notNull(),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    expired: bigint('expired', { mode: 'number' }).notNull().default(0),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the member was told that the lot expires within 30 days. */
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'wallet_lots_parts',
      sql`${table.remaining} >= 0 and ${table.quantity} = ${table.remaining} + ${table.used} + ${table.refunded} + ${table.expired}`,
    ),
    index('wallet_lots_open_idx').on(table.accountId, table.lotId).where(sql`${table.remaining} > 0`),
    index('wallet_lots_expiry_idx').on(table.expiresAt).where(sql`${table.remaining} > 0`),
    index('wallet_lots_reference_idx').on(table.reference),
    index('wallet_lots_member_idx').on(table.memberId, table.lotId),
  ],
);

/**
 * The validity of free lots per brand (brand setting freeCurrencyValidityDays), read by the lots
 * trigger when it opens a free lot. The API writes it from the brand configuration at start.
 */
export const lotValidityRules = pgTable('lot_validity_rules', {
  brand: varchar('brand', { length: 16 }).primaryKey(),
  freeDays: integer('free_days').notNull(),
});

export type WalletLotRow = typeof walletLots.$inferSelect;
