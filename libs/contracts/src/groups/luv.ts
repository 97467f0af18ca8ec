import * as v from 'valibot';
import { defineRoute } from '../route';
import { Page, PageSize } from '../fields';
import { ITEM } from '../item-catalog';
import { PAGE_SIZES } from '../limits';
import { At, BigId, BigIdParam, Id, ItemCode, MaybeAt, PageOf, Quantity } from './money-fields';

export const Holding = v.object({ itemCode: v.number(), quantity: v.number() });
export const ItemsSum = v.object({
  /** The brand's currency in the wallet (ITEM.currency). */
  luv: v.number(),
  /** Every other item held, by code. */
  items: v.array(Holding),
  /**
   * The currency the member owes (0 or more): what they had spent of a purchase the payment
   * gateway then refunded. Their next purchase, coupon or exchange of the currency pays it first.
   */
  owed: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /**
   * Items other than the currency the member owes, by code, each quantity positive: what they had
   * used of an item package the gateway then refunded. Their next purchase of the item pays it first.
   */
  owedItems: v.array(Holding),
});

export const ReceivedSummary = v.object({
  /** Everything the member's channel has received, after commission. */
  total: v.number(),
  /** What can be withdrawn now. */
  available: v.number(),
  /** Held by withdrawal requests not yet decided. */
  held: v.number(),
  /** Paid out by completed withdrawals. */
  withdrawn: v.number(),
});

export const GiftRecord = v.object({
  giftId: v.number(),
  channelId: v.number(),
  channelName: v.string(),
  senderNickname: v.string(),
  itemCode: v.number(),
  amount: v.number(),
  /** What the streamer received after the platform's commission. */
  netAmount: v.number(),
  message: v.nullable(v.string()),
  live: v.boolean(),
  createdAt: At,
  /** The sender's report of the gift as a mistake, and what finance made of it; null when not reported. */
  mistakeReport: v.nullable(v.object({ state: v.picklist(['reported', 'reversed', 'refused']), reportedAt: At })),
});
export const GiftPage = PageOf(GiftRecord);

export const MistakenGiftReport = v.object({
  reportId: v.number(),
  giftId: v.number(),
  state: v.picklist(['reported', 'reversed', 'refused']),
  reportedAt: At,
});

export const LedgerMovement = v.object({
  txId: v.number(),
  reason: v.string(),
  reference: v.string(),
  itemCode: v.number(),
  /** Signed: what the member's wallet gained (positive) or gave (negative). */
  amount: v.number(),
  createdAt: At,
  /** The channel a gift, a subscription or an item use went to; null for the rest. */
  channelName: v.nullable(v.string()),
});
export const LedgerMovementPage = PageOf(LedgerMovement);

export const LuvSums = v.object({
  purchased: v.number(),
  sent: v.number(),
  received: v.number(),
  used: v.number(),
});

export const GiftBody = v.object({
  channelId: Id,
  /** The currency (the default), or a giftable item code. */
  itemCode: v.optional(ItemCode, ITEM.currency),
  amount: Quantity,
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
});
export const GiftSent = v.object({
  giftId: v.number(),
  itemCode: v.number(),
  amount: v.number(),
  netAmount: v.number(),
  /** The sender's remaining balance of that item. */
  balance: v.number(),
  live: v.boolean(),
});

/** completed is paid (지급 완료); approved: finance put it in a payout batch, no longer cancellable (docs/money.md, "Payouts"). */
export const WITHDRAWAL_STATES = ['requested', 'approved', 'cancelled', 'completed', 'rejected'] as const;
export const Withdrawal = v.object({
  withdrawId: v.number(),
  amount: v.number(),
  /** Won paid out after the withdrawal fee. */
  payout: v.number(),
  state: v.picklist(WITHDRAWAL_STATES),
  bankCode: v.string(),
  /** Masked: only the last four digits show. */
  bankAccount: v.string(),
  bankHolderName: v.string(),
  requestedAt: At,
  decidedAt: MaybeAt,
  decisionNote: v.nullable(v.string()),
});
export const WithdrawalPage = PageOf(Withdrawal);
export const WithdrawBody = v.object({ amount: Quantity });
export const WithdrawCancelBody = v.object({ withdrawId: BigId });
export const WithdrawDecisionBody = v.object({ note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))) });

/** A statement of one month (month given) or one calendar year, in Korean time. */
export const WithdrawStatementQuery = v.object({
  year: v.pipe(v.string(), v.regex(/^20\d\d$/, 'must be a year'), v.transform(Number)),
  month: v.optional(v.pipe(v.string(), v.regex(/^(0?[1-9]|1[0-2])$/, 'must be 1 to 12'), v.transform(Number))),
  /** The language of the file's header and total row. */
  lang: v.optional(v.picklist(['ko', 'en']), 'ko'),
});
export const WithdrawStatementRow = v.object({
  withdrawId: v.number(),
  paidAt: At,
  gross: v.number(),
  fee: v.number(),
  withheld: v.number(),
  net: v.number(),
});
export const WithdrawStatement = v.object({
  /** 2026-12 or 2026. */
  period: v.string(),
  rows: v.array(WithdrawStatementRow),
  totals: v.object({ gross: v.number(), fee: v.number(), withheld: v.number(), net: v.number() }),
  fileName: v.string(),
  /** The file itself: UTF-8 with a byte order mark, so Korean spreadsheet tools read it right. */
  csv: v.string(),
});

const page = v.object({ page: Page, size: PageSize(PAGE_SIZES.items) });

export const luvRoutes = {
  itemsSum: defineRoute({
    method: 'GET',
    path: '/api/luv/items-sum',
    group: 'luv',
    operationId: 'luvItemsSum',
    summary: "The member's currency balance, items held, and the currency owed after a gateway refund.",
    access: 'member',
    response: ItemsSum,
  }),
  received: defineRoute({
    method: 'GET',
    path: '/api/luv/received',
    group: 'luv',
    operationId: 'luvReceived',
    summary: "What the member's channel received: total, withdrawable, held and withdrawn.",
    access: 'member',
    response: ReceivedSummary,
  }),
  receivedList: defineRoute({
    method: 'GET',
    path: '/api/luv/received-list',
    group: 'luv',
    operationId: 'luvReceivedList',
    summary: "Gifts the member's channel received, newest first.",
    access: 'member',
    query: page,
    response: GiftPage,
  }),
  sentList: defineRoute({
    method: 'GET',
    path: '/api/luv/sent-list',
    group: 'luv',
    operationId: 'luvSentList',
    summary: 'Gifts the member sent, newest first.',
    access: 'member',
    query: page,
    response: GiftPage,
  }),
  reportMistakenGift: defineRoute({
    method: 'POST',
    path: '/api/luv/gifts/{giftId}/mistake-report',
    group: 'luv',
    operationId: 'reportMistakenGift',
    summary: "Reports one of the member's gifts as sent by mistake, within the brand's window; finance staff decide.",
    access: 'member',
    params: v.object({ giftId: BigIdParam }),
    response: MistakenGiftReport,
    status: 201,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/luv/history',
    group: 'luv',
    operationId: 'luvHistory',
    summary: "Every movement of the member's wallet (purchases, gifts, uses, coupons, refunds), newest first.",
    access: 'member',
    query: page,
    response: LedgerMovementPage,
  }),
  sums: defineRoute({
    method: 'GET',
    path: '/api/luv/sums',
    group: 'luv',
    operationId: 'luvSums',
    summary: 'Currency purchased, sent, received and used, in total.',
    access: 'member',
    response: LuvSums,
  }),
  gift: defineRoute({
    method: 'POST',
    path: '/api/luv/gift',
    group: 'luv',
    operationId: 'luvGift',
    summary: 'Sends currency or an item to a channel; when it is live, the gift shows in its chat room.',
    access: 'member',
    idempotent: true,
    body: GiftBody,
    response: GiftSent,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/api/luv/withdraw',
    group: 'luv',
    operationId: 'luvWithdraw',
    summary: 'Requests a withdrawal of received currency to the registered bank account; the amount is held at once.',
    access: 'member',
    idempotent: true,
    body: WithdrawBody,
    response: Withdrawal,
    status: 201,
  }),
  withdrawList: defineRoute({
    method: 'GET',
    path: '/api/luv/withdraw-list',
    group: 'luv',
    operationId: 'luvWithdrawList',
    summary: "The member's withdrawal requests, newest first.",
    access: 'member',
    query: page,
    response: WithdrawalPage,
  }),
  withdrawStatement: defineRoute({
    method: 'GET',
    path: '/api/luv/withdraw-statement',
    group: 'luv',
    operationId: 'luvWithdrawStatement',
    summary: "The member's paid withdrawals of a month or a year: gross, fee, tax withheld and net, as CSV (UTF-8 with BOM) and as rows.",
    access: 'member',
    query: WithdrawStatementQuery,
    response: WithdrawStatement,
  }),
  withdrawCancel: defineRoute({
    method: 'POST',
    path: '/api/luv/withdraw-cancel',
    group: 'luv',
    operationId: 'luvWithdrawCancel',
    summary: 'Cancels a requested withdrawal and releases its hold.',
    access: 'member',
    idempotent: true,
    body: WithdrawCancelBody,
    response: Withdrawal,
  }),
  withdrawComplete: defineRoute({
    method: 'POST',
    path: '/api/luv/withdraw/{withdrawId}/complete',
    group: 'luv',
    operationId: 'luvWithdrawComplete',
    summary: 'Operators: marks a withdrawal paid; the held amount leaves the ledger as a payout.',
    access: 'member',
    params: v.object({ withdrawId: BigIdParam }),
    body: WithdrawDecisionBody,
    response: Withdrawal,
  }),
  withdrawReject: defineRoute({
    method: 'POST',
    path: '/api/luv/withdraw/{withdrawId}/reject',
    group: 'luv',
    operationId: 'luvWithdrawReject',
    summary: 'Operators: rejects a withdrawal; the held amount goes back to the streamer.',
    access: 'member',
    params: v.object({ withdrawId: BigIdParam }),
    body: WithdrawDecisionBody,
    response: Withdrawal,
  }),
};
