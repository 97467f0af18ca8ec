import * as v from 'valibot';
import { defineRoute } from '../route';
import { Nickname, stripSpaces } from '../fields';
import { VALIDATION_MESSAGES } from '../messages';
import { At } from './money-fields';

/** The member's own settings; members who never saved any get the defaults (both on). */
export const MySetting = v.object({
  /** Accept messages from other members (blocked members never get through). */
  allowMessages: v.boolean(),
  /** Tell me when a channel I follow goes live. */
  notifyLive: v.boolean(),
});
export type MySetting = v.InferOutput<typeof MySetting>;
export const MySettingBody = v.object({ allowMessages: v.optional(v.boolean()), notifyLive: v.optional(v.boolean()) });

export const MyProfile = v.object({
  memberId: v.number(),
  loginId: v.string(),
  nickname: v.string(),
  channelId: v.nullable(v.number()),
  channelName: v.nullable(v.string()),
  followingCount: v.number(),
  joinedAt: At,
});
export type MyProfile = v.InferOutput<typeof MyProfile>;

/** Spaces are stripped from nicknames (SPEC section 5) before the 2-10 character rule. */
export const MyProfileBody = v.object({
  nickname: v.pipe(v.string(VALIDATION_MESSAGES.nickname), v.transform(stripSpaces), Nickname),
});

export const myPageRoutes = {
  setting: defineRoute({
    method: 'GET',
    path: '/api/my/setting',
    group: 'my',
    operationId: 'mySetting',
    summary: "The member's settings: accept messages, live notifications (both on until changed).",
    access: 'member',
    response: MySetting,
  }),
  updateSetting: defineRoute({
    method: 'PUT',
    path: '/api/my/setting',
    group: 'my',
    operationId: 'myUpdateSetting',
    summary: 'Changes the settings given; the others stay as they were.',
    access: 'member',
    body: MySettingBody,
    response: MySetting,
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/api/my/profile',
    group: 'my',
    operationId: 'myProfile',
    summary: "The member's own profile for my page: nickname, channel, how many channels they follow.",
    access: 'member',
    response: MyProfile,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/my/profile',
    group: 'my',
    operationId: 'myUpdateProfile',
    summary: 'Changes the nickname (2-10 characters; 409 when another member has it, in any case).',
    access: 'member',
    body: MyProfileBody,
    response: MyProfile,
  }),
};
