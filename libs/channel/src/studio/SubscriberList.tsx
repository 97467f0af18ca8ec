import { useState } from 'react';
import { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Pager, Panel } from '@onair/ui';
import { EmptyState } from '../shared/EmptyState';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { useFormatDate } from '../shared/use-format-date';

const PAGE_SIZE = 20;

/** The channel's subscribers (GET /api/my/subscribers), newest first: plan, renewal and until when. */
export function SubscriberList() {
  const t = useT();
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  const { data, isLoading, refetch } = myApi.useMySubscribersQuery({ page, size: PAGE_SIZE });
  if (isLoading) return <LoadingState />;
  if (!data) return <LoadError onRetry={() => void refetch()} />;
  if (data.total === 0) return <EmptyState>{t('studio.subscribers.none')}</EmptyState>;
  return (
    <Panel title={t('studio.subscribers.title', { count: data.total })}>
      <ul className="divide-y divide-border text-sm">
        {data.items.map((subscription) => (
          <li key={subscription.subscriptionId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="flex-1 font-semibold text-text">{subscription.memberNickname}</span>
            <span className="text-muted">{t(`payments.subscription.plan.${subscription.plan}`)}</span>
            <span className="text-muted">
              {subscription.autoRenew ? t('studio.subscribers.renews') : t('studio.subscribers.ends')}
            </span>
            <span className="text-text">
              {t('studio.subscribers.until', { date: formatDate(subscription.expiresAt, false) })}
            </span>
          </li>
        ))}
      </ul>
      <Pager
        page={data.page}
        size={PAGE_SIZE}
        total={data.total}
        onPage={setPage}
        label={t('channel.pager.label')}
        previousText={t('channel.pager.previous')}
        nextText={t('channel.pager.next')}
      />
    </Panel>
  );
}
