import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { ChannelRow, ChannelRowPlaceholder } from './ChannelRow';

const SUGGESTIONS = 8;

/** Channels the service suggests. */
export function SuggestedChannels({ enabled }: { enabled: boolean }) {
  const t = useT();
  const { data } = guestApi.useHomeSuggestionListQuery(
    { size: SUGGESTIONS },
    { skip: !enabled, refetchOnMountOrArgChange: true },
  );
  if (!data) return <ChannelRowPlaceholder />;
  if (data.items.length === 0) return null;
  return <ChannelRow title={t('home.suggested')} channels={data.items} />;
}
