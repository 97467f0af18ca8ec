import * as v from 'valibot';
import { defineRoute } from '../route';
import { Page, PageSize } from '../fields';
import { PAGE_SIZES } from '../limits';
import { PAYMENT_METHODS } from '../enums';
import { At, MaybeAt, PageOf } from './money-fields';
import { MONEY_MESSAGES } from '../messages';
import { PersonalAuthCallbackBody } from './auth';

export const ProductSchema = v.object({
  productCode: v.string(),
  itemCode: v.number(),
  quantity: v.number(),
  price: v.number(),
});
export const Catalog = v.object({ luv: v.array(ProductSchema), flax: v.array(ProductSchema) });

/** The member's password, entered again before every payment (docs/money.md, "Purchase limits"). */
export const PurchasePassword = v.pipe(
  v.string(MONEY_MESSAGES.purchasePasswordRequired),
  v.minLength(1, MONEY_MESSAGES.purchasePasswordRequired),
  v.maxLength(100, MONEY_MESSAGES.purchasePasswordWrong),
);

export const OrderBody = v.object({
  productCode: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  method: v.picklist(PAYMENT_METHODS),
  // Missing reads as empty, so it gets the same clear message as an empty one.
  password: v.optional(PurchasePassword, ''),
});

/** 1 requested (the guardian is verifying), 2 given, 3 refused (the guardian's check failed or they are under 19). */
export const GUARDIAN_CONSENT_STATUS = { requested: 1, given: 2, refused: 3 } as const;

/** What the member may still buy, by the brand's limits; the shop shows it before any payment. */
export const PurchaseLimits = v.object({
  dailyLimit: v.number(),
  /** Won of orders today (Korean time) that count: every order not cancelled or failed. */
  dailyUsed: v.number(),
  /** Under 19 by the member's identity check. */
  minor: v.boolean(),
  /** The minors' monthly limit and this month's orders; null for a member who is not a minor. */
  monthlyLimit: v.nullable(v.number()),
  monthlyUsed: v.nullable(v.number()),
  /** The guardian's consent, for a minor: null until asked for. */
  guardianConsent: v.nullable(v.object({ status: v.picklist([1, 2, 3]), consentedAt: MaybeAt })),
});

export const GuardianConsentStart = v.object({
  status: v.picklist([1, 2, 3]),
  /** The identity provider's page the guardian completes in a popup; null when consent is already given. */
  url: v.nullable(v.string()),
});

export const VirtualAccount = v.object({ bank: v.string(), accountNumber: v.string(), dueDate: v.string() });

export const Payment = v.object({
  orderId: v.string(),
  kind: v.picklist(['luv', 'flax']),
  productCode: v.string(),
  itemCode: v.number(),
  quantity: v.number(),
  price: v.number(),
  method: v.picklist(PAYMENT_METHODS),
  /** 0 pending payment, 1 requested, 2 in progress, 6 wrong deposit, 7 cancelled, 8 approval error, 9 approved. */
  state: v.picklist([0, 1, 2, 6, 7, 8, 9]),
  virtualAccount: v.nullable(VirtualAccount),
  depositedAmount: v.nullable(v.number()),
  failureCode: v.nullable(v.string()),
  failureMessage: v.nullable(v.string()),
  createdAt: At,
  approvedAt: MaybeAt,
  cancelledAt: MaybeAt,
  /** 청약철회: the last moment an approved payment none of which is used may be refunded by the member; null otherwise. */
  withdrawableUntil: MaybeAt,
  /** What is left unused of what the payment put in the wallet (its lot); null when unknown or none. */
  unusedQuantity: v.nullable(v.number()),
});
export const PaymentPage = PageOf(Payment);
export const PaymentOrder = v.object({
  payment: Payment,
  /** Where the browser goes next to pay (the gateway's checkout page). */
  checkoutUrl: v.string(),
});

export const OrderIdBody = v.object({ orderId: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) });
export const CouponBody = v.object({
  couponNumber: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/[\s-]/g, '').toUpperCase()),
    v.regex(/^[A-Z0-9]{8,32}$/, '쿠폰번호를 확인해주세요.'),
  ),
});
export const CouponUsed = v.object({ couponNumber: v.string(), itemCode: v.number(), quantity: v.number(), balance: v.number() });

export const shoppingRoutes = {
  products: defineRoute({
    method: 'GET',
    path: '/api/shoppings/products',
    group: 'shoppings',
    operationId: 'shoppingProducts',
    summary: 'What the shop sells: currency packages (luv) and item packages (flax), prices in won with VAT.',
    access: 'public',
    response: Catalog,
  }),
  luvPayment: defineRoute({
    method: 'POST',
    path: '/api/shoppings/luv/payments',
    group: 'shoppings',
    operationId: 'luvPayment',
    summary: 'Orders a currency package and opens a payment at the gateway; the answer says where the buyer pays.',
    access: 'member',
    idempotent: true,
    body: OrderBody,
    response: PaymentOrder,
    status: 201,
  }),
  flaxPayment: defineRoute({
    method: 'POST',
    path: '/api/shoppings/flax/payments',
    group: 'shoppings',
    operationId: 'flaxPayment',
    summary: 'Orders an item package and opens a payment at the gateway.',
    access: 'member',
    idempotent: true,
    body: OrderBody,
    response: PaymentOrder,
    status: 201,
  }),
  paymentsCancel: defineRoute({
    method: 'POST',
    path: '/api/shoppings/payments-cancel',
    group: 'shoppings',
    operationId: 'paymentsCancel',
    summary: 'Cancels an order: before approval it is dropped; after approval it is refunded if nothing bought with it was spent.',
    access: 'member',
    idempotent: true,
    body: OrderIdBody,
    response: Payment,
  }),
  payment: defineRoute({
    method: 'GET',
    path: '/api/shoppings/payments/{orderId}',
    group: 'shoppings',
    operationId: 'shoppingPayment',
    summary: "One of the member's orders and its state.",
    access: 'member',
    params: v.object({ orderId: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) }),
    response: Payment,
  }),
  paymentList: defineRoute({
    method: 'GET',
    path: '/api/shoppings/payments',
    group: 'shoppings',
    operationId: 'shoppingPaymentList',
    summary: "The member's orders, newest first.",
    access: 'member',
    query: v.object({ page: Page, size: PageSize(PAGE_SIZES.items) }),
    response: PaymentPage,
  }),
  purchaseLimits: defineRoute({
    method: 'GET',
    path: '/api/shoppings/purchase-limits',
    group: 'shoppings',
    operationId: 'purchaseLimits',
    summary: "The brand's daily (and, for a minor, monthly) purchase limit, what the member used of it, and the guardian's consent.",
    access: 'member',
    response: PurchaseLimits,
  }),
  startGuardianConsent: defineRoute({
    method: 'POST',
    path: '/api/shoppings/guardian-consent',
    group: 'shoppings',
    operationId: 'startGuardianConsent',
    summary: "Starts a minor's guardian consent: the guardian verifies their identity at the provider (a popup).",
    access: 'member',
    response: GuardianConsentStart,
  }),
  guardianConsentCallback: defineRoute({
    method: 'POST',
    path: '/api/shoppings/guardian-consent/callback',
    group: 'shoppings',
    operationId: 'guardianConsentCallback',
    summary: "The identity provider's signed decision on a guardian's check (server to server).",
    access: 'public',
    body: PersonalAuthCallbackBody,
    response: v.object({ msg: v.literal('ok') }),
  }),
  useCoupon: defineRoute({
    method: 'POST',
    path: '/api/shoppings/useCoupon',
    group: 'shoppings',
    operationId: 'useCoupon',
    summary: 'Redeems a coupon number once, before it expires.',
    access: 'member',
    idempotent: true,
    body: CouponBody,
    response: CouponUsed,
  }),
};
