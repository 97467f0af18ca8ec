import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { myApi } from '@onair/api-client';
import type { NotificationItem } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { MEMBER_PATHS } from '../nav/paths';
import { useNotifications, useNotificationText } from './use-notifications';

/** Where a notification leads: the live page, the post replied under, the subscribed channel, or the message box. */
const linkOf = (item: NotificationItem) => {
  if (item.channelId === null) return MEMBER_PATHS.messages;
  if (item.kind === 'live') return `/live/${item.channelId}`;
  if (item.kind === 'reply' && item.boardId) return `/channel/${item.channelId}/board/${item.boardId}`;
  return `/channel/${item.channelId}`;
};

/** The line under a notification's sentence: a broadcast's title, a reply's first words. */
const detailOf = (item: NotificationItem) =>
  (item.kind === 'live' && item.title !== item.name) || (item.kind === 'reply' && item.title !== '') ? item.title : null;

/**
 * The header's bell: the number of unread notifications, and a list of the newest. Opening the
 * list marks what it shows read. A disclosure of plain links, like the account menu.
 */
export function NotificationBell() {
  const t = useT();
  const { items, unread } = useNotifications();
  const textOf = useNotificationText();
  const [markRead] = myApi.useMyNotificationsReadMutation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

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

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    const newest = items[0]?.notificationId;
    if (opening && unread > 0 && newest !== undefined) void markRead({ body: { upTo: newest } });
  };

  const label = unread > 0 ? t('member.notifications.bellUnread', { count: unread }) : t('member.notifications.bell');
  return (
    <div ref={root} className="relative shrink-0">
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="relative -m-1 flex size-10 cursor-pointer items-center justify-center rounded text-text hover:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
          <path d="M10 20a2 2 0 0 0 4 0" />
        </svg>
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-1 -top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-accent px-1 text-[10px] font-bold leading-none text-accent-contrast"
          >
            {unread > 99 ? t('member.nav.manyUnread') : unread}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-label={t('member.notifications.title')}
          className="absolute right-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-1rem)] rounded border border-border bg-surface py-1 shadow-raised"
        >
          <h2 className="px-4 py-2 text-sm font-bold text-text">{t('member.notifications.title')}</h2>
          {items.length === 0 ? (
            <p className="px-4 py-3 text-sm text-muted">{t('member.notifications.empty')}</p>
          ) : (
            <ul className="max-h-80 overflow-y-auto">
              {items.map((item) => (
                <li key={item.notificationId}>
                  <Link
                    to={linkOf(item)}
                    className="flex gap-2 px-4 py-2 text-sm text-text hover:bg-accent/10 hover:text-accent"
                  >
                    {!item.read && (
                      <span className="mt-1.5 size-2 shrink-0 rounded-full bg-accent">
                        <span className="sr-only">{t('member.notifications.unreadMark')}</span>
                      </span>
                    )}
                    <span className="min-w-0">
                      <span className="block">{textOf(item)}</span>
                      {detailOf(item) !== null && <span className="block truncate text-xs text-muted">{detailOf(item)}</span>}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
