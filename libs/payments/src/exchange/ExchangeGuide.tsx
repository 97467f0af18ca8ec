import { useId } from 'react';
import type { eventsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { itemName, itemQuantity } from '../shared/item-label';
import { useMoney } from '../shared/use-money';

/** What the event is, in three lines: what becomes what at which rate, where event items come from, and the limit. */
export function ExchangeGuide({ event }: { event: eventsApi.ExchangeEvent }) {
  const t = useT();
  const money = useMoney();
  const headingId = useId();
  const lines = [
    t('payments.exchange.guideRate', {
      item: itemName(t, money, event.fromItemCode),
      step: money.count(event.rateFrom),
      result: itemQuantity(t, money, event.toItemCode, event.rateTo),
    }),
    t('payments.exchange.guideObtain'),
    t('payments.exchange.guideLimit', { limit: money.count(event.perMemberLimit) }),
  ];
  return (
    <section aria-labelledby={headingId} className="rounded border border-border bg-surface-raised p-4 text-sm">
      <h3 id={headingId} className="mb-2 font-bold text-text">
        {t('payments.exchange.guideTitle')}
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-muted marker:text-accent">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
