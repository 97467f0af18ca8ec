import { Link } from 'react-router';
import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { livePath } from '../live/live-paths';

/**
 * Checked again while the page is open: a streamer often opens the settings first and starts OBS
 * after, or ends the broadcast by regenerating the key; half a minute is soon enough to notice.
 */
const LIVE_STATE_REFRESH_MS = 30_000;

/**
 * The top of /my/channel while the channel is live (docs/media.md, "On air in the settings"):
 * a red LIVE badge, the title viewers see and a link to the live room, as SOOP and Twitch show
 * a streamer their live state beside the settings. Offline it shows nothing. Reads the channel's
 * detail, the same cache entry as the title form, so a saved title shows here at once.
 */
export function OnAirBanner({ channelId }: { channelId: number }) {
  const t = useT();
  const { data } = guestApi.useGetChannelDetailQuery(
    { channelId: String(channelId) },
    { pollingInterval: LIVE_STATE_REFRESH_MS, skipPollingIfUnfocused: true },
  );
  if (!data?.isLive) return null;
  return (
    <section
      aria-label={t('channel.settings.onAir')}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded border border-danger bg-surface px-4 py-2"
    >
      <span className="shrink-0 rounded bg-danger px-1.5 py-0.5 text-xs font-bold text-danger-contrast">
        {t('live.live')}
      </span>
      {/* Saved empty, viewers see the channel's name: so does the streamer here. */}
      <p className="min-w-0 flex-1 truncate text-sm font-semibold text-text">{data.liveTitle ?? data.name}</p>
      <Link
        to={livePath(channelId)}
        className="inline-flex min-h-10 shrink-0 items-center text-sm font-semibold text-accent"
      >
        {t('channel.settings.openLiveRoom')}
      </Link>
    </section>
  );
}
