import * as v from 'valibot';
import { defineRoute } from '../route';
import { ChannelIdParam } from './channel-detail';

/** What a room asks of a viewer: nothing, identity-verified adulthood, or its password (or a room pass). */
export const LIVE_REQUIREMENTS = ['open', 'adult', 'password'] as const;
/** How the viewer got in. */
export const LIVE_GRANTS = ['open', 'adult', 'password', 'pass', 'staff'] as const;

/** 4-20 characters, no spaces: a room password is shared by word of mouth, not a login secret. */
export const RoomPassword = v.pipe(v.string(), v.regex(/^\S{4,20}$/, '방송 비밀번호는 공백 없이 4~20자입니다.'));

const LiveAuthInput = {
  channelId: v.union([v.number(), ChannelIdParam]),
  /** Who the page believes is watching: the member's login ID, or the visitor's client id. Checked against the session. */
  viewerId: v.optional(v.pipe(v.string(), v.maxLength(40))),
  password: v.optional(v.pipe(v.string(), v.maxLength(40))),
  /** password: enter with the password; pass: enter with a room pass used in this channel; absent: just ask. */
  option: v.optional(v.picklist(['password', 'pass'])),
  /** The partner (ASP) the viewer came through, if any; recorded on nothing yet. */
  aspCode: v.optional(v.pipe(v.string(), v.maxLength(40))),
};

export const LiveAuthAnswer = v.object({
  channelId: v.number(),
  requirement: v.picklist(LIVE_REQUIREMENTS),
  grantedBy: v.picklist(LIVE_GRANTS),
  /** Proof for the chat handshake (auth.ticket) and the channel detail; null for open rooms, which need none. */
  ticket: v.nullable(v.string()),
  expiresAt: v.nullable(v.string()),
});
export type LiveAuthAnswer = v.InferOutput<typeof LiveAuthAnswer>;

export const RoomPasswordBody = v.object({ password: v.nullable(RoomPassword) });
export const RoomPasswordAnswer = v.object({ channelId: v.number(), passwordSet: v.boolean() });

export const liveAuthRoutes = {
  /** SPEC.md section 7 lists it among the guest GETs; the web uses the POST so a password never sits in a URL. */
  liveAuthCheck: defineRoute({
    method: 'GET',
    path: '/api/guest/live-Auth',
    group: 'guest',
    operationId: 'liveAuthCheck',
    summary:
      'May this viewer watch this live room? 200 with a ticket when yes; 403 ADULT_ONLY, PASSWORD_REQUIRED, WRONG_PASSWORD or PASS_REQUIRED when not; 404 for an unknown channel.',
    access: 'public',
    query: v.object(LiveAuthInput),
    response: LiveAuthAnswer,
  }),
  liveAuth: defineRoute({
    method: 'POST',
    path: '/api/guest/live-Auth',
    group: 'guest',
    operationId: 'liveAuth',
    summary: 'The same as GET /api/guest/live-Auth, with the password in the body.',
    access: 'public',
    changesNothing: true,
    body: v.object(LiveAuthInput),
    response: LiveAuthAnswer,
  }),
  setRoomPassword: defineRoute({
    method: 'PUT',
    path: '/api/my/room-password',
    group: 'my',
    operationId: 'setRoomPassword',
    summary: "Sets (or, with null, removes) the password of the caller's own live room. Tickets issued under the old password stop working.",
    access: 'member',
    body: RoomPasswordBody,
    response: RoomPasswordAnswer,
  }),
};
