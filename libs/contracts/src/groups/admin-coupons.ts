import * as v from 'valibot';
import { Page, PageSize } from '../fields';
import { defineRoute } from '../route';
import { BigIdParam, ItemCode, PageOf, Quantity } from './money-fields';

/** The most codes one batch makes. */
export const COUPON_BATCH_MAX = 10_000;

const Instant = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 date and time with an offset'));
const Title = v.pipe(v.string(), v.trim(), v.minLength(1, 'a title is required'), v.maxLength(100));
const Reason = v.pipe(v.string(), v.trim(), v.minLength(1, 'a reason is required'), v.maxLength(500));

export const CreateCouponBatchBody = v.object({
  title: Title,
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(COUPON_BATCH_MAX)),
  itemCode: ItemCode,
  quantity: v.pipe(Quantity, v.maxValue(1_000_000)),
  expiresAt: Instant,
  /** true: a member redeems one code of the batch at most; false: each code once, by anyone. */
  onePerMember: v.boolean(),
  /** A batch of one may be given its own code (letters and digits); others are drawn at random. */
  code: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{6,32}$/, 'must be 6 to 32 letters or digits')),
  ),
});

export const CouponBatch = v.object({
  batchId: v.number(),
  title: v.string(),
  itemCode: v.number(),
  quantity: v.number(),
  count: v.number(),
  onePerMember: v.boolean(),
  expiresAt: v.string(),
  disabledAt: v.nullable(v.string()),
  disabledReason: v.nullable(v.string()),
  redeemed: v.number(),
  createdAt: v.string(),
});
export type CouponBatch = v.InferOutput<typeof CouponBatch>;

export const CouponCodes = v.object({
  batchId: v.number(),
  codes: v.array(v.object({ couponNumber: v.string(), usedAt: v.nullable(v.string()) })),
});

export const CouponRedemption = v.object({
  couponNumber: v.string(),
  memberId: v.number(),
  loginId: v.string(),
  nickname: v.string(),
  usedAt: v.string(),
});

const BatchParams = v.object({ batchId: BigIdParam });
const Paging = v.object({ page: Page, size: PageSize(20) });

export const CreateExchangeEventBody = v.pipe(
  v.object({
    title: Title,
    fromItemCode: ItemCode,
    toItemCode: ItemCode,
    rateFrom: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
    rateTo: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
    perMemberLimit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000)),
    startsAt: Instant,
    endsAt: Instant,
  }),
  v.forward(
    v.check((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), 'the end must be after the start'),
    ['endsAt'],
  ),
);

export const ExchangeEventRow = v.object({
  eventId: v.number(),
  title: v.string(),
  fromItemCode: v.number(),
  toItemCode: v.number(),
  rateFrom: v.number(),
  rateTo: v.number(),
  perMemberLimit: v.number(),
  startsAt: v.string(),
  endsAt: v.string(),
  state: v.picklist(['scheduled', 'running', 'ended']),
  applications: v.number(),
  members: v.number(),
  amountFrom: v.number(),
  amountTo: v.number(),
});

export const ExchangeApplicationRow = v.object({
  applicationId: v.number(),
  memberId: v.number(),
  loginId: v.string(),
  amountFrom: v.number(),
  amountTo: v.number(),
  createdAt: v.string(),
});

const EventParams = v.object({ eventId: BigIdParam });

/** Coupon batches and exchange events in the operator console (docs/content.md, "Coupons"). */
export const adminCouponRoutes = {
  listCouponBatches: defineRoute({
    method: 'GET',
    path: '/api/admin/coupons/batches',
    group: 'admin',
    operationId: 'adminListCouponBatches',
    summary: "The request brand's coupon batches, newest first, with how many codes were redeemed.",
    access: 'staff',
    query: Paging,
    response: PageOf(CouponBatch),
  }),
  createCouponBatch: defineRoute({
    method: 'POST',
    path: '/api/admin/coupons/batches',
    group: 'admin',
    operationId: 'adminCreateCouponBatch',
    summary: 'Issues a batch of coupon codes of one item and quantity; redeeming one credits the member from issuance.',
    access: 'staff',
    body: CreateCouponBatchBody,
    response: CouponBatch,
    status: 201,
  }),
  couponCodes: defineRoute({
    method: 'GET',
    path: '/api/admin/coupons/batches/{batchId}/codes',
    group: 'admin',
    operationId: 'adminCouponCodes',
    summary: "Every code of a batch (the console's CSV export), with when each was used.",
    access: 'staff',
    params: BatchParams,
    response: CouponCodes,
  }),
  couponRedemptions: defineRoute({
    method: 'GET',
    path: '/api/admin/coupons/batches/{batchId}/redemptions',
    group: 'admin',
    operationId: 'adminCouponRedemptions',
    summary: "A batch's redeemed codes, newest first, with the member who redeemed each.",
    access: 'staff',
    params: BatchParams,
    query: Paging,
    response: PageOf(CouponRedemption),
  }),
  disableCouponBatch: defineRoute({
    method: 'POST',
    path: '/api/admin/coupons/batches/{batchId}/disable',
    group: 'admin',
    operationId: 'adminDisableCouponBatch',
    summary: 'Disables a batch: its unused codes are refused from now on; redeemed ones stay redeemed.',
    access: 'staff',
    params: BatchParams,
    body: v.object({ reason: Reason }),
    response: CouponBatch,
  }),
  listExchangeEvents: defineRoute({
    method: 'GET',
    path: '/api/admin/exchange-events',
    group: 'admin',
    operationId: 'adminListExchangeEvents',
    summary: "The request brand's exchange events, newest first, with their applications' totals.",
    access: 'staff',
    query: Paging,
    response: PageOf(ExchangeEventRow),
  }),
  createExchangeEvent: defineRoute({
    method: 'POST',
    path: '/api/admin/exchange-events',
    group: 'admin',
    operationId: 'adminCreateExchangeEvent',
    summary:
      'Creates an exchange event: rateFrom of one item become rateTo of another within the window, up to a limit per member.',
    access: 'staff',
    body: CreateExchangeEventBody,
    response: ExchangeEventRow,
    status: 201,
  }),
  exchangeApplications: defineRoute({
    method: 'GET',
    path: '/api/admin/exchange-events/{eventId}/applications',
    group: 'admin',
    operationId: 'adminExchangeApplications',
    summary: "An exchange event's applications, newest first.",
    access: 'staff',
    params: EventParams,
    query: Paging,
    response: PageOf(ExchangeApplicationRow),
  }),
  endExchangeEvent: defineRoute({
    method: 'POST',
    path: '/api/admin/exchange-events/{eventId}/end',
    group: 'admin',
    operationId: 'adminEndExchangeEvent',
    summary: 'Ends a running or scheduled exchange event now; applications made stay.',
    access: 'staff',
    params: EventParams,
    body: v.object({ reason: Reason }),
    response: ExchangeEventRow,
  }),
};
