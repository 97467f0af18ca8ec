import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * One account per owner, kind and item code: a member's wallet of luv (item 100) or of an item,
 * a streamer's received luv and held (withdrawal) luv, and the brand's system accounts
 * (gateway clearing, issuance, commission, payout, consumed). Member accounts never go negative;
 * system accounts are the other side of money coming in or going out and may. The table is stored
 * with fillfactor 70 (migration 0026, not expressed here), so balance updates stay heap-only.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    accountId: bigserial('account_id', { mode: 'number' }).primaryKey(),
    /** m:{memberId}:{kind}:{itemCode} or s:{brand}:{kind}:{itemCode}; one row each. */
    accountKey: varchar('account_key', { length: 80 }).notNull().unique(),
    ownerMemberId: integer('owner_member_id').references(() => members.memberId),
    brand: varchar('brand', { length: 16 }).notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    itemCode: integer('item_code').notNull(),
    /** Settled balance. For deferred accounts the entries above the fold watermark are on top of it. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /**
     * Entries do not update this row: they are appended and folded in shortly after, so thousands
     * of gifts a second into one streamer do not queue on one row lock (ledger_fold_state).
     */
    deferred: boolean('deferred').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_accounts_not_negative', sql`${table.allowNegative} or ${table.balance} >= 0`),
    index('ledger_accounts_owner_idx').on(table.ownerMemberId),
  ],
);

/** One movement: reason payment, refund, gift, item_purchase, item_use, subscription, withdrawal, coupon, exchange or adjustment. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    txId: bigserial('tx_id', { mode: 'number' }).primaryKey(),
    brand: varchar('brand', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 24 }).notNull(),
    /** What moved it, e.g. payment:ORD-..., gift:123, withdrawal:7. */
    reference: varchar('reference', { length: 80 }).notNull(),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Gifts are found through gifts.tx_id, so their references (one a gift, thousands a second) are
  // left out of the index; a lookup by reference names a reason other than 'gift' to use it.
  (table) => [
    index('ledger_transactions_reference_idx')
      .on(table.reference)
      .where(sql`${table.reason} <> 'gift'`),
  ],
);

/**
 * The entries of a transaction sum to zero per item code. Append only.
 *
 * tx_id and account_id refer to rows that exist, checked once per inserting statement by a trigger
 * rather than by foreign keys (migration 0016_ledger_reference_checks): a key's check runs per
 * row, six for a gift, and was a sixth of PostgreSQL's time per gift. Accounts and transactions are
 * never deleted (triggers refuse it), so a row checked once stays there.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    entryId: bigserial('entry_id', { mode: 'number' }).primaryKey(),
    txId: bigint('tx_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    itemCode: integer('item_code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_entries_not_zero', sql`${table.amount} <> 0`),
    // BRIN, not a b-tree: entries arrive in transaction order, so a block range of tx ids finds a
    // transaction's entries for the rare reader (an operator, a refund's settledBy goes by account),
    // while a gift's three entries no longer pay three b-tree insertions (bench/README.md, 2026-11-28).
    index('ledger_entries_tx_brin').using('brin', table.txId).with({ autosummarize: true }),
    // The dashboard's rollup job reads a day's entries by time; a BRIN costs the writers next to nothing.
    index('ledger_entries_created_brin').using('brin', table.createdAt).with({ autosummarize: true }),
    index('ledger_entries_account_idx').on(table.accountId, table.entryId),
  ],
);

/**
 * How far the entries of deferred accounts are folded into their balances: every entry of a
 * deferred account with an id up to folded_through is in its balance, the ones above are pending
 * (counted on top of it by onair_ledger_pending). One row. The next fold goes up to
 * candidate_through once no transaction older than candidate_xid (an xid8, taken after the sequence
 * was read) is still running, so no entry at or below it can still commit
 * (libs/server/ledger/README.md, "Why deferred entries, and folding").
 */
export const ledgerFoldState = pgTable(
  'ledger_fold_state',
  {
    id: smallint('id').primaryKey().default(1),
    foldedThrough: bigint('folded_through', { mode: 'number' }).notNull(),
    candidateThrough: bigint('candidate_through', { mode: 'number' }),
    candidateXid: bigint('candidate_xid', { mode: 'number' }),
  },
  (table) => [check('ledger_fold_state_one_row', sql`${table.id} = 1`)],
);

/**
 * The first answer to every money-moving request, per member and Idempotency-Key: a retry gets it
 * back and moves nothing; the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: integer('member_id').notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    operation: varchar('operation', { length: 48 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.key] })],
);
