import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { authApi } from '@onair/api-client';
import { selectProfile, selectSessionRestoring, useAppDispatch, useAppSelector, useBrand } from '@onair/store';
import { useChatEndpoint } from './chat-endpoint';
import { INITIAL_CHAT_STATE, type ChatRoomState } from './chat-room-state';
import {
  ChatRoomConnection,
  type ChatActAnswer,
  type ChatMatchAnswer,
  type ChatLineDeletionAnswer,
  type ChatModerationAnswer,
} from './chat-room-connection';
import type { ModerationRequest } from './moderation';
import type { ChatTiming } from './chat-timing';

export type UseChatRoomOptions = {
  /** The chat server's origin; the ChatEndpoint around it, else this page's own (Vite proxies /socket.io to the API). */
  url?: string;
  timing?: Partial<ChatTiming>;
  /** live-Auth's ticket for an adult or password room; a new ticket is a new connection. */
  ticket?: string | null;
};

/** The room-event requests: each answers the server's ack (a refusal carries its Korean message). */
export type ChatRoomActions = {
  announce: (text: string) => Promise<ChatActAnswer<'announce'>>;
  unannounce: () => Promise<ChatActAnswer<'unannounce'>>;
  pinLine: (seq: number) => Promise<ChatActAnswer<'pinLine'>>;
  openVote: (draft: { question: string; options: string[]; seconds: number }) => Promise<ChatActAnswer<'openVote'>>;
  closeVote: () => Promise<ChatActAnswer<'closeVote'>>;
  castVote: (option: number) => Promise<ChatActAnswer<'castVote'>>;
  dismissVote: () => void;
  /** Moderation over one chatter (kick, dumb, blacklist, manager, unmanager); the ack is the action or the refusal. */
  moderate: (targetMemberId: number, request: ModerationRequest) => Promise<ChatModerationAnswer>;
  /** Deletes one line for everyone (the room's moderators); the ack is the deletion or the refusal. */
  deleteLine: (seq: number) => Promise<ChatLineDeletionAnswer>;
  /** Freezes the room (only the owner, managers and operators speak) or thaws it. */
  setFrozen: (frozen: boolean) => Promise<ChatModerationAnswer>;
  /** Slow mode's seconds (0: off), one of CHAT_SLOW_MODE_SECONDS. */
  setSlowMode: (seconds: number) => Promise<ChatModerationAnswer>;
  /** Followers-only chat on or off. */
  setFollowersOnly: (on: boolean) => Promise<ChatModerationAnswer>;
  /** Live matches (docs/chat.md): the owner proposes; the opponent's owner answers; either owner or an operator ends. */
  proposeMatch: (draft: { opponentChannelId: number; minutes: number }) => Promise<ChatMatchAnswer>;
  acceptMatch: () => Promise<ChatMatchAnswer>;
  declineMatch: () => Promise<ChatMatchAnswer>;
  endMatch: () => Promise<ChatMatchAnswer>;
  dismissMatch: () => void;
};

export type ChatRoom = ChatRoomState &
  ChatRoomActions & {
    /** The room's name: its channel id as text. */
    room: string;
    /** Queues a line; it is resent with the same clientMsgId until the server acknowledges it. */
    send: (text: string) => void;
  };

const NOT_CONNECTED = { ok: false, code: 'UNAVAILABLE', message: '' } as const;

const noSubscription = () => () => undefined;
const initialSnapshot = () => INITIAL_CHAT_STATE;

/**
 * The live room's chat for one channel: {status, messages, viewers, send, refusal, pending,
 * announcement, vote, voteChoice, manager} and the room-event requests (announce, openVote, …).
 * A new connection when the channel, the brand or the signed-in member changes (the handshake
 * reads the member once per connection). Between Unauthorized retries it asks for GET
 * /api/auth/me, which makes the store refresh the access-token cookie the one shared way.
 */
export function useChatRoom(
  channelId: number | string,
  { url: urlOption, timing, ticket }: UseChatRoomOptions = {},
): ChatRoom {
  const endpoint = useChatEndpoint();
  const url = urlOption ?? endpoint;
  const brand = useBrand();
  const memberId = useAppSelector(selectProfile)?.memberId ?? null;
  // While the page restores the session, wait: connecting now would connect again once the member is known.
  const restoring = useAppSelector(selectSessionRestoring);
  const dispatch = useAppDispatch();
  const [connection, setConnection] = useState<ChatRoomConnection | null>(null);
  const room = String(channelId);
  // Timing is for tests; a new object each render must not reconnect.
  const timingKey = JSON.stringify(timing ?? {});

  useEffect(() => {
    if (restoring) return;
    const refreshSession = () =>
      dispatch(authApi.authEndpoints.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }));
    const opened = new ChatRoomConnection({
      room,
      site: brand.code,
      url,
      refreshSession,
      timing: JSON.parse(timingKey),
      ...(ticket ? { ticket } : {}),
    });
    setConnection(opened);
    opened.start();
    return () => opened.close();
  }, [room, brand.code, url, memberId, restoring, timingKey, dispatch, ticket]);

  const state = useSyncExternalStore(
    connection?.subscribe ?? noSubscription,
    connection?.getSnapshot ?? initialSnapshot,
  );
  const send = useCallback((text: string) => connection?.send(text), [connection]);
  const actions = useMemo<ChatRoomActions>(
    () => ({
      announce: async (text) => connection?.requests.announce(text) ?? NOT_CONNECTED,
      unannounce: async () => connection?.requests.unannounce() ?? NOT_CONNECTED,
      pinLine: async (seq) => connection?.requests.pinLine(seq) ?? NOT_CONNECTED,
      openVote: async (draft) => connection?.requests.openVote(draft) ?? NOT_CONNECTED,
      closeVote: async () => connection?.requests.closeVote() ?? NOT_CONNECTED,
      castVote: async (option) => connection?.requests.castVote(option) ?? NOT_CONNECTED,
      dismissVote: () => connection?.requests.dismissVote(),
      moderate: async (targetMemberId, request) =>
        connection?.requests.moderate(targetMemberId, request) ?? NOT_CONNECTED,
      deleteLine: async (seq) => connection?.requests.deleteLine(seq) ?? NOT_CONNECTED,
      setFrozen: async (frozen) =>
        connection?.requests.setRoomMode({ type: frozen ? 'freeze' : 'unfreeze' }) ?? NOT_CONNECTED,
      setSlowMode: async (seconds) => connection?.requests.setRoomMode({ type: 'slow', seconds }) ?? NOT_CONNECTED,
      setFollowersOnly: async (on) => connection?.requests.setRoomMode({ type: 'followersOnly', on }) ?? NOT_CONNECTED,
      proposeMatch: async (draft) => connection?.requests.proposeMatch(draft) ?? NOT_CONNECTED,
      acceptMatch: async () => connection?.requests.acceptMatch() ?? NOT_CONNECTED,
      declineMatch: async () => connection?.requests.declineMatch() ?? NOT_CONNECTED,
      endMatch: async () => connection?.requests.endMatch() ?? NOT_CONNECTED,
      dismissMatch: () => connection?.requests.dismissMatch(),
    }),
    [connection],
  );
  return { ...state, ...actions, send, room };
}
