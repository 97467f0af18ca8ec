// The live room a member left for the shop (the header's + or a gift they could not afford there),
// kept for this tab across the gateway's own pages: the result page then leads back to the room,
// where the gift is waiting to be sent, instead of leaving them to find the channel again.
const KEY = 'onair.shop.returnToLive';
const LIVE_ROOM = /^\/live\/\d+$/;

/** The live room's path when `pathname` is one (/live/12), else null: only a room is returned to. */
export function liveRoomPath(pathname: string | null): string | null {
  return pathname !== null && LIVE_ROOM.test(pathname) ? pathname : null;
}

/** The shop's address that remembers the room it was opened from. */
export function shopPathFrom(shopPath: string, pathname: string): string {
  const room = liveRoomPath(pathname);
  return room ? `${shopPath}?${new URLSearchParams({ from: room }).toString()}` : shopPath;
}

/** Kept when the shop is opened from a room; forgotten when it is opened from anywhere else. */
export function rememberLiveReturn(room: string | null) {
  try {
    if (room) window.sessionStorage.setItem(KEY, room);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Private mode or storage full: the result page then offers the wallet and home only.
  }
}

export function recalledLiveReturn(): string | null {
  try {
    return liveRoomPath(window.sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}
