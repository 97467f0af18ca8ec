import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '@onair/i18n';
import { usePaymentNavLinks } from '@onair/payments/nav';
import { useMemberNavLinks } from '@onair/member/nav';
import { FOLLOWS_PATH, MY_CHANNEL_PATH, channelPath } from '@onair/channel';
import { selectProfile, useAppSelector } from '@onair/store';
import { LogoutMenuItem } from './LogoutButton';

/**
 * The member's nickname, opening the links to their own pages (my page, messages, customer
 * service, their channel, wallet, shop…; each only where the brand offers it), and 로그아웃 on the
 * narrowest phones, whose header has no room for it. A disclosure, not an ARIA menu: plain links, Tab
 * moves through them.
 */
export function AccountMenu({ nickname }: { nickname: string }) {
  const t = useT();
  const channelId = useAppSelector(selectProfile)?.channelId ?? null;
  // Without a channel, the way to open one (the page under 내 채널 관리 offers it).
  const channelLinks =
    channelId === null
      ? [{ key: 'openChannel', to: MY_CHANNEL_PATH, label: t('channel.open.menu') }]
      : [
          { key: 'myChannel', to: channelPath(channelId), label: t('channel.settings.viewChannel') },
          { key: 'myChannelSettings', to: MY_CHANNEL_PATH, label: t('channel.settings.title') },
        ];
  // The followed channels: the desktop has them in the sidebar, a phone here (docs/discovery.md).
  const followLinks = [{ key: 'follows', to: FOLLOWS_PATH, label: t('follows.sidebar') }];
  const links = [...followLinks, ...useMemberNavLinks(), ...channelLinks, ...usePaymentNavLinks()];
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // A link followed (the page changed) closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className="relative min-w-0 max-sm:shrink-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        title={nickname}
        className="flex h-8 min-w-0 cursor-pointer items-center max-sm:h-10 max-sm:shrink-0 gap-1 rounded px-1 max-sm:gap-0.5 max-sm:px-0.5 text-sm font-semibold text-text hover:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent sm:px-1.5"
      >
        {/* A phone has room for the initial only; the full nickname stays the button's name. The border
            draws the circle where the raised surface is the header's own colour (the light theme). */}
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full border border-border bg-surface-raised text-xs sm:hidden"
        >
          {nickname.slice(0, 1)}
        </span>
        <span className="sr-only min-w-0 truncate sm:not-sr-only sm:max-w-[12rem]">{nickname}</span>
        <span aria-hidden="true" className={`shrink-0 text-xs text-muted transition ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      {open && (
        <nav
          id={panelId}
          aria-label={t('payments.nav.menu')}
          className="absolute right-0 top-full z-40 mt-2 w-52 rounded border border-border bg-surface py-1 shadow-raised"
        >
          <ul>
            {links.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className="block px-4 py-2 text-sm text-text hover:bg-accent/10 hover:text-accent">
                  {link.label}
                </Link>
              </li>
            ))}
            <LogoutMenuItem />
          </ul>
        </nav>
      )}
    </div>
  );
}
