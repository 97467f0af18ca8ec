import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_STATE } from '@onair/contracts';
import { ledgerAccounts, ledgerEntries, type PaymentRow } from '@onair/db';
import type { Ledger, LedgerTx } from '@onair/ledger';
import { ApiError } from '../../platform/http/errors';
import { refundFromGateway } from './gateway-refund';
import { GatewayRefusal } from './gateway/index';
import type { OrderDeps } from './order-routes';

export type FinanceRefundOutcome = { payment: PaymentRow; takenBack: number; owed: number; refundedNow: boolean };

/** Writes the staff member's audit record in the refund's transaction, so both commit or neither. */
export type RefundAudit = (tx: LedgerTx, outcome: FinanceRefundOutcome) => Promise<void>;

const notFound = () => new ApiError(404, 'PAYMENT_NOT_FOUND', 'admin.paymentNotFound');

/**
 * Finance staff refund an approved payment from the console. Under the payment row's lock: the
 * gateway cancels it first (an earlier attempt's cancel, ALREADY_CANCELED_PAYMENT, counts as done),
 * then the ledger takes back what is left unused of its lot and books the rest as the member's
 * debt, as for a refund the gateway made on its own (refundFromGateway). A refund of a payment
 * already cancelled moves nothing and answers refundedNow false; the gateway's CANCELED webhook
 * that follows finds it cancelled too. Another brand's payment is answered as none.
 */
export function financeRefunds(deps: OrderDeps & { ledger: Ledger }) {
  return {
    async refund(orderId: string, brand: string, reason: string, audit: RefundAudit): Promise<FinanceRefundOutcome> {
      return deps.ledger.transaction(async (tx) => {
        const payment = await deps.store.lockByOrderId(tx, orderId);
        if (!payment || payment.brand !== brand) throw notFound();
        if (payment.state === PAYMENT_STATE.cancelled) return { payment, takenBack: 0, owed: 0, refundedNow: false };
        if (payment.state !== PAYMENT_STATE.approved || !payment.paymentKey)
          throw new ApiError(409, 'PAYMENT_NOT_REFUNDABLE', 'admin.paymentNotRefundable');
        await cancelAtGateway(deps, payment.paymentKey, reason);
        const refunded = await refundFromGateway(tx, deps.ledger, deps.store, payment, 'finance', 'finance');
        if (!refunded) throw new Error('the payment locked as approved did not move to cancelled');
        const takenBack = await walletTakenBack(tx, refunded);
        const outcome = { payment: refunded, takenBack, owed: payment.quantity - takenBack, refundedNow: true };
        await audit(tx, outcome);
        return outcome;
      });
    },
  };
}

export type FinanceRefunds = ReturnType<typeof financeRefunds>;

async function cancelAtGateway(deps: OrderDeps, paymentKey: string, reason: string) {
  try {
    await deps.gateway.cancel(paymentKey, reason);
  } catch (error) {
    if (error instanceof GatewayRefusal) {
      if (error.code === 'ALREADY_CANCELED_PAYMENT') return;
      throw new ApiError(409, 'GATEWAY_REFUND_REFUSED', 'admin.gatewayRefundRefused');
    }
    throw error;
  }
}

/** What the refund posting took out of the member's wallet. */
async function walletTakenBack(tx: LedgerTx, payment: PaymentRow) {
  if (!payment.refundTxId) return 0;
  const [row] = await tx
    .select({ amount: sql<string | number>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerEntries.accountId))
    .where(and(eq(ledgerEntries.txId, payment.refundTxId), eq(ledgerAccounts.kind, 'wallet')));
  return -Number(row?.amount ?? 0);
}
