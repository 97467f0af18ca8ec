import { lazy, Suspense, useEffect, useState } from 'react';
import { guestApi } from '@onair/api-client';
import {
  selectAuthDialog,
  selectLocale,
  selectMembersOnlyShown,
  selectSessionExpired,
  useAppSelector,
} from '@onair/store';
import { doneThisSession, isDoneThisSession, isHiddenToday, openDismissalStorage } from './popup-dismissal';

// The dialog comes only when there is a popup to show, so a home without one carries none of it.
const HomePopupDialog = lazy(async () => ({ default: (await import('./HomePopupDialog')).HomePopupDialog }));

/**
 * The operator's popup over the home page: the first one not hidden for today. 오늘 하루 보지 않기
 * remembers the day in localStorage; 닫기 closes the popups for this browser tab (sessionStorage),
 * so the page after a login or signup does not greet the member with it again. It opens on top of
 * the page (a dialog), so it moves nothing on it. It never comes over another dialog: once a
 * visitor has opened login or signup (or a session notice showed), the tab has no popup at all.
 */
export function HomePopup({ enabled }: { enabled: boolean }) {
  const lang = useAppSelector(selectLocale);
  const { data } = guestApi.useHomePopupsQuery({ lang }, { skip: !enabled });
  const [closed, setClosed] = useState<number[]>([]);
  const otherDialog = useOtherDialogSeen();
  useEffect(() => {
    if (!enabled) return;
    // While the popups are asked for: the storage they are checked against opens in a task of its own.
    const timer = setTimeout(openDismissalStorage);
    return () => clearTimeout(timer);
  }, [enabled]);
  useEffect(() => {
    if (otherDialog) doneThisSession();
  }, [otherDialog]);
  const popup = data?.items.find((item) => !closed.includes(item.itemId) && !isHiddenToday(item.itemId));
  if (!popup || otherDialog || isDoneThisSession()) return null;
  const close = () => {
    doneThisSession();
    setClosed((ids) => [...ids, popup.itemId]);
  };
  return (
    <Suspense fallback={null}>
      <HomePopupDialog popup={popup} onClose={close} />
    </Suspense>
  );
}

/** True from the moment the auth dialog, the members-only dialog or the session notice first opens on this visit. */
function useOtherDialogSeen(): boolean {
  const authOpen = useAppSelector(selectAuthDialog).open;
  const membersOnly = useAppSelector(selectMembersOnlyShown);
  const sessionExpired = useAppSelector(selectSessionExpired);
  const openNow = authOpen || Boolean(membersOnly) || sessionExpired;
  const [seen, setSeen] = useState(openNow);
  useEffect(() => {
    if (openNow) setSeen(true);
  }, [openNow]);
  return seen || openNow;
}
