import { useEffect, useRef } from 'react';
import { myApi } from '@onair/api-client';
import type { NotificationItem } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { selectIsSignedIn, useAppSelector } from '@onair/store';
import { notifyLater } from '@onair/ui';

/**
 * How often the bell asks again. The chat's socket is open only on live pages, so the header polls:
 * a channel going live reaches every open page of its followers within this (and a toast says so).
 */
export const NOTIFICATION_REFRESH_MS = 3_000;

/** One notification as a sentence in the reader's language. */
export function useNotificationText(): (item: NotificationItem) => string {
  const t = useT();
  return (item) => {
    if (item.kind === 'live') return t('member.notifications.live', { name: item.name });
    if (item.kind === 'renewal') return t('member.notifications.renewal', { name: item.name });
    if (item.kind === 'reply') return t('member.notifications.reply', { name: item.name });
    return t('member.notifications.message', { name: item.name });
  };
}

/**
 * The member's notifications, polled; each one that arrives while the page is open is also shown
 * as a toast (those already there when the page opened are not).
 */
export function useNotifications() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const query = myApi.useMyNotificationsQuery(undefined, { skip: !signedIn, pollingInterval: NOTIFICATION_REFRESH_MS });
  const textOf = useNotificationText();
  const newestSeen = useRef<number | null>(null);
  const items = signedIn ? (query.data?.items ?? []) : [];

  useEffect(() => {
    if (!query.data) return;
    const newest = query.data.items[0]?.notificationId ?? 0;
    if (newestSeen.current !== null) {
      for (const item of query.data.items) {
        if (item.notificationId > newestSeen.current && !item.read)
          notifyLater.info(textOf(item), { id: `notification-${item.notificationId}` });
      }
    }
    newestSeen.current = Math.max(newestSeen.current ?? 0, newest);
  }, [query.data, textOf]);

  return { items, unread: signedIn ? (query.data?.unread ?? 0) : 0 };
}
