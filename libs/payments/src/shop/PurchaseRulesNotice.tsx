import { useT } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { useMoney } from '../shared/use-money';

/**
 * The purchase rules as the KCC 2018 guideline asks them disclosed before buying: the daily limit,
 * the minors' monthly limit and guardian consent, and a minor's right to cancel without it.
 */
export function PurchaseRulesNotice() {
  const t = useT();
  const money = useMoney();
  const { moneyRules } = useBrand();
  return (
    <ul className="list-disc space-y-1 pl-5 text-xs text-muted">
      <li>
        {t('payments.limits.rules', {
          daily: money.won(moneyRules.dailyPurchaseWon),
          monthly: money.won(moneyRules.minorMonthlyPurchaseWon),
        })}
      </li>
      <li>{t('payments.guardian.cancelRight')}</li>
    </ul>
  );
}
