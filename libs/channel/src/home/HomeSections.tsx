import { useDeferredValue } from 'react';
import { useListChannelsQuery } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { BannerStrip } from './BannerStrip';
import { HomePopup } from './HomePopup';
import { SuggestedChannels } from './SuggestedChannels';
import { ThemeRows } from './ThemeRows';

/**
 * What the operator puts on the home page, under the live channels: banners, themed rows,
 * suggestions, and the popup. They ask the API only once the channel list has its answer, so the
 * first paint's one request goes alone; until then each keeps its room with a placeholder of its
 * own size, below the grid, so nothing above them moves.
 */
export function HomeSections() {
  // The same query as ChannelGrid: read from its cache entry, never a second request.
  const { isLoading } = useListChannelsQuery({ size: PAGE_SIZES.streams });
  // Deferred: the channel list's answer is drawn first, in a task of its own; these sections then
  // start their four requests in a later one rather than lengthening that task.
  const enabled = useDeferredValue(!isLoading);
  return (
    <>
      <BannerStrip enabled={enabled} />
      <ThemeRows enabled={enabled} />
      <SuggestedChannels enabled={enabled} />
      <HomePopup enabled={enabled} />
    </>
  );
}
