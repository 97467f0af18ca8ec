import { useSearchParams } from 'react-router';
import { FeatureGate, SignInRequired } from '@onair/auth/gates';
import { PAYMENT_STATE } from '@onair/contracts';
import { selectSessionRestoring, useAppSelector } from '@onair/store';
import { LoadingState } from '@onair/ui';
import { ApprovalErrorScreen } from './ApprovalErrorScreen';
import { ApprovedScreen } from './ApprovedScreen';
import { CancelledScreen } from './CancelledScreen';
import { InProgressScreen } from './InProgressScreen';
import { NoOrderScreen } from './NoOrderScreen';
import { UnfinishedScreen } from './UnfinishedScreen';
import { usePaymentResult } from './use-payment-result';
import { WrongDepositScreen } from './WrongDepositScreen';

/** /luv/payment/result?orderId=…: where the gateway sends the buyer back; one screen per payment state. */
export function PaymentResultPage() {
  return (
    <FeatureGate flag="luvPurchase">
      <PaymentResult />
    </FeatureGate>
  );
}

function PaymentResult() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const restoring = useAppSelector(selectSessionRestoring);
  const { payment, failure } = usePaymentResult(restoring ? '' : orderId);

  if (!orderId) return <NoOrderScreen />;
  if (restoring || payment.isLoading || failure.isLoading) return <LoadingState />;

  const order = payment.data;
  const failureMessage = failure.data?.message ?? order?.failureMessage ?? null;
  if (!order) {
    // No order to show (a visitor, or not this member's): the guest details still tell a failure apart.
    if (failure.data?.state === PAYMENT_STATE.approvalError)
      return <ApprovalErrorScreen failureMessage={failureMessage} />;
    if (failure.data?.state === PAYMENT_STATE.cancelled) return <CancelledScreen />;
    return payment.isUninitialized ? <SignInRequired /> : <NoOrderScreen />;
  }
  switch (order.state) {
    case PAYMENT_STATE.approved:
      return <ApprovedScreen payment={order} />;
    case PAYMENT_STATE.inProgress:
      return <InProgressScreen payment={order} />;
    case PAYMENT_STATE.wrongDeposit:
      return <WrongDepositScreen payment={order} />;
    case PAYMENT_STATE.cancelled:
      return <CancelledScreen payment={order} />;
    case PAYMENT_STATE.approvalError:
      return <ApprovalErrorScreen payment={order} failureMessage={failureMessage} />;
    default:
      return <UnfinishedScreen payment={order} />;
  }
}
