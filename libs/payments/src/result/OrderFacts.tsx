import type { shoppingsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { packageName } from '../shared/item-label';
import { useMoney } from '../shared/use-money';
import { METHOD_LABEL_KEYS } from '../shop/payment-methods';

/** What was ordered: the package, the price, the method and the order number. */
export function OrderFacts({ payment }: { payment: shoppingsApi.Payment }) {
  const t = useT();
  const money = useMoney();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded bg-surface-raised p-4">
      <dt className="text-muted">{t('payments.result.product')}</dt>
      <dd className="text-right font-semibold">{packageName(t, money, payment.itemCode, payment.quantity)}</dd>
      <dt className="text-muted">{t('payments.result.price')}</dt>
      <dd className="text-right font-semibold">{money.won(payment.price)}</dd>
      <dt className="text-muted">{t('payments.result.method')}</dt>
      <dd className="text-right">{t(METHOD_LABEL_KEYS[payment.method])}</dd>
      <dt className="text-muted">{t('payments.result.orderId')}</dt>
      <dd className="break-all text-right font-mono text-xs leading-5">{payment.orderId}</dd>
    </dl>
  );
}
