import type { Gateway } from './gateway';
import type { Payment } from './payment';

export const DECISIONS = ['approve', 'approval_error', 'decline', 'cancel', 'return'] as const;
export type Decision = (typeof DECISIONS)[number];

export const isDecision = (value: unknown): value is Decision => DECISIONS.includes(value as Decision);

const withParams = (base: string, params: Record<string, string>) => {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
};

const successUrl = (payment: Payment) => withParams(payment.successUrl, { orderId: payment.orderId, paymentKey: payment.paymentKey, amount: String(payment.amount) });
const failUrl = (payment: Payment, code: string, message: string) => withParams(payment.failUrl, { orderId: payment.orderId, code, message });

/**
 * Where the checkout window goes after a decision (a 303). From the page, 결제하기 on a virtual
 * account first shows the issued account; `stepByStep: false` (the ?decide= shortcut) goes straight on.
 * Throws the gateway's 404/409 when the payment is unknown or already decided.
 */
export function decide(gateway: Gateway, paymentKey: string, decision: Decision, { stepByStep }: { stepByStep: boolean }): string {
  switch (decision) {
    case 'approve': {
      const payment = gateway.authorize(paymentKey);
      return payment.virtualAccount && stepByStep ? `/gateway/checkout/${encodeURIComponent(paymentKey)}` : successUrl(payment);
    }
    case 'approval_error':
      return successUrl(gateway.authorize(paymentKey, { failAtConfirm: true }));
    case 'return': {
      const payment = gateway.find(paymentKey);
      if (payment.status !== 'IN_PROGRESS') return `/gateway/checkout/${encodeURIComponent(paymentKey)}`;
      return successUrl(payment);
    }
    case 'decline': {
      const payment = gateway.decline(paymentKey);
      return failUrl(payment, payment.failure?.code ?? 'PAY_PROCESS_ABORTED', payment.failure?.message ?? '');
    }
    case 'cancel':
      return failUrl(gateway.abandon(paymentKey), 'PAY_PROCESS_CANCELED', '사용자에 의해 결제가 취소되었습니다.');
  }
}
