import type { PaymentMethod } from '@onair/contracts';

/** A payment's status at the gateway; payment-state.ts maps it to the SPEC's payment state. */
export type GatewayStatus =
  'READY' | 'IN_PROGRESS' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'ABORTED' | 'PARTIAL_DEPOSIT';

export type VirtualAccount = { bank: string; accountNumber: string; dueDate: string; customerName: string | null };

/** What the gateway answers about a payment (confirm, cancel and look-up alike). */
export type GatewayPayment = {
  paymentKey: string;
  orderId: string;
  orderName: string;
  method: PaymentMethod;
  status: GatewayStatus;
  totalAmount: number;
  requestedAt: string;
  approvedAt: string | null;
  canceledAt: string | null;
  cancelReason: string | null;
  virtualAccount: VirtualAccount | null;
  depositedAmount: number | null;
  /** Why an ABORTED payment failed (REJECT_CARD_PAYMENT, APPROVAL_ERROR, ...). */
  failure: { code: string; message: string } | null;
};

export type CreatePaymentInput = {
  orderId: string;
  orderName: string;
  /** Whole won. */
  amount: number;
  method: PaymentMethod;
  customerName?: string;
  /** The buyer's browser comes back here: ?orderId&paymentKey&amount after authorizing, ?orderId&code&message on failure. */
  successUrl: string;
  failUrl: string;
  /** Where the gateway posts its webhooks for this payment; none when left out. */
  webhookUrl?: string;
};

export type CreatedPayment = { paymentKey: string; orderId: string; checkoutUrl: string; status: 'READY' };

export type ConfirmInput = { paymentKey: string; orderId: string; amount: number };

/** A confirm that went through: approved, or (virtual account) waiting for the buyer's deposit. */
export type ConfirmedPayment =
  | (GatewayPayment & { status: 'DONE'; approvedAt: string })
  | (GatewayPayment & { status: 'WAITING_FOR_DEPOSIT'; virtualAccount: VirtualAccount });

export type CanceledPayment = GatewayPayment & { status: 'CANCELED' };

export type GatewayClient = {
  /** Opens a payment; the buyer's browser goes to checkoutUrl next. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Approves what the buyer authorized; asking again for a confirmed payment answers the same. */
  confirm(input: ConfirmInput): Promise<ConfirmedPayment>;
  /** Cancels (refunds when approved). */
  cancel(paymentKey: string, cancelReason: string): Promise<CanceledPayment>;
  /** The gateway's view, for reconciliation. */
  get(paymentKey: string): Promise<GatewayPayment>;
};
