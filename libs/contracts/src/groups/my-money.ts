import * as v from 'valibot';
import { defineRoute } from '../route';
import { Page, PageSize } from '../fields';
import { PAGE_SIZES } from '../limits';
import { MONEY_MESSAGES } from '../messages';
import { LUV_PRESET_LIMITS } from '../catalog';
import { ITEM } from '../item-catalog';
import { At, BigIdParam, Id, ItemCode, PageOf, Quantity } from './money-fields';

export const MyItem = v.object({ itemCode: v.number(), quantity: v.number() });
export const MyItemPage = PageOf(MyItem);
export const ItemUseBody = v.object({ itemCode: ItemCode, quantity: v.optional(Quantity, 1), channelId: v.optional(Id) });
export const ItemUsed = v.object({ useId: v.number(), itemCode: v.number(), quantity: v.number(), remaining: v.number() });

export const BankAccountBody = v.object({
  bankCode: v.pipe(v.string(), v.regex(/^\d{3}$/, MONEY_MESSAGES.bankCode)),
  bankAccount: v.pipe(v.string(), v.transform((value) => value.replace(/[\s-]/g, '')), v.regex(/^\d{8,20}$/, MONEY_MESSAGES.bankAccount)),
  bankHolderName: v.pipe(v.string(), v.trim(), v.minLength(1, MONEY_MESSAGES.bankHolderName), v.maxLength(40, MONEY_MESSAGES.bankHolderName)),
  /** The member's current password, asked again for every registration or change (docs/money.md, "Payout account"). */
  password: v.pipe(v.string(), v.minLength(1, MONEY_MESSAGES.payoutPasswordRequired), v.maxLength(100, MONEY_MESSAGES.payoutPasswordWrong)),
});
export const BankInfo = v.object({
  account: v.nullable(
    v.object({
      bankCode: v.string(),
      bankAccount: v.string(),
      bankHolderName: v.string(),
      /** No withdrawal is paid to it before this: a changed account is held 72 hours. */
      usableFrom: At,
    }),
  ),
  banks: v.array(v.object({ code: v.string(), name: v.string() })),
  /** Whether the member's identity is verified: registering an account and withdrawing need it. */
  identityVerified: v.boolean(),
});

export const LuvPreset = v.object({ amounts: v.array(v.number()) });
export const LuvPresetBody = v.object({
  amounts: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LUV_PRESET_LIMITS.maxAmount))),
    v.minLength(1),
    v.maxLength(LUV_PRESET_LIMITS.count),
  ),
});

export const SUBSCRIPTION_PLANS = ['oneMonth', 'threeMonths'] as const;
/** The subscription ticket that pays for each plan instead of the currency. */
export const SUBSCRIPTION_PLAN_TICKETS: Record<(typeof SUBSCRIPTION_PLANS)[number], number> = {
  oneMonth: ITEM.ticketOneMonth,
  threeMonths: ITEM.ticketThreeMonths,
};
export const SubscriptionSchema = v.object({
  subscriptionId: v.number(),
  channelId: v.number(),
  channelName: v.string(),
  memberNickname: v.string(),
  plan: v.picklist(SUBSCRIPTION_PLANS),
  /** 1 subscribed, 2 unsubscribed, 3 expired, 4 unused, 5 renewal cancelled. */
  state: v.picklist([1, 2, 3, 4, 5]),
  autoRenew: v.boolean(),
  startedAt: At,
  expiresAt: At,
  periods: v.number(),
});
export const SubscriptionPage = PageOf(SubscriptionSchema);
export const SubscribeBody = v.object({
  channelId: Id,
  plan: v.picklist(SUBSCRIPTION_PLANS),
  /** Renew monthly from the wallet (one-month plan only). */
  autoRenew: v.optional(v.boolean(), true),
  /** Pay with the plan's subscription ticket (SUBSCRIPTION_PLAN_TICKETS) instead of the currency. */
  useTicket: v.optional(v.boolean(), false),
});

const page = v.object({ page: Page, size: PageSize(PAGE_SIZES.items) });

export const myMoneyRoutes = {
  items: defineRoute({
    method: 'GET',
    path: '/api/my/items',
    group: 'my',
    operationId: 'myItems',
    summary: 'Items the member holds (not the currency), by code.',
    access: 'member',
    query: page,
    response: MyItemPage,
  }),
  itemUse: defineRoute({
    method: 'POST',
    path: '/api/my/item-use',
    group: 'my',
    operationId: 'myItemUse',
    summary: 'Uses up items (a room pass in a channel).',
    access: 'member',
    idempotent: true,
    body: ItemUseBody,
    response: ItemUsed,
  }),
  banks: defineRoute({
    method: 'GET',
    path: '/api/my/banks',
    group: 'my',
    operationId: 'myBanks',
    summary: 'The registered withdrawal account (number masked) and the banks to choose from.',
    access: 'member',
    response: BankInfo,
  }),
  updateBanks: defineRoute({
    method: 'PUT',
    path: '/api/my/banks',
    group: 'my',
    operationId: 'myUpdateBanks',
    summary: 'Registers or replaces the withdrawal account: needs the password and a verified identity whose name is the holder; a change is held 72 hours.',
    access: 'member',
    body: BankAccountBody,
    response: BankInfo,
  }),
  luvPreset: defineRoute({
    method: 'GET',
    path: '/api/my/luv-preset',
    group: 'my',
    operationId: 'myLuvPreset',
    summary: 'The gift amounts the gift dialog offers this member.',
    access: 'member',
    response: LuvPreset,
  }),
  updateLuvPreset: defineRoute({
    method: 'PUT',
    path: '/api/my/luv-preset',
    group: 'my',
    operationId: 'myUpdateLuvPreset',
    summary: 'Sets the gift amounts (1 to 6 of them).',
    access: 'member',
    body: LuvPresetBody,
    response: LuvPreset,
  }),
  subscriptions: defineRoute({
    method: 'GET',
    path: '/api/my/subscriptions',
    group: 'my',
    operationId: 'mySubscriptions',
    summary: "Channels the member subscribes to (and did), newest first.",
    access: 'member',
    query: page,
    response: SubscriptionPage,
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/my/subscriptions',
    group: 'my',
    operationId: 'mySubscribe',
    summary: 'Subscribes to a channel: 3300 for one month (renewed monthly) or 9900 for three months, from the wallet or a ticket.',
    access: 'member',
    idempotent: true,
    body: SubscribeBody,
    response: SubscriptionSchema,
    status: 201,
  }),
  cancelRenewal: defineRoute({
    method: 'POST',
    path: '/api/my/subscriptions/{subscriptionId}/cancel-renewal',
    group: 'my',
    operationId: 'myCancelRenewal',
    summary: 'Stops the monthly renewal; the subscription lasts until it expires.',
    access: 'member',
    params: v.object({ subscriptionId: BigIdParam }),
    response: SubscriptionSchema,
  }),
  subscribers: defineRoute({
    method: 'GET',
    path: '/api/my/subscribers',
    group: 'my',
    operationId: 'mySubscribers',
    summary: "Members subscribed to the member's channel, newest first.",
    access: 'member',
    query: page,
    response: SubscriptionPage,
  }),
};

export const SubscriberCount = v.object({ channelId: v.number(), count: v.number() });
export const subscriberCountRoute = defineRoute({
  method: 'GET',
  path: '/api/guest/subscriber-count',
  group: 'guest',
  operationId: 'subscriberCount',
  summary: 'How many members subscribe to a channel now.',
  access: 'public',
  query: v.object({ channelId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  response: SubscriberCount,
});

export const PaymentFailure = v.object({
  orderId: v.string(),
  state: v.number(),
  code: v.nullable(v.string()),
  message: v.nullable(v.string()),
});
export const paymentFailureRoute = defineRoute({
  method: 'GET',
  path: '/v2/api/guest/payment-failure',
  group: 'guest',
  operationId: 'paymentFailure',
  summary: 'Why an order failed, for the failure page the gateway returns the buyer to.',
  access: 'public',
  query: v.object({ orderId: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) }),
  response: PaymentFailure,
});
