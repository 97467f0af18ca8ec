/** "Save ID" keeps the last ID in this browser so the login form starts with it. */
const KEY = 'onair.savedLoginId';

export function readSavedLoginId(): string {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeSavedLoginId(loginId: string | null): void {
  try {
    if (loginId) window.localStorage.setItem(KEY, loginId);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage can be off (private mode); the form still works, it just does not remember.
  }
}
