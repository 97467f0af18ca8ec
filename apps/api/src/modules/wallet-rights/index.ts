// The wallet-rights module's public surface: receipts, lots' validity and their jobs.
export { walletRightsPlugin } from './wallet-rights-plugin';
export { recordReceipt, type ReceiptInput } from './record-receipt';
export { deliverPendingReceipts } from './receipt-delivery';
export { expireDueLots } from './lot-expiry';
export { noticeExpiringLots } from './lot-expiry-notice';
export type { ReceiptDetail } from './receipt-text';
