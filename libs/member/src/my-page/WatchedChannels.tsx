import { useState } from 'react';
import { myApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import { PAGE_SIZES } from '@onair/contracts';
import { useFormatDateTime, useT } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { PagedList, Panel, TabBar } from '@onair/ui';
import { ChannelRow } from './ChannelRow';
import { EmptyWithBrowseLink } from './EmptyWithBrowseLink';

type WatchTab = 'recent' | 'played' | 'subscriptions';

/** What the member watched: recently, most often, and the channels they subscribe to (where the brand sells subscriptions). */
export function WatchedChannels() {
  const t = useT();
  const subscriptionsOn = isFeatureOn(useBrand(), 'subscriptions');
  const [tab, setTab] = useState<WatchTab>('recent');
  return (
    <Panel>
      <TabBar
        label={t('member.my.watched')}
        idPrefix="watch-tab"
        selected={tab}
        onSelect={setTab}
        items={[
          { key: 'recent', label: t('member.my.recent') },
          { key: 'played', label: t('member.my.played') },
          ...(subscriptionsOn ? [{ key: 'subscriptions' as const, label: t('member.my.subscribed') }] : []),
        ]}
      />
      <div role="tabpanel" aria-labelledby={`watch-tab-${tab}`} className="pt-2">
        {tab === 'subscriptions' ? <SubscribedList /> : <WatchedList key={tab} kind={tab} />}
      </div>
    </Panel>
  );
}

function WatchedList({ kind }: { kind: 'recent' | 'played' }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const recent = myApi.useMyStreamsRecentQuery({ page, size: PAGE_SIZES.items }, { skip: kind !== 'recent' });
  const played = myApi.useMyStreamsPlayedQuery({ page, size: PAGE_SIZES.items }, { skip: kind !== 'played' });
  return (
    <PagedList
      query={kind === 'recent' ? recent : played}
      label={t(kind === 'recent' ? 'member.my.recent' : 'member.my.played')}
      empty={<EmptyWithBrowseLink text={t('member.my.emptyWatched')} />}
      onPage={setPage}
    >
      {(channel) => (
        <ChannelRow
          key={channel.channelId}
          channel={channel}
          detail={t('member.my.watchedDetail', {
            count: channel.watchCount,
            date: formatDateTime(channel.lastWatchedAt),
          })}
        />
      )}
    </PagedList>
  );
}

function SubscribedList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = myApi.useMyStreamsSubscriptionsQuery({ page, size: PAGE_SIZES.items });
  return (
    <PagedList
      query={query}
      label={t('member.my.subscribed')}
      empty={<EmptyWithBrowseLink text={t('member.my.emptySubscribed')} />}
      onPage={setPage}
    >
      {(channel) => <ChannelRow key={channel.channelId} channel={channel} />}
    </PagedList>
  );
}
