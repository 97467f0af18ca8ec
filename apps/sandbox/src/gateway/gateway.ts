import { randomBytes } from 'node:crypto';
import { GatewayError, notFoundPayment } from './gateway-error';
import type { Payment, WebhookFaults } from './payment';
import type { CreatePaymentInput } from './schemas';
import { issueVirtualAccount } from './virtual-account';
import type { WebhookDispatcher } from './webhooks';

const alreadyProcessed = () => new GatewayError(409, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
const alreadyCanceled = () => new GatewayError(409, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');

export const CARD_METHODS: readonly string[] = ['creditcard', 'CARD'];
export const APPROVAL_ERROR = { code: 'APPROVAL_ERROR', message: '카드사 승인이 거절되었습니다.' };
/**
 * Why the gateway itself refunds an approved payment (a card chargeback, a refund from the PG's own
 * console): the merchant did not ask, and hears of it only from the CANCELED webhook.
 */
export const GATEWAY_REFUND_REASON = '결제사 직권 취소';

/** The payments in memory and every change to them; each change that ends a step sends its webhook. */
export function createGateway(webhooks: WebhookDispatcher, { limit = 1000 }: { limit?: number } = {}) {
  const payments = new Map<string, Payment>();
  const byOrderId = new Map<string, string>();
  const now = () => new Date().toISOString();

  function find(paymentKey: string): Payment {
    const payment = payments.get(paymentKey);
    if (!payment) throw notFoundPayment();
    return payment;
  }
  function readyOnly(payment: Payment) {
    if (payment.status !== 'READY') throw alreadyProcessed();
  }

  return {
    find,
    get: (paymentKey: string): Payment | undefined => payments.get(paymentKey),
    /** Newest first. */
    list: (orderId?: string) =>
      [...payments.values()].reverse().filter((payment) => orderId === undefined || payment.orderId === orderId),

    create(input: CreatePaymentInput): Payment {
      if (byOrderId.has(input.orderId))
        throw new GatewayError(409, 'DUPLICATED_ORDER_ID', '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.');
      const payment: Payment = {
        paymentKey: `sbx_${randomBytes(16).toString('hex')}`,
        ...input,
        customerName: input.customerName ?? null,
        webhookUrl: input.webhookUrl ?? null,
        status: 'READY',
        requestedAt: now(),
        approvedAt: null,
        canceledAt: null,
        cancelReason: null,
        failAtConfirm: false,
        virtualAccount: null,
        depositedAmount: null,
        failure: null,
        faults: { duplicate: false, hold: false, delayMs: 0 },
        events: [],
        deliveries: [],
      };
      payments.set(payment.paymentKey, payment);
      byOrderId.set(payment.orderId, payment.paymentKey);
      if (payments.size > limit) payments.delete(payments.keys().next().value as string);
      return payment;
    },

    /** The checkout's 결제하기 (or 승인 오류, which authorizes a payment whose confirm will fail). A virtual account is issued here. */
    authorize(paymentKey: string, { failAtConfirm = false } = {}): Payment {
      const payment = find(paymentKey);
      readyOnly(payment);
      payment.status = 'IN_PROGRESS';
      payment.failAtConfirm = failAtConfirm;
      if (payment.method === 'virtualaccount') payment.virtualAccount = issueVirtualAccount(payment.customerName);
      return payment;
    },

    /** The checkout's 결제 실패. */
    decline(paymentKey: string): Payment {
      const payment = find(paymentKey);
      readyOnly(payment);
      payment.status = 'ABORTED';
      payment.failure = CARD_METHODS.includes(payment.method)
        ? { code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' }
        : { code: 'PAY_PROCESS_ABORTED', message: '결제 진행 중 승인에 실패하여 결제가 중단되었습니다.' };
      webhooks.emit(payment, 'PAYMENT_STATUS_CHANGED', 'ABORTED');
      return payment;
    },

    /** The checkout's 취소: the buyer closed the window. */
    abandon(paymentKey: string): Payment {
      const payment = find(paymentKey);
      readyOnly(payment);
      payment.status = 'CANCELED';
      payment.canceledAt = now();
      payment.cancelReason = '사용자에 의해 결제가 취소되었습니다.';
      webhooks.emit(payment, 'PAYMENT_STATUS_CHANGED', 'CANCELED');
      return payment;
    },

    /** The merchant's confirm; asking again for a confirmed payment answers the same. */
    confirm({ paymentKey, orderId, amount }: { paymentKey: string; orderId: string; amount: number }): Payment {
      const payment = find(paymentKey);
      if (payment.orderId !== orderId)
        throw new GatewayError(400, 'INVALID_REQUEST', 'orderId가 결제 정보와 일치하지 않습니다.');
      if (payment.amount !== amount) throw new GatewayError(400, 'INVALID_AMOUNT', '결제 금액이 일치하지 않습니다.');
      switch (payment.status) {
        case 'READY':
          throw new GatewayError(400, 'NOT_AUTHORIZED_PAYMENT', '결제창에서 인증되지 않은 결제입니다.');
        case 'DONE':
        case 'WAITING_FOR_DEPOSIT':
          return payment;
        case 'ABORTED':
          throw new GatewayError(
            400,
            payment.failure?.code ?? 'ALREADY_PROCESSED_PAYMENT',
            payment.failure?.message ?? '이미 처리된 결제 입니다.',
          );
        case 'CANCELED':
          throw alreadyCanceled();
        case 'PARTIAL_DEPOSIT':
          throw alreadyProcessed();
        case 'IN_PROGRESS':
          break;
      }
      if (payment.failAtConfirm) {
        payment.status = 'ABORTED';
        payment.failure = APPROVAL_ERROR;
        webhooks.emit(payment, 'PAYMENT_STATUS_CHANGED', 'ABORTED');
        throw new GatewayError(400, APPROVAL_ERROR.code, APPROVAL_ERROR.message);
      }
      if (payment.virtualAccount) {
        payment.status = 'WAITING_FOR_DEPOSIT';
        webhooks.emit(payment, 'PAYMENT_STATUS_CHANGED', 'WAITING_FOR_DEPOSIT');
      } else {
        payment.status = 'DONE';
        payment.approvedAt = now();
        webhooks.emit(payment, 'PAYMENT_STATUS_CHANGED', 'DONE');
      }
      return payment;
    },

    /** The merchant's cancel: before or after approval, and of an unpaid virtual account. */
    cancel(paymentKey: string, cancelReason: string): Payment {
      const payment = find(paymentKey);
      if (payment.status === 'CANCELED') throw alreadyCanceled();
      if (payment.status === 'ABORTED' || payment.status === 'PARTIAL_DEPOSIT')
        throw new GatewayError(409, 'NOT_CANCELABLE_PAYMENT', '취소할 수 없는 결제입니다.');
      payment.status = 'CANCELED';
      payment.canceledAt = now();
      payment.cancelReason = cancelReason;
      webhooks.emit(payment, 'PAYMENT_STATUS_CHANGED', 'CANCELED');
      return payment;
    },

    /** Money into the virtual account: the exact amount completes the payment, any other is a wrong deposit. */
    deposit(paymentKey: string, amount?: number): Payment {
      const payment = find(paymentKey);
      if (payment.status !== 'WAITING_FOR_DEPOSIT')
        throw new GatewayError(409, 'NOT_WAITING_FOR_DEPOSIT', '입금을 기다리는 가상계좌 결제가 아닙니다.');
      const deposited = amount ?? payment.amount;
      payment.depositedAmount = deposited;
      if (deposited === payment.amount) {
        payment.status = 'DONE';
        payment.approvedAt = now();
      } else {
        payment.status = 'PARTIAL_DEPOSIT';
      }
      webhooks.emit(payment, 'DEPOSIT_CALLBACK', payment.status === 'DONE' ? 'DONE' : 'PARTIAL_DEPOSIT', deposited);
      return payment;
    },

    setFaults(paymentKey: string, faults: Partial<WebhookFaults>): WebhookFaults {
      const payment = find(paymentKey);
      payment.faults = {
        ...payment.faults,
        ...Object.fromEntries(Object.entries(faults).filter(([, value]) => value !== undefined)),
      };
      return payment.faults;
    },
  };
}

export type Gateway = ReturnType<typeof createGateway>;

/** A wrong amount for the operator's "입금(잘못된 금액)": 1,000 won short, or over when the price is that small. */
export const wrongDepositAmount = (amount: number) => (amount > 1000 ? amount - 1000 : amount + 1000);
