import { useState } from 'react';
import { Link } from 'react-router';
import { myApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Pager } from '@onair/ui';
import { newNoticePath } from '../channel/channel-paths';
import { useChannel } from '../channel/channel-context';
import { EmptyState } from '../shared/EmptyState';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { NoticeRow } from './NoticeRow';

/** The notices tab: important ones first (the server's order), 10 a page; who runs the channel may write one. */
export function NoticeListTab() {
  const t = useT();
  const { channelId, runsChannel } = useChannel();
  const [page, setPage] = useState(1);
  const { data, isLoading, refetch } = myApi.useListChannelNoticesQuery({ channelId, page, size: PAGE_SIZES.items });
  return (
    <section aria-labelledby="channel-notices-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="channel-notices-heading" className="text-lg font-bold text-text">
          {t('channel.tab.notices')}
        </h2>
        {runsChannel && (
          <Link
            to={newNoticePath(channelId)}
            className="inline-flex min-h-10 items-center rounded bg-accent px-3 text-sm font-semibold text-accent-contrast"
          >
            {t('channel.notice.write')}
          </Link>
        )}
      </div>
      {isLoading ? (
        <LoadingState />
      ) : !data ? (
        <LoadError onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState>{t('channel.notice.empty')}</EmptyState>
      ) : (
        <>
          <ul className="overflow-hidden rounded bg-surface">
            {data.items.map((notice) => (
              <NoticeRow key={notice.noticeId} notice={notice} />
            ))}
          </ul>
          <Pager
            page={page}
            size={PAGE_SIZES.items}
            total={data.total}
            onPage={setPage}
            label={t('channel.pager.label')}
            previousText={t('channel.pager.previous')}
            nextText={t('channel.pager.next')}
          />
        </>
      )}
    </section>
  );
}
