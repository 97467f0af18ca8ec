/** localStorage key of the day a popup was dismissed for ('do not show today'). */
const key = (itemId: number) => `onair.popup.hiddenOn.${itemId}`;

/** Today in the viewer's own calendar (the popup comes back the next morning, not 24 hours later). */
export function localDay(now = new Date()): string {
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/** Storage can be absent or refuse (private mode, quota): the popup then simply shows again. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Opens localStorage ahead of the popup. A page's first read of it loads the site's stored data with a
 * synchronous call to the browser (1 to 50 ms on a busy two-core machine); made in a task of its own,
 * it does not lengthen the task that draws the popup when its answer arrives.
 */
export function openDismissalStorage(): void {
  void storage()?.length;
}

export function isHiddenToday(itemId: number, now = new Date()): boolean {
  return storage()?.getItem(key(itemId)) === localDay(now);
}

export function hideForToday(itemId: number, now = new Date()): void {
  try {
    storage()?.setItem(key(itemId), localDay(now));
  } catch {
    // Full or refused: nothing to remember it in.
  }
}

/** sessionStorage key: the home popups are done for this browser tab (closed, or another dialog came first). */
const SESSION_KEY = 'onair.popup.doneThisSession';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Closed once, or pushed aside by login or signup: not again until the tab is closed (a reload after signup included). */
export function isDoneThisSession(): boolean {
  return sessionStore()?.getItem(SESSION_KEY) === '1';
}

export function doneThisSession(): void {
  try {
    sessionStore()?.setItem(SESSION_KEY, '1');
  } catch {
    // Refused: the popup may show again on the next page load.
  }
}
