import { Link } from 'react-router';
import { guestApi } from '@onair/api-client';
import { CHANNEL_SEARCH_MAX_LENGTH, SEARCH_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector } from '@onair/store';
import { browsePath } from '../browse/browse-paths';
import { categoryName } from '../browse/category-name';
import { livePath } from '../live/live-paths';
import { replayPath } from '../replays/replay-paths';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before the box asks for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 250;

/**
 * Under the search box as one types: a few channels (live ones marked), categories and replays that
 * contain the words, each a link; nothing while the box is blank or nothing is found.
 */
export function SearchSuggestions({ text, onPick }: { text: string; onPick: () => void }) {
  const t = useT();
  const locale = useAppSelector(selectLocale);
  const wanted = useDebouncedValue(text.trim().slice(0, CHANNEL_SEARCH_MAX_LENGTH), SUGGEST_DEBOUNCE_MS, '');
  const { data } = guestApi.useSearchAllQuery({ q: wanted, size: SEARCH_SIZES.suggestions }, { skip: wanted === '' });
  if (wanted === '' || !data) return null;
  const { channels, categories, replays } = data;
  if (channels.length + categories.length + replays.length === 0) return null;
  const row = 'flex items-center gap-2 truncate px-3 py-2 text-sm text-text hover:bg-surface-raised focus-visible:bg-surface-raised';
  const heading = 'px-3 pt-2 text-xs font-semibold text-muted';
  return (
    <div
      aria-label={t('search.suggestions')}
      role="region"
      className="absolute left-0 right-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded border border-border bg-surface py-1 shadow-lg"
    >
      {channels.length > 0 && (
        <>
          <p className={heading}>{t('search.channels')}</p>
          <ul>
            {channels.map((channel) => (
              <li key={`c${channel.channelId}`}>
                <Link to={livePath(channel.channelId)} onClick={onPick} className={row}>
                  {channel.isLive && (
                    <span className="shrink-0 rounded bg-danger px-1 text-[10px] font-bold text-danger-contrast">{t('home.live')}</span>
                  )}
                  <span className="truncate">{channel.name}</span>
                  <span className="truncate text-xs text-muted">{channel.ownerNickname}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {categories.length > 0 && (
        <>
          <p className={heading}>{t('search.categories')}</p>
          <ul>
            {categories.map((category) => (
              <li key={`k${category.categoryId}`}>
                <Link to={browsePath(category.slug)} onClick={onPick} className={row}>
                  <span className="truncate">{categoryName(category, locale)}</span>
                  {category.liveChannels > 0 && (
                    <span className="text-xs text-muted">{t('browse.liveChannels', { count: category.liveChannels })}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {replays.length > 0 && (
        <>
          <p className={heading}>{t('search.replays')}</p>
          <ul>
            {replays.map((replay) => (
              <li key={`r${replay.recordedStreamId}`}>
                <Link to={replayPath(replay.channelId, replay.recordedStreamId)} onClick={onPick} className={row}>
                  <span className="truncate">{replay.title}</span>
                  <span className="truncate text-xs text-muted">{replay.channelName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
