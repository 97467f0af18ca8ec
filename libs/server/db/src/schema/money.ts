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
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { members } from './members';

/**
 * An order paid through the payment gateway: luv (kind luv) or an item package (kind flax).
 * state is the SPEC's payment state (0, 1, 2, 6, 7, 8, 9); what it is credited is fixed at order time.
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: bigserial('payment_id', { mode: 'number' }).primaryKey(),
    orderId: varchar('order_id', { length: 40 }).notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    brand: varchar('brand', { length: 16 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    productCode: varchar('product_code', { length: 32 }).notNull(),
    itemCode: integer('item_code').notNull(),
    quantity: integer('quantity').notNull(),
    /** What the buyer pays, in won (VAT included). */
    price: integer('price').notNull(),
    method: varchar('method', { length: 16 }).notNull(),
    state: smallint('state').notNull().default(0),
    paymentKey: varchar('payment_key', { length: 64 }).unique(),
    virtualAccount: jsonb('virtual_account'),
    depositedAmount: integer('deposited_amount'),
    failureCode: varchar('failure_code', { length: 40 }),
    failureMessage: text('failure_message'),
    creditTxId: bigint('credit_tx_id', { mode: 'number' }),
    refundTxId: bigint('refund_tx_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_member_idx').on(table.memberId, table.paymentId),
    // The dashboard's daily purchases (a B-tree: approval order is not insertion order).
    index('payments_approved_idx').on(table.approvedAt),
  ],
);

/** Every state change of a payment and what caused it (return, webhook, user, job). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.paymentId),
    fromState: smallint('from_state').notNull(),
    toState: smallint('to_state').notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_events_payment_idx').on(table.paymentId)],
);

/** Gateway webhook deliveries already handled, so one delivered twice acts once. */
export const gatewayWebhookEvents = pgTable('gateway_webhook_events', {
  eventId: varchar('event_id', { length: 64 }).primaryKey(),
  orderId: varchar('order_id', { length: 40 }).notNull(),
  type: varchar('type', { length: 40 }).notNull(),
  /** The status the event reported (DONE, CANCELED, …), for finance staff's view of the payment. */
  status: varchar('status', { length: 24 }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Luv or items sent to a channel; the movement itself is ledger transaction txId. */
export const gifts = pgTable(
  'gifts',
  {
    giftId: bigserial('gift_id', { mode: 'number' }).primaryKey(),
    senderMemberId: integer('sender_member_id').notNull(),
    channelId: integer('channel_id').notNull(),
    brand: varchar('brand', { length: 16 }).notNull(),
    itemCode: integer('item_code').notNull(),
    amount: integer('amount').notNull(),
    /** What the streamer received after the platform's commission. */
    netAmount: integer('net_amount').notNull(),
    message: varchar('message', { length: 100 }),
    live: boolean('live').notNull().default(false),
    txId: bigint('tx_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gifts_channel_idx').on(table.channelId, table.giftId),
    index('gifts_sender_idx').on(table.senderMemberId, table.giftId),
  ],
);

/** An item used up (a room pass in a channel, for instance); the movement is ledger transaction txId. */
export const itemUses = pgTable(
  'item_uses',
  {
    useId: bigserial('use_id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    itemCode: integer('item_code').notNull(),
    quantity: integer('quantity').notNull(),
    channelId: integer('channel_id'),
    txId: bigint('tx_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('item_uses_member_idx').on(table.memberId, table.useId)],
);

/** A member's subscription to a channel: one row per pair, renewed in place; state is the SPEC's 1-5. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriptionId: bigserial('subscription_id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    brand: varchar('brand', { length: 16 }).notNull(),
    plan: varchar('plan', { length: 16 }).notNull(),
    state: smallint('state').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** How many periods have been charged; the renewal job charges period n+1 once. */
    periods: integer('periods').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('subscriptions_member_channel_unique').on(table.memberId, table.channelId),
    index('subscriptions_channel_idx').on(table.channelId, table.state),
    index('subscriptions_renewal_idx').on(table.state, table.expiresAt),
  ],
);

/** Renewal events of the SPEC: 1 renewal, 2 renewal cancel, 3 payment renewal failed (plus 0 for the first purchase). */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.subscriptionId),
    event: smallint('event').notNull(),
    period: integer('period').notNull(),
    txId: bigint('tx_id', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('subscription_events_once').on(table.subscriptionId, table.event, table.period),
    // The dashboard's daily subscriptions; events are appended in time order.
    index('subscription_events_at_brin').using('brin', table.at).with({ autosummarize: true }),
  ],
);

/**
 * Coupons an operator issued together (the console's coupon screen): count codes of one item and
 * quantity, one expiry. one_per_member: a member may redeem one code of the batch at most; otherwise
 * each code is good for one use by anyone. disabled_at stops every unused code of the batch.
 */
export const couponBatches = pgTable('coupon_batches', {
  batchId: bigserial('batch_id', { mode: 'number' }).primaryKey(),
  brand: varchar('brand', { length: 16 }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  itemCode: integer('item_code').notNull(),
  quantity: integer('quantity').notNull(),
  count: integer('count').notNull(),
  onePerMember: boolean('one_per_member').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  disabledReason: varchar('disabled_reason', { length: 500 }),
  createdByStaffId: integer('created_by_staff_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A coupon number good for one use before it expires. */
export const coupons = pgTable('coupons', {
  couponNumber: varchar('coupon_number', { length: 32 }).primaryKey(),
  /** The console batch it was issued in; null for coupons made otherwise (the demo seed). */
  batchId: bigint('batch_id', { mode: 'number' }),
  brand: varchar('brand', { length: 16 }).notNull(),
  itemCode: integer('item_code').notNull(),
  quantity: integer('quantity').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedByMemberId: integer('used_by_member_id'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  txId: bigint('tx_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('coupons_batch_member_idx').on(table.batchId, table.usedByMemberId)]);

/** A time-boxed offer to exchange one item for another at a fixed rate (from -> to). */
export const exchangeEvents = pgTable('exchange_events', {
  eventId: bigserial('event_id', { mode: 'number' }).primaryKey(),
  brand: varchar('brand', { length: 16 }).notNull(),
  title: varchar('title', { length: 120 }).notNull(),
  fromItemCode: integer('from_item_code').notNull(),
  toItemCode: integer('to_item_code').notNull(),
  rateFrom: integer('rate_from').notNull(),
  rateTo: integer('rate_to').notNull(),
  perMemberLimit: integer('per_member_limit').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const exchangeApplications = pgTable(
  'exchange_applications',
  {
    applicationId: bigserial('application_id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => exchangeEvents.eventId),
    memberId: integer('member_id').notNull(),
    amountFrom: integer('amount_from').notNull(),
    amountTo: integer('amount_to').notNull(),
    txId: bigint('tx_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('exchange_applications_member_idx').on(table.eventId, table.memberId)],
);

/** A streamer's withdrawal: requested (held at once), then cancelled, completed or rejected. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    withdrawId: bigserial('withdraw_id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    brand: varchar('brand', { length: 16 }).notNull(),
    amount: integer('amount').notNull(),
    /** Won paid out after the withdrawal fee. */
    payout: integer('payout').notNull(),
    state: varchar('state', { length: 12 }).notNull(),
    bankCode: varchar('bank_code', { length: 8 }).notNull(),
    bankAccount: varchar('bank_account', { length: 32 }).notNull(),
    bankHolderName: varchar('bank_holder_name', { length: 40 }).notNull(),
    holdTxId: bigint('hold_tx_id', { mode: 'number' }).notNull(),
    settleTxId: bigint('settle_tx_id', { mode: 'number' }),
    decidedBy: integer('decided_by'),
    decisionNote: text('decision_note'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The platform's fee (the brand's withdrawalFeePercent); the 3.3 % withheld tax is amount − fee − payout. */
    fee: integer('fee').notNull().default(0),
    /** The payout batch finance approved it in (docs/money.md, "Payouts"); null while requested. */
    batchId: bigint('batch_id', { mode: 'number' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The staff account that paid or rejected it in the console (decidedBy is a member id). */
    decidedByStaffId: integer('decided_by_staff_id'),
  },
  (table) => [
    check('withdrawals_amount_positive', sql`${table.amount} > 0`),
    index('withdrawals_member_idx').on(table.memberId, table.withdrawId),
    index('withdrawals_queue_idx').on(table.brand, table.state, table.withdrawId),
    index('withdrawals_batch_idx').on(table.batchId),
  ],
);

/**
 * Withdrawals finance approved together: exported as one bank transfer file and marked paid
 * together. state approved until marked paid.
 */
export const payoutBatches = pgTable('payout_batches', {
  batchId: bigserial('batch_id', { mode: 'number' }).primaryKey(),
  brand: varchar('brand', { length: 16 }).notNull(),
  state: varchar('state', { length: 12 }).notNull(),
  createdByStaffId: integer('created_by_staff_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  exportedAt: timestamp('exported_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  paidByStaffId: integer('paid_by_staff_id'),
});

/**
 * Income tax withheld from a paid withdrawal (3 % national and 0.3 % local, 사업소득 원천징수),
 * one row per payout: what a streamer's monthly and yearly statements sum.
 */
export const taxWithholdings = pgTable(
  'tax_withholdings',
  {
    withdrawId: bigint('withdraw_id', { mode: 'number' })
      .primaryKey()
      .references(() => withdrawals.withdrawId),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    brand: varchar('brand', { length: 16 }).notNull(),
    gross: integer('gross').notNull(),
    fee: integer('fee').notNull(),
    withheld: integer('withheld').notNull(),
    net: integer('net').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('tax_withholdings_adds_up', sql`${table.gross} = ${table.fee} + ${table.withheld} + ${table.net}`),
    index('tax_withholdings_member_idx').on(table.memberId, table.paidAt),
  ],
);

/** Where a streamer's withdrawals are paid (the channel settings' bank fields). */
export const memberBanks = pgTable('member_banks', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.memberId),
  bankCode: varchar('bank_code', { length: 8 }).notNull(),
  bankAccount: varchar('bank_account', { length: 32 }).notNull(),
  bankHolderName: varchar('bank_holder_name', { length: 40 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the holder name was checked against the member's verified name (null: registered before that check). */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** No withdrawal is paid here before this: a changed account is held 72 hours (docs/money.md, "Payout account"). */
  usableFrom: timestamp('usable_from', { withTimezone: true }).notNull().defaultNow(),
});

/** The gift amounts a member keeps one click away in the gift dialog. */
export const luvPresets = pgTable('luv_presets', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.memberId),
  amounts: jsonb('amounts').$type<number[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * A guardian's consent to a minor's purchases (민법 5조; docs/money.md, "Purchase limits"): the
 * guardian verifies their identity at the identity provider, and the approval, with the guardian's
 * verified name and birthday and the time, is the record. status: 1 requested, 2 given, 3 refused.
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    requestId: varchar('request_id', { length: 64 }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    brand: varchar('brand', { length: 16 }).notNull(),
    status: smallint('status').notNull().default(1),
    guardianName: varchar('guardian_name', { length: 60 }),
    guardianBirthday: varchar('guardian_birthday', { length: 10 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
  },
  (table) => [index('guardian_consents_member_idx').on(table.memberId, table.status)],
);

/**
 * A gift its sender reported as a mistake within the brand's window; finance staff reverse it (the
 * ledger transaction reversalTxId) or refuse it with a reason. state: reported, reversed, refused.
 */
export const giftReports = pgTable(
  'gift_reports',
  {
    reportId: bigserial('report_id', { mode: 'number' }).primaryKey(),
    giftId: bigint('gift_id', { mode: 'number' }).notNull().unique(),
    brand: varchar('brand', { length: 16 }).notNull(),
    senderMemberId: integer('sender_member_id').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    state: varchar('state', { length: 12 }).notNull().default('reported'),
    decidedByStaffId: integer('decided_by_staff_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: varchar('decision_reason', { length: 500 }),
    reversalTxId: bigint('reversal_tx_id', { mode: 'number' }),
  },
  (table) => [index('gift_reports_queue_idx').on(table.brand, table.state, table.reportId)],
);
