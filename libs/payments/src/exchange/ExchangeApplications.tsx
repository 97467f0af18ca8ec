import { eventsApi } from '@onair/api-client';
import { useFormatDateTime, useT } from '@onair/i18n';
import { EmptyState, QueryState } from '@onair/ui';
import { itemQuantity } from '../shared/item-label';
import { ListRow } from '../shared/ListRow';
import { useMoney } from '../shared/use-money';

/** The member's applications in this event (GET status): each one is exchanged at once. */
export function ExchangeApplications({ event }: { event: eventsApi.ExchangeEvent }) {
  const t = useT();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const status = eventsApi.useExchangeStatusQuery({ eventId: event.eventId });
  return (
    <QueryState query={status}>
      {({ applications }) =>
        applications.length === 0 ? (
          <EmptyState>{t('payments.exchange.applicationsEmpty')}</EmptyState>
        ) : (
          <ul aria-label={t('payments.exchange.applications')} className="divide-y divide-border">
            {applications.map((application) => (
              <ListRow
                key={application.applicationId}
                title={`${itemQuantity(t, money, event.fromItemCode, application.amountFrom)} → ${itemQuantity(t, money, event.toItemCode, application.amountTo)}`}
                detail={formatDateTime(application.createdAt)}
                figure={
                  <span className="rounded bg-surface-raised px-2 py-0.5 text-xs font-semibold text-success">
                    {t('payments.exchange.done')}
                  </span>
                }
              />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
