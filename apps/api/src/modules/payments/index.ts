// The payments module's public surface: the rest of the API imports it from here only.
export { paymentsPlugin } from './payments-plugin';
export type { PaymentSettings } from './order-routes';
export type { FinanceRefunds, FinanceRefundOutcome } from './finance-refund';
