import * as v from 'valibot';
import { defineRoute } from '../route';
import { Page, PageSize } from '../fields';
import { PAGE_SIZES } from '../limits';
import { At, MaybeAt, PageOf } from './money-fields';

/** A receipt sent to the member (payment, refund or payout); detail holds the figures it shows. */
export const Receipt = v.object({
  receiptId: v.number(),
  kind: v.picklist(['payment', 'refund', 'payout']),
  reference: v.string(),
  amountWon: v.number(),
  detail: v.record(v.string(), v.unknown()),
  /** sms when it went to the member's phone, none when there is no phone on file. */
  channel: v.picklist(['sms', 'none']),
  sentAt: MaybeAt,
  createdAt: At,
});
export const ReceiptPage = PageOf(Receipt);

/** One lot of the member's currency: what is left of one credit and until when it is valid. */
export const WalletLotView = v.object({
  lotId: v.number(),
  itemCode: v.number(),
  source: v.picklist(['purchase', 'free', 'opening']),
  quantity: v.number(),
  remaining: v.number(),
  acquiredAt: At,
  expiresAt: At,
  /** Within the brand's notice period (30 days) of its expiry. */
  expiringSoon: v.boolean(),
});
export const WalletLots = v.object({
  lots: v.array(WalletLotView),
  /** The brand's settings, disclosed on the shop page and the wallet. */
  rights: v.object({ withdrawalDays: v.number(), purchasedValidityYears: v.number(), freeValidityDays: v.number(), expiryNoticeDays: v.number() }),
});

export const walletRightsRoutes = {
  receipts: defineRoute({
    method: 'GET',
    path: '/api/shoppings/receipts',
    group: 'shoppings',
    operationId: 'shoppingReceipts',
    summary: "The member's receipts (payments, refunds, payouts), newest first.",
    access: 'member',
    query: v.object({ page: Page, size: PageSize(PAGE_SIZES.items) }),
    response: ReceiptPage,
  }),
  walletLots: defineRoute({
    method: 'GET',
    path: '/api/shoppings/wallet-lots',
    group: 'shoppings',
    operationId: 'shoppingWalletLots',
    summary: "The member's open lots of the currency, oldest first (the order they are spent in), with their validity.",
    access: 'member',
    response: WalletLots,
  }),
  rights: defineRoute({
    method: 'GET',
    path: '/api/shoppings/purchase-rights',
    group: 'shoppings',
    operationId: 'shoppingPurchaseRights',
    summary: "The brand's withdrawal-of-purchase period and validities, for the shop page's disclosure.",
    access: 'public',
    response: WalletLots.entries.rights,
  }),
};
