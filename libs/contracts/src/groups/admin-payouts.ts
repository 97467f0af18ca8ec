import * as v from 'valibot';
import { Page, PageSize } from '../fields';
import { ADMIN_MESSAGES } from '../messages';
import { defineRoute } from '../route';
import { WITHDRAWAL_STATES } from './luv';
import { BigIdParam, BigId, MaybeAt, PageOf } from './money-fields';

/** A batch is approved (exported any number of times) until finance marks it paid. */
export const PAYOUT_BATCH_STATES = ['approved', 'paid'] as const;

/** At most this many withdrawals go into one batch (one bank transfer file). */
export const PAYOUT_BATCH_MAX = 100;

/** A rejection's reason: the streamer reads it in their withdrawal list. */
const RejectReason = v.pipe(
  v.string(ADMIN_MESSAGES.reasonRequired),
  v.trim(),
  v.minLength(1, ADMIN_MESSAGES.reasonRequired),
  v.maxLength(500, ADMIN_MESSAGES.reasonRequired),
);

export const PayoutQueueQuery = v.object({
  state: v.optional(v.picklist(WITHDRAWAL_STATES)),
  batchId: v.optional(BigIdParam),
  page: Page,
  size: PageSize(20),
});

export const PayoutWithdrawal = v.object({
  withdrawId: v.number(),
  member: v.object({
    memberId: v.number(),
    loginId: v.string(),
    nickname: v.string(),
    /** The identity-verified name; masked (홍*동) unless the caller is finance or super-admin. */
    verifiedName: v.nullable(v.string()),
  }),
  amount: v.number(),
  fee: v.number(),
  /** Income tax withheld: 3.3 % of the amount. */
  withheld: v.number(),
  /** Won transferred to the account: amount − fee − withheld. */
  net: v.number(),
  state: v.picklist(WITHDRAWAL_STATES),
  bankCode: v.string(),
  /** In full for finance and super-admin; only the last four digits for every other role. */
  bankAccount: v.string(),
  bankHolderName: v.string(),
  /** Whether bankAccount, bankHolderName and verifiedName are shown in full. */
  unmasked: v.boolean(),
  batchId: v.nullable(v.number()),
  requestedAt: v.string(),
  approvedAt: MaybeAt,
  decidedAt: MaybeAt,
  decisionNote: v.nullable(v.string()),
});
export type PayoutWithdrawal = v.InferOutput<typeof PayoutWithdrawal>;

export const PayoutBatch = v.object({
  batchId: v.number(),
  state: v.picklist(PAYOUT_BATCH_STATES),
  count: v.number(),
  amount: v.number(),
  fee: v.number(),
  withheld: v.number(),
  net: v.number(),
  createdAt: v.string(),
  exportedAt: MaybeAt,
  paidAt: MaybeAt,
});
export type PayoutBatch = v.InferOutput<typeof PayoutBatch>;

export const PayoutBatchQuery = v.object({ state: v.optional(v.picklist(PAYOUT_BATCH_STATES)), page: Page, size: PageSize(20) });

export const ApprovePayoutsBody = v.object({
  withdrawIds: v.pipe(v.array(BigId), v.minLength(1), v.maxLength(PAYOUT_BATCH_MAX)),
});

export const TransferFile = v.object({
  fileName: v.string(),
  /** The file (docs/money.md, "The bank transfer file"): UTF-8 with a byte order mark. */
  csv: v.string(),
  rows: v.number(),
  net: v.number(),
});

const BatchParams = v.object({ batchId: BigIdParam });
const WithdrawalParams = v.object({ withdrawId: BigIdParam });

/** Payouts in the operator console (docs/money.md, "Payouts"). */
export const adminPayoutRoutes = {
  payoutQueue: defineRoute({
    method: 'GET',
    path: '/api/admin/payouts/withdrawals',
    group: 'admin',
    operationId: 'adminPayoutQueue',
    summary: "Withdrawals of the request's brand, oldest first, by state or batch; accounts in full for finance only.",
    access: 'staff',
    query: PayoutQueueQuery,
    response: PageOf(PayoutWithdrawal),
  }),
  payoutBatches: defineRoute({
    method: 'GET',
    path: '/api/admin/payouts/batches',
    group: 'admin',
    operationId: 'adminPayoutBatches',
    summary: "Payout batches of the request's brand, newest first.",
    access: 'staff',
    query: PayoutBatchQuery,
    response: PageOf(PayoutBatch),
  }),
  approvePayouts: defineRoute({
    method: 'POST',
    path: '/api/admin/payouts/batches',
    group: 'admin',
    operationId: 'adminApprovePayouts',
    summary: 'Approves requested withdrawals as one batch (all or none); they can no longer be cancelled.',
    access: 'staff',
    body: ApprovePayoutsBody,
    response: PayoutBatch,
    idempotent: true,
    status: 201,
  }),
  payoutTransferFile: defineRoute({
    method: 'GET',
    path: '/api/admin/payouts/batches/{batchId}/transfer-file',
    group: 'admin',
    operationId: 'adminPayoutTransferFile',
    summary: "An approved batch's bank transfer file (CSV, UTF-8 with BOM); recorded in the audit log.",
    access: 'staff',
    params: BatchParams,
    response: TransferFile,
  }),
  payPayoutBatch: defineRoute({
    method: 'POST',
    path: '/api/admin/payouts/batches/{batchId}/paid',
    group: 'admin',
    operationId: 'adminPayPayoutBatch',
    summary: 'Marks an approved batch paid: each hold leaves the ledger as a payout, its tax is recorded as withheld.',
    access: 'staff',
    params: BatchParams,
    body: v.object({}),
    response: PayoutBatch,
    idempotent: true,
  }),
  rejectPayout: defineRoute({
    method: 'POST',
    path: '/api/admin/payouts/withdrawals/{withdrawId}/reject',
    group: 'admin',
    operationId: 'adminRejectPayout',
    summary: 'Rejects a requested or approved withdrawal with a reason the streamer sees; the hold goes back to them.',
    access: 'staff',
    params: WithdrawalParams,
    body: v.object({ reason: RejectReason }),
    response: PayoutWithdrawal,
    idempotent: true,
  }),
};
