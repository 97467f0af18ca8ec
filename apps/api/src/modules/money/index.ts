// The money module's public surface: the rest of the API imports it from here only.
export { moneyRoutesPlugin } from './money-routes';
export { splitCommission } from './commission';
export { seedDemoMoney } from './demo-money';
export { postGift } from './gifts/post-gift';
export type { GiftEvent, GiftEventBus } from './gift-events';
export type { SubscriptionEvent, SubscriptionEventBus } from './subscription-events';
export { renewDueSubscriptions } from './subscriptions/renewal-job';
export { activeAt } from './subscriptions/subscription-view';
export { walletHistory } from './luv/ledger-queries';
export { applyPayoutAccount, type PayoutAccount } from './settings/apply-payout-account';
export { settleWithdrawal } from './withdrawals/settle-withdrawal';
export { maskAccount } from './withdrawals/withdrawal-view';
