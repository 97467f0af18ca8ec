export { formatCurrency } from './shared/format-currency';
export { formatWon } from './shared/format-won';
export { subscriptionPlans, type SubscriptionPlan, type SubscriptionPlanId } from './subscription/subscription-plans';
export * from './nav';
export * from './header';
// Pages, one per route of the shell's payment-routes.tsx.
export { ShopPage } from './shop/ShopPage';
export { PaymentResultPage } from './result/PaymentResultPage';
export { WalletPage } from './wallet/WalletPage';
export { SubscriptionsPage } from './subscription/SubscriptionsPage';
export { ExchangeEventPage } from './exchange/ExchangeEventPage';
export { EarningsPage } from './earnings/EarningsPage';
// Dialogs other features mount (the live room): each button hides itself where the brand lacks the feature.
export { GiftButton, type GiftButtonProps } from './gift/GiftButton';
export { GiftDialog, type GiftDialogProps } from './gift/GiftDialog';
export { SubscribeButton, type SubscribeButtonProps } from './subscription/SubscribeButton';
export { SubscribeDialog, type SubscribeDialogProps } from './subscription/SubscribeDialog';
export { GatewayHandoffContext, type GatewayHandoff } from './shop/gateway-handoff';
