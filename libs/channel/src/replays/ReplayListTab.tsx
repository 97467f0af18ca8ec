import { useEffect, useState } from 'react';
import { guestApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { selectProfile, useAppSelector } from '@onair/store';
import { Pager } from '@onair/ui';
import { useChannel } from '../channel/channel-context';
import { EmptyState } from '../shared/EmptyState';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { failureStatus } from '../shared/refusal';
import { useRefusalText } from '../shared/use-failure-text';
import { ReplayCard } from './ReplayCard';
import { ReplayOwnerTools } from './ReplayOwnerTools';

/**
 * The replays tab: the channel's finished broadcasts, newest first, 2 a page (SPEC section 9). The
 * channel's owner also sees the ones they hid, and under each card renames, hides or deletes it.
 */
export function ReplayListTab() {
  const t = useT();
  const refusalText = useRefusalText();
  const { channelId, profile } = useChannel();
  const ownChannel = useAppSelector(selectProfile)?.memberId === profile.ownerMemberId;
  const [page, setPage] = useState(1);
  const size = PAGE_SIZES.recordedStreams;
  const { data, error, isLoading, isFetching, refetch } = guestApi.useGuestRecordedStreamListQuery({
    channelId,
    page,
    size,
  });
  // The owner deleted the last recording of the last page: show the page before it.
  const emptiedPage = data !== undefined && data.items.length === 0 && page > 1;
  useEffect(() => {
    if (emptiedPage) setPage((current) => current - 1);
  }, [emptiedPage]);
  return (
    <section aria-labelledby="channel-replays-heading" className="flex flex-col gap-3">
      <h2 id="channel-replays-heading" className="text-lg font-bold text-text">
        {t('channel.tab.replays')}
      </h2>
      {ownChannel && <p className="text-sm text-muted">{t('channel.replay.hiddenNote')}</p>}
      {isLoading ? (
        <LoadingState />
      ) : failureStatus(error) === 403 ? (
        // An adult or password room's replays are behind its door: say which door.
        <EmptyState>{refusalText(error)}</EmptyState>
      ) : !data ? (
        <LoadError onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState>{t('channel.replay.empty')}</EmptyState>
      ) : (
        <>
          <ul aria-busy={isFetching} className="grid gap-3 sm:grid-cols-2">
            {data.items.map((recording) => (
              <ReplayCard key={recording.recordedStreamId} recording={recording}>
                {ownChannel && <ReplayOwnerTools recording={recording} />}
              </ReplayCard>
            ))}
          </ul>
          <Pager
            page={page}
            size={size}
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
