import { eventsApi } from '@onair/api-client';
import { FeatureGate, SignInRequired } from '@onair/auth/gates';
import { useT } from '@onair/i18n';
import { selectIsSignedIn, useAppSelector } from '@onair/store';
import { EmptyState, PageFrame, Panel, QueryState } from '@onair/ui';
import { ExchangeApplications } from './ExchangeApplications';
import { ExchangeApplyForm } from './ExchangeApplyForm';
import { ExchangeEventSummary } from './ExchangeEventSummary';
import { ExchangeGuide } from './ExchangeGuide';

/** /events/exchange: the running exchange event, anyone may read it; members apply and see their applications. */
export function ExchangeEventPage() {
  return (
    <FeatureGate flag="exchangeEvents">
      <ExchangeEventContent />
    </FeatureGate>
  );
}

/** Inside the gate, so a brand without exchange events never asks the API for one. */
function ExchangeEventContent() {
  const t = useT();
  const rate = eventsApi.useExchangeRateQuery();
  return (
    <PageFrame title={t('feature.exchangeEvents')}>
      <QueryState query={rate}>
        {({ event }) =>
          event ? (
            <RunningEvent event={event} />
          ) : (
            <Panel>
              <EmptyState>{t('payments.exchange.none')}</EmptyState>
            </Panel>
          )
        }
      </QueryState>
    </PageFrame>
  );
}

function RunningEvent({ event }: { event: eventsApi.ExchangeEvent }) {
  const t = useT();
  const signedIn = useAppSelector(selectIsSignedIn);
  const amounts = eventsApi.useExchangeAmountQuery({ eventId: event.eventId }, { skip: !signedIn });
  return (
    <>
      <Panel title={event.title}>
        <div className="flex flex-col gap-4">
          <ExchangeGuide event={event} />
          <ExchangeEventSummary event={event} amounts={amounts.data} />
        </div>
      </Panel>
      {signedIn ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Panel title={t('payments.exchange.apply')}>
            <QueryState query={amounts}>
              {(data) => <ExchangeApplyForm event={event} remaining={data.mine.remaining} holding={data.holding} />}
            </QueryState>
          </Panel>
          <Panel title={t('payments.exchange.applications')}>
            <ExchangeApplications event={event} />
          </Panel>
        </div>
      ) : (
        <SignInRequired inline />
      )}
    </>
  );
}
