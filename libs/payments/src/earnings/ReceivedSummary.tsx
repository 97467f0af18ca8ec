import { luvApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { QueryState } from '@onair/ui';
import { useMoney } from '../shared/use-money';

const WITHDRAWAL_FIGURES = [
  'payments.earnings.available',
  'payments.earnings.held',
  'payments.earnings.withdrawn',
] as const;

/**
 * What the channel received (after commission): the total, and where the brand pays out, what can
 * be withdrawn now, what requests hold and what was paid out. Where the brand has subscriptions the
 * total counts them too, while the list below is gifts only: the note says so, or the two would
 * seem not to add up.
 */
export function ReceivedSummary() {
  const t = useT();
  const money = useMoney();
  const received = luvApi.useLuvReceivedQuery();
  const withdrawals = isFeatureOn(money.brand, 'withdrawals');
  const note = isFeatureOn(money.brand, 'subscriptions')
    ? 'payments.earnings.totalNote'
    : 'payments.earnings.totalNoteGifts';
  return (
    <QueryState query={received}>
      {(summary) => (
        <div>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
            {(['payments.earnings.total', ...(withdrawals ? WITHDRAWAL_FIGURES : [])] as const).map((key) => (
              <div key={key} className="rounded border border-border bg-surface p-3 sm:p-4">
                <dt className="text-xs text-muted">{t(key)}</dt>
                <dd
                  className={`mt-1 text-lg font-bold ${key === 'payments.earnings.available' ? 'text-accent' : 'text-text'}`}
                >
                  {money.amount(summary[FIELDS[key]])}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-muted">{t(note)}</p>
        </div>
      )}
    </QueryState>
  );
}

const FIELDS = {
  'payments.earnings.total': 'total',
  'payments.earnings.available': 'available',
  'payments.earnings.held': 'held',
  'payments.earnings.withdrawn': 'withdrawn',
} as const;
