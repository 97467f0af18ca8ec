import { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { selectIsSignedIn, useAppSelector } from '@onair/store';
import { ErrorState, LoadingState } from '@onair/ui';
import { EmptyState } from '../shared/EmptyState';
import { FollowedChannelItems } from './FollowedChannelItems';

/** /follows: the phone's followed channels, live first, as the desktop's sidebar lists them. */
export function FollowingPage() {
  const t = useT();
  const signedIn = useAppSelector(selectIsSignedIn);
  const query = myApi.useMyFollowedChannelsQuery({ page: 1, size: 100 }, { skip: !signedIn });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold text-text">{t('follows.sidebar')}</h1>
      {!signedIn ? (
        <EmptyState>{t('follows.signIn')}</EmptyState>
      ) : query.isLoading ? (
        <LoadingState />
      ) : query.isError || !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState>{t('follows.none')}</EmptyState>
      ) : (
        <FollowedChannelItems channels={query.data.items} />
      )}
    </div>
  );
}
