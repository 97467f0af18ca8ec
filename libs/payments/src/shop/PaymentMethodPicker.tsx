import { PAYMENT_METHODS, type PaymentMethod } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { METHOD_LABEL_KEYS } from './payment-methods';
import { RadioCard } from '../shared/RadioCard';

/** 카카오페이, 가상계좌, 계좌이체, 휴대폰, 신용카드, 카드(해외). */
export function PaymentMethodPicker({
  selected,
  onSelect,
}: {
  selected: PaymentMethod;
  onSelect: (method: PaymentMethod) => void;
}) {
  const t = useT();
  return (
    <div role="radiogroup" aria-label={t('payments.shop.method')} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {PAYMENT_METHODS.map((method) => (
        <RadioCard
          key={method}
          name="method"
          value={method}
          checked={selected === method}
          onSelect={() => onSelect(method)}
        >
          <span className="text-center text-sm font-semibold text-text">{t(METHOD_LABEL_KEYS[method])}</span>
        </RadioCard>
      ))}
    </div>
  );
}
