import { useState } from 'react';
import { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { selectIsSignedIn, useAppSelector } from '@onair/store';
import { FollowedChannelItems } from './FollowedChannelItems';
import { readCollapsed, rememberCollapsed } from './sidebar-memory';

/** How many followed channels the sidebar lists: the live ones come first, so these are what matter. */
const SIDEBAR_SIZE = 30;

/**
 * The desktop's followed-channels sidebar (docs/discovery.md): a member's followed channels, live
 * first with viewers and category; folded to avatars and back with a button, remembered on this
 * browser. Nothing for visitors, nor below the lg breakpoint (phones have /follows).
 */
export function FollowedSidebar() {
  const t = useT();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const { data } = myApi.useMyFollowedChannelsQuery({ page: 1, size: SIDEBAR_SIZE }, { skip: !signedIn });
  if (!signedIn) return null;
  const toggle = () => {
    rememberCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };
  return (
    <aside
      aria-label={t('follows.sidebar')}
      className={`sticky top-[var(--onair-site-header-height)] hidden h-[calc(100vh-var(--onair-site-header-height))] shrink-0 overflow-y-auto border-r border-border bg-surface py-3 lg:block ${collapsed ? 'w-14 px-1' : 'w-60 px-2'}`}
    >
      <div className={`mb-2 flex items-center ${collapsed ? 'justify-center' : 'justify-between px-2'}`}>
        {!collapsed && <h2 className="text-xs font-bold uppercase tracking-wide text-muted">{t('follows.sidebar')}</h2>}
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-label={t(collapsed ? 'follows.expand' : 'follows.collapse')}
          className="flex h-8 w-8 items-center justify-center rounded text-muted hover:bg-surface-raised hover:text-text"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className={`h-4 w-4 ${collapsed ? 'rotate-180' : ''}`} fill="currentColor">
            <path d="M10.3 3.3a1 1 0 0 1 0 1.4L7 8l3.3 3.3a1 1 0 1 1-1.4 1.4l-4-4a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0Z" />
          </svg>
        </button>
      </div>
      {data && data.items.length === 0 && !collapsed && <p className="px-2 text-xs text-muted">{t('follows.none')}</p>}
      {data && <FollowedChannelItems channels={data.items} compact={collapsed} />}
    </aside>
  );
}
