import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useT } from '@onair/i18n';
import { Button, notify, TextInput, useGuardedSubmit } from '@onair/ui';
import { itemQuantity } from '../shared/item-label';
import { parsedText } from '../shared/parsed-text';
import { useMoney } from '../shared/use-money';
import { useMoneyErrorText } from '../shared/use-money-error-text';
import { normalizeCouponNumber } from './coupon-number';
import { useRedeemCoupon } from './use-redeem-coupon';

/** A coupon number box: checked here for its shape, redeemed once by the API. */
export function CouponBox() {
  const t = useT();
  const money = useMoney();
  const errorText = useMoneyErrorText();
  const { submit, busy } = useRedeemCoupon();
  const invalid = t('payments.coupon.invalid');
  const resolver = useMemo(
    () => valibotResolver(v.object({ couponNumber: parsedText(normalizeCouponNumber, invalid) })),
    [invalid],
  );
  const { register, handleSubmit, setError, resetField, formState } = useForm<
    { couponNumber: string },
    unknown,
    { couponNumber: string }
  >({ defaultValues: { couponNumber: '' }, resolver, reValidateMode: 'onSubmit' });

  const redeem = async ({ couponNumber }: { couponNumber: string }) => {
    const outcome = await submit(couponNumber);
    if (!outcome) return;
    if (!outcome.ok) return setError('couponNumber', { type: 'server', message: errorText(outcome.failure) });
    resetField('couponNumber');
    notify.success(
      t('payments.coupon.redeemed', { reward: itemQuantity(t, money, outcome.data.itemCode, outcome.data.quantity) }),
    );
  };

  const guarded = useGuardedSubmit(handleSubmit, redeem);
  return (
    <form className="flex items-start gap-2" onSubmit={guarded.submit} noValidate>
      <TextInput
        label={t('payments.coupon.label')}
        placeholder={t('payments.coupon.placeholder')}
        autoComplete="off"
        error={formState.errors.couponNumber?.message}
        {...register('couponNumber')}
        containerClassName="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" loading={busy} className="mt-7">
        {t('payments.coupon.submit')}
      </Button>
    </form>
  );
}
