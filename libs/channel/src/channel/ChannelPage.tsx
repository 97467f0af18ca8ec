import { Outlet, useMatch, useParams } from 'react-router';
import { guestApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import { useBrand } from '@onair/store';
import { ChannelNotFound } from '../live/ChannelNotFound';
import { channelIdFromParam } from '../live/live-paths';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { isMissing } from '../shared/refusal';
import type { ChannelContext } from './channel-context';
import { ChannelHeader } from './ChannelHeader';
import { ChannelTabs } from './ChannelTabs';
import { useRunsChannel } from './use-runs-channel';

/** /channel/:channelId and its tabs: the header over the tab the address names. */
export function ChannelPage() {
  const channelId = channelIdFromParam(useParams()['channelId']);
  const brand = useBrand();
  const boardsOn = isFeatureOn(brand, 'boards');
  const {
    data: profile,
    error,
    isLoading,
    refetch,
  } = guestApi.useGuestChannelProfileQuery({ channelId: String(channelId) }, { skip: channelId === null });
  // The home tab shows the whole description under 채널 소개, so the header leaves its three lines out there.
  const onHomeTab = useMatch('/channel/:channelId') !== null;
  const runsChannel = useRunsChannel(channelId, profile?.ownerMemberId);

  if (channelId === null || isMissing(error)) return <ChannelNotFound />;
  if (isLoading) return <LoadingState className="py-20" />;
  if (!profile) return <LoadError onRetry={() => void refetch()} />;
  const context: ChannelContext = { channelId, profile, runsChannel, boardsOn };
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <ChannelHeader profile={profile} showDescription={!onHomeTab} />
      <ChannelTabs channelId={channelId} boardsOn={boardsOn} replaysOn={isFeatureOn(brand, 'recordedStreams')} />
      <Outlet context={context} />
    </div>
  );
}
