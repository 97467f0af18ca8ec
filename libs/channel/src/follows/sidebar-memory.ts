/** localStorage key: the followed-channels sidebar was folded away on this browser. */
const KEY = 'onair.followSidebar.collapsed';

/** Storage can be absent or refuse (private mode): the sidebar then starts open. */
export function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(KEY, collapsed ? '1' : '0');
  } catch {
    // Nothing to remember it in: it opens again next time.
  }
}
