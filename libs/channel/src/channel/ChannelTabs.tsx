import { NavLink } from 'react-router';
import { useT } from '@onair/i18n';
import { channelClipsPath } from '../clips/clip-paths';
import { channelReplaysPath } from '../replays/replay-paths';
import { channelBoardPath, channelNoticesPath, channelPath } from './channel-paths';

/** The channel page's sections, as links (each has its own address to share and to go back to). */
export function ChannelTabs({
  channelId,
  boardsOn,
  replaysOn,
}: {
  channelId: number;
  boardsOn: boolean;
  /** A brand without recorded streams has no replays to list: no tab that leads to a dead end. */
  replaysOn: boolean;
}) {
  const t = useT();
  const tabs = [
    { to: channelPath(channelId), label: t('channel.tab.home'), end: true },
    { to: channelNoticesPath(channelId), label: t('channel.tab.notices'), end: false },
    ...(replaysOn ? [{ to: channelReplaysPath(channelId), label: t('channel.tab.replays'), end: false }] : []),
    { to: channelClipsPath(channelId), label: t('channel.tab.clips'), end: false },
    ...(boardsOn ? [{ to: channelBoardPath(channelId), label: t('channel.tab.board'), end: false }] : []),
  ];
  return (
    <nav aria-label={t('channel.tab.label')} className="flex overflow-x-auto border-b border-border">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            `-mb-px shrink-0 whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold transition sm:text-base ${
              isActive ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-text'
            }`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
