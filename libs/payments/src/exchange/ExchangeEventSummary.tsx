import type { eventsApi } from '@onair/api-client';
import { useFormatDateTime, useT } from '@onair/i18n';
import { itemQuantity } from '../shared/item-label';
import { useMoney } from '../shared/use-money';

type Amounts = eventsApi.ExchangeAmountApiResponse;

/** The event's terms (rate, period, limit), and where the member and everyone stand (what they hold is by the form). */
export function ExchangeEventSummary({
  event,
  amounts,
}: {
  event: eventsApi.ExchangeEvent;
  amounts: Amounts | undefined;
}) {
  const t = useT();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const from = (count: number) => itemQuantity(t, money, event.fromItemCode, count);
  const to = (count: number) => itemQuantity(t, money, event.toItemCode, count);
  const rows: Array<[string, string]> = [
    [t('payments.exchange.rate'), `${from(event.rateFrom)} → ${to(event.rateTo)}`],
    [t('payments.exchange.period'), `${formatDateTime(event.startsAt)} ~ ${formatDateTime(event.endsAt)}`],
    [t('payments.exchange.limit'), from(event.perMemberLimit)],
  ];
  if (amounts) {
    rows.push(
      [t('payments.exchange.mine'), `${from(amounts.mine.from)} → ${to(amounts.mine.to)}`],
      [t('payments.exchange.remaining'), from(amounts.mine.remaining)],
      [
        t('payments.exchange.everyone'),
        t('payments.exchange.everyoneValue', { amount: from(amounts.totals.from), count: amounts.totals.applications }),
      ],
    );
  }
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="mb-2 font-semibold text-text sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
