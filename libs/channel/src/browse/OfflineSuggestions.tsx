import { Link } from 'react-router';
import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { ChannelCard } from '../home/ChannelCard';
import { replayPath } from '../replays/replay-paths';

/**
 * Under an offline channel's stage: its last replay, and live channels of the same category, so a
 * viewer who came too late has somewhere to go. Nothing at all when there is neither.
 */
export function OfflineSuggestions({ channelId }: { channelId: number }) {
  const t = useT();
  const { data } = guestApi.useOfflineSuggestionsQuery({ channelId: String(channelId) });
  if (!data || (data.live.length === 0 && !data.lastReplay)) return null;
  return (
    <section aria-label={t('browse.offlineSuggestions')} className="mt-4 flex flex-col gap-3 rounded bg-surface p-4">
      {data.lastReplay && (
        <p className="text-sm text-text">
          {t('browse.lastReplay')}{' '}
          <Link to={replayPath(data.lastReplay.channelId, data.lastReplay.recordedStreamId)} className="font-semibold text-accent hover:underline">
            {data.lastReplay.title}
          </Link>
        </p>
      )}
      {data.live.length > 0 && (
        <>
          <h2 className="text-sm font-bold text-text">{t('browse.liveInCategory')}</h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.live.map((channel) => (
              <li key={channel.channelId}>
                <ChannelCard channel={channel} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
