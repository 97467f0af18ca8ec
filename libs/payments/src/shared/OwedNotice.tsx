import { useT } from '@onair/i18n';
import { itemQuantity } from './item-label';
import { useMoney } from './use-money';
import { useWallet } from './use-wallet';

/**
 * What the member owes after the payment gateway refunded currency or items they had already
 * spent, and that their next purchase (or coupon or exchange) of it pays it first. Nothing when
 * they owe nothing, for a visitor, or before the balance loads.
 */
export function OwedNotice({ className = '' }: { className?: string }) {
  const t = useT();
  const money = useMoney();
  const { data } = useWallet();
  const owedItems = data?.owedItems ?? [];
  if (!data || (data.owed <= 0 && owedItems.length === 0)) return null;
  return (
    <div role="note" className={`rounded border border-danger/50 bg-danger/10 px-3 py-2 text-sm ${className}`}>
      {data.owed > 0 && (
        <>
          <p className="font-semibold text-danger">
            {t('payments.owed.label', { currency: money.currency })} {money.amount(data.owed)}
          </p>
          <p className="mt-1 text-muted">{t('payments.owed.explain', { currency: money.currency })}</p>
        </>
      )}
      {owedItems.length > 0 && (
        <>
          <p className={`font-semibold text-danger ${data.owed > 0 ? 'mt-2' : ''}`}>{t('payments.owed.itemsLabel')}</p>
          <ul className="mt-1 list-disc pl-5 text-danger">
            {owedItems.map(({ itemCode, quantity }) => (
              <li key={itemCode}>{itemQuantity(t, money, itemCode, quantity)}</li>
            ))}
          </ul>
          <p className="mt-1 text-muted">{t('payments.owed.itemsExplain')}</p>
        </>
      )}
    </div>
  );
}
