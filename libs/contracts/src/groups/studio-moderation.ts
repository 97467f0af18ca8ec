import * as v from 'valibot';
import { defineRoute } from '../route';
import { RoomPasswordAnswer } from './live-auth';
import { IdParam } from './money-fields';

/** A manager of the channel as the studio lists them. */
export const StudioManager = v.object({
  memberId: v.number(),
  loginId: v.string(),
  nickname: v.string(),
  appointedAt: v.string(),
});
export type StudioManager = v.InferOutput<typeof StudioManager>;

/** The chat's sanctions as stored: kick (out until `until`), blacklist (banned until lifted), dumb (muted until `until`). */
export const STUDIO_SANCTION_KINDS = ['kick', 'blacklist', 'dumb'] as const;
/** What the studio lifts: a ban (kick and blacklist alike) or a mute (dumb). */
export const STUDIO_SANCTION_LIFTS = ['ban', 'mute'] as const;
export type StudioSanctionLift = (typeof STUDIO_SANCTION_LIFTS)[number];

/** One sanction in force: on whom, since when, by whom, until when (null: until lifted). */
export const StudioSanction = v.object({
  memberId: v.number(),
  loginId: v.string(),
  nickname: v.string(),
  kind: v.picklist(STUDIO_SANCTION_KINDS),
  since: v.string(),
  until: v.nullable(v.string()),
  /** The moderator's nickname; null when that member is gone. */
  byNickname: v.nullable(v.string()),
});
export type StudioSanction = v.InferOutput<typeof StudioSanction>;

const ChannelParam = v.object({ channelId: IdParam });
const Managers = v.object({ items: v.array(StudioManager) });
const Sanctions = v.object({ items: v.array(StudioSanction) });

/** A login ID or a nickname, as typed (spaces around it dropped). */
export const ManagerCandidate = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(30));

/** The studio's lists of the channel's chat: managers, the ban list, and the room password's state. */
export const studioModerationRoutes = {
  studioManagers: defineRoute({
    method: 'GET',
    path: '/api/my/studio/{channelId}/managers',
    group: 'my',
    operationId: 'studioManagers',
    summary: "The channel's chat managers, first appointed first. The owner only.",
    access: 'member',
    params: ChannelParam,
    response: Managers,
  }),
  studioManagerAdd: defineRoute({
    method: 'POST',
    path: '/api/my/studio/{channelId}/managers',
    group: 'my',
    operationId: 'studioManagerAdd',
    summary:
      'Appoints a member of the brand, named by login ID or nickname, a manager of the channel; the live room hears of it at once. The owner only.',
    access: 'member',
    params: ChannelParam,
    body: v.object({ member: ManagerCandidate }),
    response: Managers,
  }),
  studioManagerRemove: defineRoute({
    method: 'DELETE',
    path: '/api/my/studio/{channelId}/managers/{memberId}',
    group: 'my',
    operationId: 'studioManagerRemove',
    summary: 'Dismisses a manager of the channel; the live room hears of it at once. The owner only.',
    access: 'member',
    params: v.object({ channelId: IdParam, memberId: IdParam }),
    response: Managers,
  }),
  studioSanctions: defineRoute({
    method: 'GET',
    path: '/api/my/studio/{channelId}/sanctions',
    group: 'my',
    operationId: 'studioSanctions',
    summary: "Members banned (kicked or blacklisted) or muted in the channel's chat now, newest first. The owner and managers.",
    access: 'member',
    params: ChannelParam,
    response: Sanctions,
  }),
  studioSanctionLift: defineRoute({
    method: 'DELETE',
    path: '/api/my/studio/{channelId}/sanctions/{memberId}/{lift}',
    group: 'my',
    operationId: 'studioSanctionLift',
    summary:
      'Lifts a ban (kick and blacklist) or a mute of a member; it takes effect in the live room at once. The owner and managers.',
    access: 'member',
    params: v.object({ channelId: IdParam, memberId: IdParam, lift: v.picklist(STUDIO_SANCTION_LIFTS) }),
    response: Sanctions,
  }),
  studioRoomPassword: defineRoute({
    method: 'GET',
    path: '/api/my/studio/{channelId}/room-password',
    group: 'my',
    operationId: 'studioRoomPassword',
    summary: 'Whether the live room asks for a password (never the password). The owner only.',
    access: 'member',
    params: ChannelParam,
    response: RoomPasswordAnswer,
  }),
} as const;
