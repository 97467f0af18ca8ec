import { useT } from '@onair/i18n';
import { useMoney } from './useMoney';
import { useWallet } from './useWallet';

/**
 * What the member owes after the payment gateway refunded currency they had already spent, and
 * that their next purchase, coupon or exchange pays it first. Nothing when they owe nothing, for a
 * visitor, or before the balance loads.
 */
export function OwedNotice({ className = '' }: { className?: string }) {
  const t = useT();
  const money = useMoney();
  const { data } = useWallet();
  if (!data || data.owed <= 0) return null;
  return (
    <div role="note" className={`rounded border border-danger/50 bg-danger/10 px-3 py-2 text-sm ${className}`}>
      <p className="font-semibold text-danger">
        {t('payments.owed.label', { currency: money.currency })} {money.amount(data.owed)}
      </p>
      <p className="mt-1 text-muted">{t('payments.owed.explain', { currency: money.currency })}</p>
    </div>
  );
}
