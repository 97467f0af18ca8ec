import { useState, type FormEvent } from 'react';
import { useT } from '@onair/i18n';
import { Button, notify, TextInput } from '@onair/ui';
import { itemQuantity } from '../shared/itemLabel';
import { useMoney } from '../shared/useMoney';
import { useMoneyErrorText } from '../shared/useMoneyErrorText';
import { normalizeCouponNumber } from './couponNumber';
import { useRedeemCoupon } from './useRedeemCoupon';

/** A coupon number box: checked here for its shape, redeemed once by the API. */
export function CouponBox() {
  const t = useT();
  const money = useMoney();
  const errorText = useMoneyErrorText();
  const { submit, busy } = useRedeemCoupon();
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const couponNumber = normalizeCouponNumber(input);
    if (!couponNumber) return setError(t('payments.coupon.invalid'));
    setError(null);
    const outcome = await submit(couponNumber);
    if (!outcome) return;
    if (!outcome.ok) return setError(errorText(outcome.failure));
    setInput('');
    notify.success(
      t('payments.coupon.redeemed', { reward: itemQuantity(t, money, outcome.data.itemCode, outcome.data.quantity) }),
    );
  };

  return (
    <form className="flex items-start gap-2" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextInput
        label={t('payments.coupon.label')}
        placeholder={t('payments.coupon.placeholder')}
        autoComplete="off"
        value={input}
        error={error}
        onChange={(event) => setInput(event.target.value)}
        containerClassName="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" loading={busy} className="mt-7">
        {t('payments.coupon.submit')}
      </Button>
    </form>
  );
}
