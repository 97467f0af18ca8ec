// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyApi as api } from '../lazy-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    flaxPayment: build.mutation<FlaxPaymentApiResponse, FlaxPaymentApiArg>({
      query: (queryArg) => ({
        url: `/api/shoppings/flax/payments`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    startGuardianConsent: build.mutation<StartGuardianConsentApiResponse, StartGuardianConsentApiArg>({
      query: () => ({ url: `/api/shoppings/guardian-consent`, method: 'POST' }),
    }),
    guardianConsentCallback: build.mutation<GuardianConsentCallbackApiResponse, GuardianConsentCallbackApiArg>({
      query: (queryArg) => ({ url: `/api/shoppings/guardian-consent/callback`, method: 'POST', body: queryArg.body }),
    }),
    luvPayment: build.mutation<LuvPaymentApiResponse, LuvPaymentApiArg>({
      query: (queryArg) => ({
        url: `/api/shoppings/luv/payments`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    shoppingPaymentList: build.query<ShoppingPaymentListApiResponse, ShoppingPaymentListApiArg>({
      query: (queryArg) => ({
        url: `/api/shoppings/payments`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    paymentsCancel: build.mutation<PaymentsCancelApiResponse, PaymentsCancelApiArg>({
      query: (queryArg) => ({
        url: `/api/shoppings/payments-cancel`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    shoppingPayment: build.query<ShoppingPaymentApiResponse, ShoppingPaymentApiArg>({
      query: (queryArg) => ({ url: `/api/shoppings/payments/${encodeURIComponent(String(queryArg.orderId))}` }),
    }),
    shoppingProducts: build.query<ShoppingProductsApiResponse, ShoppingProductsApiArg>({
      query: () => ({ url: `/api/shoppings/products` }),
    }),
    purchaseLimits: build.query<PurchaseLimitsApiResponse, PurchaseLimitsApiArg>({
      query: () => ({ url: `/api/shoppings/purchase-limits` }),
    }),
    shoppingPurchaseRights: build.query<ShoppingPurchaseRightsApiResponse, ShoppingPurchaseRightsApiArg>({
      query: () => ({ url: `/api/shoppings/purchase-rights` }),
    }),
    shoppingReceipts: build.query<ShoppingReceiptsApiResponse, ShoppingReceiptsApiArg>({
      query: (queryArg) => ({
        url: `/api/shoppings/receipts`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    useCoupon: build.mutation<UseCouponApiResponse, UseCouponApiArg>({
      query: (queryArg) => ({
        url: `/api/shoppings/useCoupon`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    shoppingWalletLots: build.query<ShoppingWalletLotsApiResponse, ShoppingWalletLotsApiArg>({
      query: () => ({ url: `/api/shoppings/wallet-lots` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as shoppingsEndpoints };
export type FlaxPaymentApiResponse = /** status 201 OK */ PaymentOrder;
export type FlaxPaymentApiArg = {
  /** One value per intended operation; a retry with the same value gets the first answer. */
  'Idempotency-Key': string;
  body: {
    productCode: string;
    method: 'kakaopay' | 'virtualaccount' | 'myaccount' | 'mobile' | 'creditcard' | 'CARD';
    password?: string;
  };
};
export type StartGuardianConsentApiResponse = /** status 200 OK */ {
  status: 1 | 2 | 3;
  url: string | null;
};
export type StartGuardianConsentApiArg = void;
export type GuardianConsentCallbackApiResponse = /** status 200 OK */ {
  msg: 'ok';
};
export type GuardianConsentCallbackApiArg = {
  body: {
    requestId: string;
    result: 'approved' | 'rejected';
    birthday?: string;
    name?: string;
    signature: string;
  };
};
export type LuvPaymentApiResponse = /** status 201 OK */ PaymentOrder;
export type LuvPaymentApiArg = {
  /** One value per intended operation; a retry with the same value gets the first answer. */
  'Idempotency-Key': string;
  body: {
    productCode: string;
    method: 'kakaopay' | 'virtualaccount' | 'myaccount' | 'mobile' | 'creditcard' | 'CARD';
    password?: string;
  };
};
export type ShoppingPaymentListApiResponse = /** status 200 OK */ {
  items: Payment[];
  page: number;
  size: number;
  total: number;
};
export type ShoppingPaymentListApiArg = {
  page?: number;
  size?: number;
};
export type PaymentsCancelApiResponse = /** status 200 OK */ Payment;
export type PaymentsCancelApiArg = {
  /** One value per intended operation; a retry with the same value gets the first answer. */
  'Idempotency-Key': string;
  body: {
    orderId: string;
  };
};
export type ShoppingPaymentApiResponse = /** status 200 OK */ Payment;
export type ShoppingPaymentApiArg = {
  orderId: string;
};
export type ShoppingProductsApiResponse = /** status 200 OK */ {
  luv: Product[];
  flax: Product[];
};
export type ShoppingProductsApiArg = void;
export type PurchaseLimitsApiResponse = /** status 200 OK */ {
  dailyLimit: number;
  dailyUsed: number;
  minor: boolean;
  monthlyLimit: number | null;
  monthlyUsed: number | null;
  guardianConsent: {
    status: 1 | 2 | 3;
    consentedAt: string | null;
  } | null;
};
export type PurchaseLimitsApiArg = void;
export type ShoppingPurchaseRightsApiResponse = /** status 200 OK */ {
  withdrawalDays: number;
  purchasedValidityYears: number;
  freeValidityDays: number;
  expiryNoticeDays: number;
};
export type ShoppingPurchaseRightsApiArg = void;
export type ShoppingReceiptsApiResponse = /** status 200 OK */ {
  items: {
    receiptId: number;
    kind: 'payment' | 'refund' | 'payout';
    reference: string;
    amountWon: number;
    detail: {
      [key: string]: any;
    };
    channel: 'sms' | 'none';
    sentAt: string | null;
    createdAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type ShoppingReceiptsApiArg = {
  page?: number;
  size?: number;
};
export type UseCouponApiResponse = /** status 200 OK */ {
  couponNumber: string;
  itemCode: number;
  quantity: number;
  balance: number;
};
export type UseCouponApiArg = {
  /** One value per intended operation; a retry with the same value gets the first answer. */
  'Idempotency-Key': string;
  body: {
    couponNumber: string;
  };
};
export type ShoppingWalletLotsApiResponse = /** status 200 OK */ {
  lots: {
    lotId: number;
    itemCode: number;
    source: 'purchase' | 'free' | 'opening';
    quantity: number;
    remaining: number;
    acquiredAt: string;
    expiresAt: string;
    expiringSoon: boolean;
  }[];
  rights: {
    withdrawalDays: number;
    purchasedValidityYears: number;
    freeValidityDays: number;
    expiryNoticeDays: number;
  };
};
export type ShoppingWalletLotsApiArg = void;
export type VirtualAccount = {
  bank: string;
  accountNumber: string;
  dueDate: string;
};
export type Payment = {
  orderId: string;
  kind: 'luv' | 'flax';
  productCode: string;
  itemCode: number;
  quantity: number;
  price: number;
  method: 'kakaopay' | 'virtualaccount' | 'myaccount' | 'mobile' | 'creditcard' | 'CARD';
  state: 0 | 1 | 2 | 6 | 7 | 8 | 9;
  virtualAccount: VirtualAccount | null;
  depositedAmount: number | null;
  failureCode: string | null;
  failureMessage: string | null;
  createdAt: string;
  approvedAt: string | null;
  cancelledAt: string | null;
  withdrawableUntil: string | null;
  unusedQuantity: number | null;
};
export type PaymentOrder = {
  payment: Payment;
  checkoutUrl: string;
};
export type AnsweredFieldError = {
  field: string;
  in: 'path' | 'query' | 'body' | 'header';
  message: string;
  key: string;
  params?: {
    [key: string]: string | number;
  };
};
export type ErrorBody = {
  statusCode: number;
  code: string;
  message: string;
  key: string;
  params?: {
    [key: string]: string | number;
  };
  errors?: AnsweredFieldError[];
};
export type Product = {
  productCode: string;
  itemCode: number;
  quantity: number;
  price: number;
};
