import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import type { shoppingsApi } from '@onair/api-client';
import { PAYMENT_METHODS, type PaymentMethod } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useMembersOnly } from '@onair/store';
import { Button } from '@onair/ui';
import { packageName } from '../shared/item-label';
import { useMoney } from '../shared/use-money';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { ProductPicker } from './ProductPicker';
import type { ShopTab } from './shop-query';
import { useCheckout } from './use-checkout';

type OrderInput = { productCode: string | null; method: PaymentMethod };

type ShopOrderFormProps = {
  kind: ShopTab;
  products: readonly shoppingsApi.Product[];
  initialProduct: string | null;
  initialMethod: PaymentMethod;
};

/** Pick a package and a payment method, then pay at the gateway. A visitor is asked to sign in first. */
export function ShopOrderForm({ kind, products, initialProduct, initialMethod }: ShopOrderFormProps) {
  const t = useT();
  const money = useMoney();
  const membersOnly = useMembersOnly();
  const { checkout, busy } = useCheckout();
  const codes = useMemo(() => products.map((product) => product.productCode), [products]);
  // A package on sale here and one of the methods offered: anything else is never sent.
  const resolver = useMemo(
    () =>
      valibotResolver(
        v.object({
          productCode: v.pipe(v.nullable(v.string()), v.string(), v.picklist(codes)),
          method: v.picklist(PAYMENT_METHODS),
        }),
      ),
    [codes],
  );
  const { handleSubmit, control } = useForm<OrderInput, unknown, { productCode: string; method: PaymentMethod }>({
    defaultValues: { productCode: codes.includes(initialProduct ?? '') ? initialProduct : null, method: initialMethod },
    resolver,
  });
  const productCode = useWatch({ control, name: 'productCode' });
  const product = products.find((candidate) => candidate.productCode === productCode);

  const order = (chosen: { productCode: string; method: PaymentMethod }) =>
    membersOnly(() => void checkout({ kind, ...chosen }));

  return (
    <form className="flex flex-col gap-5" onSubmit={handleSubmit(order)} noValidate>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-bold text-text">{t('payments.shop.product')}</legend>
        <Controller
          control={control}
          name="productCode"
          render={({ field }) => (
            <ProductPicker
              products={products}
              selected={field.value}
              onSelect={field.onChange}
              label={t('payments.shop.product')}
            />
          )}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-bold text-text">{t('payments.shop.method')}</legend>
        <Controller
          control={control}
          name="method"
          render={({ field }) => <PaymentMethodPicker selected={field.value} onSelect={field.onChange} />}
        />
      </fieldset>
      <div className="flex flex-col gap-3 rounded border border-border bg-surface-raised p-4 sm:flex-row sm:items-center sm:justify-between">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t('payments.shop.selected')}</dt>
          <dd className="font-semibold text-text">
            {product ? packageName(t, money, product.itemCode, product.quantity) : t('payments.shop.chooseProduct')}
          </dd>
          <dt className="text-muted">{t('payments.shop.total')}</dt>
          <dd className="font-bold text-accent">{product ? money.won(product.price) : '-'}</dd>
        </dl>
        <Button type="submit" size="lg" disabled={!product} loading={busy} className="sm:min-w-48">
          {product ? t('payments.shop.pay', { price: money.won(product.price) }) : t('payments.shop.payIdle')}
        </Button>
      </div>
      <p className="text-xs text-muted">{t('payments.shop.notice')}</p>
    </form>
  );
}
