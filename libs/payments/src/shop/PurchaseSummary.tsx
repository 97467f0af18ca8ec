import type { shoppingsApi } from '@onair/api-client';
import type { PaymentMethod } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { packageName } from '../shared/item-label';
import { useMoney } from '../shared/use-money';
import { METHOD_LABEL_KEYS } from './payment-methods';
import { vatIn } from './vat';

/**
 * What is being bought, at every step of the shop: the package (in the brand's currency or the
 * item), the amount in won with the VAT inside it, and the method.
 */
export function PurchaseSummary({
  product,
  method,
}: {
  product: shoppingsApi.Product | undefined;
  method?: PaymentMethod;
}) {
  const t = useT();
  const money = useMoney();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted">{t('payments.shop.selected')}</dt>
      <dd className="font-semibold text-text">
        {product ? packageName(t, money, product.itemCode, product.quantity) : t('payments.shop.chooseProduct')}
      </dd>
      <dt className="text-muted">{t('payments.shop.total')}</dt>
      <dd className="font-bold text-accent">
        {product
          ? t('payments.shop.withVat', { price: money.won(product.price), vat: money.won(vatIn(product.price)) })
          : '-'}
      </dd>
      {method && (
        <>
          <dt className="text-muted">{t('payments.shop.method')}</dt>
          <dd className="text-text">{t(METHOD_LABEL_KEYS[method])}</dd>
        </>
      )}
    </dl>
  );
}
