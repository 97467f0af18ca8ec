import { useT } from '@onair/i18n';
import { useMoney } from './use-money';
import { useWallet } from './use-wallet';

/** "보유 러브 1,000 러브" for a member; nothing for a visitor or before it loads. */
export function BalanceBadge() {
  const t = useT();
  const money = useMoney();
  const { data } = useWallet();
  if (!data) return null;
  return (
    <p className="rounded border border-border bg-surface px-3 py-1.5 text-sm">
      <span className="text-muted">{t('payments.balance.label', { currency: money.currency })}</span>{' '}
      <strong className="font-bold text-text">{money.amount(data.luv)}</strong>
    </p>
  );
}
