import { luvApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { QueryState } from '@onair/ui';
import { useMoney } from '../shared/useMoney';

/**
 * What the channel received (after commission): total, withdrawable now, held by requests, paid out.
 * The total counts subscriptions too, while the list below is gifts only: the note says so, or the
 * two would seem not to add up.
 */
export function ReceivedSummary() {
  const t = useT();
  const money = useMoney();
  const received = luvApi.useLuvReceivedQuery();
  return (
    <QueryState query={received}>
      {(summary) => (
        <div>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
            {(
              [
                ['payments.earnings.total', summary.total],
                ['payments.earnings.available', summary.available],
                ['payments.earnings.held', summary.held],
                ['payments.earnings.withdrawn', summary.withdrawn],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded border border-border bg-surface p-3 sm:p-4">
                <dt className="text-xs text-muted">{t(key)}</dt>
                <dd
                  className={`mt-1 text-lg font-bold ${key === 'payments.earnings.available' ? 'text-accent' : 'text-text'}`}
                >
                  {money.amount(value)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-muted">{t('payments.earnings.totalNote')}</p>
        </div>
      )}
    </QueryState>
  );
}
