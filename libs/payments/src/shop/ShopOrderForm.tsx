import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import type { shoppingsApi } from '@onair/api-client';
import { PAYMENT_METHODS, type PaymentMethod } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useMembersOnly } from '@onair/store';
import { Button, useGuardedSubmit } from '@onair/ui';
import { useMoney } from '../shared/use-money';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { ProductPicker } from './ProductPicker';
import { PurchaseConfirmDialog } from './PurchaseConfirmDialog';
import { PurchaseSummary } from './PurchaseSummary';
import type { ShopTab } from './shop-query';

type OrderInput = { productCode: string | null; method: PaymentMethod };

type ShopOrderFormProps = {
  kind: ShopTab;
  products: readonly shoppingsApi.Product[];
  initialProduct: string | null;
  initialMethod: PaymentMethod;
};

/**
 * Step one of buying: pick a package and a payment method, the amount in won with its VAT shown.
 * Paying opens the confirm step (password, limits, a minor's guardian consent) before the gateway.
 * A visitor is asked to sign in first.
 */
export function ShopOrderForm({ kind, products, initialProduct, initialMethod }: ShopOrderFormProps) {
  const t = useT();
  const money = useMoney();
  const membersOnly = useMembersOnly();
  const [confirming, setConfirming] = useState<{ productCode: string; method: PaymentMethod } | null>(null);
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
  const [productCode, method] = useWatch({ control, name: ['productCode', 'method'] });
  const product = products.find((candidate) => candidate.productCode === productCode);
  const confirmed = products.find((candidate) => candidate.productCode === confirming?.productCode);

  const order = (chosen: { productCode: string; method: PaymentMethod }) => membersOnly(() => setConfirming(chosen));

  const guarded = useGuardedSubmit(handleSubmit, order);
  return (
    <>
      <form className="flex flex-col gap-5" onSubmit={guarded.submit} noValidate>
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
          <PurchaseSummary product={product} method={method} />
          <Button type="submit" size="lg" disabled={!product} className="sm:min-w-48">
            {product ? t('payments.shop.pay', { price: money.won(product.price) }) : t('payments.shop.payIdle')}
          </Button>
        </div>
        <p className="text-xs text-muted">{t('payments.shop.notice')}</p>
      </form>
      {/* Beside the form, not in it: the dialog's own form must not submit this one. */}
      {confirming && confirmed && (
        <PurchaseConfirmDialog
          open
          onClose={() => setConfirming(null)}
          kind={kind}
          product={confirmed}
          method={confirming.method}
        />
      )}
    </>
  );
}
