import type { shoppingsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { useMoney } from '../shared/use-money';

/** What is left of today's limit (and, for a minor, of this month's), so a refusal never surprises. */
export function PurchaseLimitsLeft({ limits }: { limits: shoppingsApi.PurchaseLimitsApiResponse }) {
  const t = useT();
  const money = useMoney();
  const left = (limit: number, used: number) => money.won(Math.max(0, limit - used));
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
      <dt className="text-muted">{t('payments.limits.dailyLeft')}</dt>
      <dd className="text-text">{left(limits.dailyLimit, limits.dailyUsed)}</dd>
      {limits.minor && limits.monthlyLimit !== null && (
        <>
          <dt className="text-muted">{t('payments.limits.monthlyLeft')}</dt>
          <dd className="text-text">{left(limits.monthlyLimit, limits.monthlyUsed ?? 0)}</dd>
        </>
      )}
    </dl>
  );
}
