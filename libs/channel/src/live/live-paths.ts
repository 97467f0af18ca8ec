/** The live page's route, relative to the site layout (SPEC.md section 2 leaves it to us). */
export const LIVE_ROUTE_PATH = 'live/:channelId';

/** The live page of a channel: /live/12. */
export const livePath = (channelId: number) => `/live/${channelId}`;

/** The pop-out chat: only the room's chat, outside the site layout (LiveChatPopout). */
export const LIVE_CHAT_ROUTE_PATH = 'live/:channelId/chat';
export const liveChatPath = (channelId: number) => `/live/${channelId}/chat`;

/** A route param that can be a channel id (digits only, no leading zero); anything else is not found without asking the API. */
export function channelIdFromParam(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
