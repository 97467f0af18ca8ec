import { useState } from 'react';
import { myApi } from '@onair/api-client';
import { FeatureGate, MemberGate } from '@onair/auth/gates';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { PagedList, PageFrame, Panel } from '@onair/ui';
import { BrowseLiveLink } from '../shared/BrowseLiveLink';
import { SubscriptionRow } from './SubscriptionRow';

/** /my/subscriptions: the channels the member subscribes to, with their state and renewal. */
export function SubscriptionsPage() {
  const t = useT();
  return (
    <FeatureGate flag="subscriptions">
      <MemberGate>
        {() => (
          <PageFrame title={t('payments.nav.subscriptions')} lead={t('payments.subscription.lead')}>
            <Panel>
              <SubscriptionList />
            </Panel>
          </PageFrame>
        )}
      </MemberGate>
    </FeatureGate>
  );
}

function SubscriptionList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = myApi.useMySubscriptionsQuery({ page, size: PAGE_SIZES.items });
  return (
    <PagedList
      query={query}
      label={t('payments.nav.subscriptions')}
      empty={
        <>
          {t('payments.subscription.empty')}
          <BrowseLiveLink />
        </>
      }
      onPage={setPage}
    >
      {(subscription) => <SubscriptionRow key={subscription.subscriptionId} subscription={subscription} />}
    </PagedList>
  );
}
