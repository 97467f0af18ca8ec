import * as v from 'valibot';
import { defineRoute } from '../route';
import { ForeignPassword, Nickname, stripSpaces } from '../fields';
import { VALIDATION_MESSAGES, MY_PASSWORD_MESSAGES } from '../messages';
import { Ok } from './auth';
import { At } from './money-fields';

/** The codes of those refusals, so a client can word them in the reader's language. */
export const MY_PASSWORD_ERROR_CODES = {
  wrongCurrent: 'WRONG_CURRENT_PASSWORD',
  sameAsCurrent: 'SAME_PASSWORD',
  alreadySet: 'PASSWORD_ALREADY_SET',
} as const;

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
  /**
   * False for a member who signed up through social login and never set a password: my page offers
   * to set one (no current password asked), after which they may also sign in with loginId.
   */
  hasPassword: v.boolean(),
});
export type MyProfile = v.InferOutput<typeof MyProfile>;

/** Spaces are stripped from nicknames (SPEC section 5) before the 2-10 character rule. */
export const MyProfileBody = v.object({
  nickname: v.pipe(v.string(VALIDATION_MESSAGES.nickname), v.transform(stripSpaces), Nickname),
});

/**
 * The current password is only compared, so any stored one is accepted as typed (older ones may not
 * follow today's rule). It is left out by a member who has none yet (social signup, `hasPassword`
 * false): the API asks for it only when a password exists. The new one follows the signup rule;
 * foreign members may type up to 40 characters (SPEC section 5), so the contract allows 40 and the
 * API holds domestic members to 15.
 */
export const MyPasswordBody = v.object({
  currentPassword: v.optional(
    v.pipe(
      v.string(VALIDATION_MESSAGES.passwordRequired),
      v.minLength(1, VALIDATION_MESSAGES.passwordRequired),
      v.maxLength(100, MY_PASSWORD_MESSAGES.wrongCurrent),
    ),
  ),
  newPassword: ForeignPassword,
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
  changePassword: defineRoute({
    method: 'PUT',
    path: '/api/my/password',
    group: 'my',
    operationId: 'myChangePassword',
    summary:
      'Changes the password given the current one, or sets a first one (no current password) for a ' +
      "member who has none. Every other session ends; this browser's stays. 400 on a missing or wrong " +
      'current password (wrong ones count against the sign-in lock: 429 once locked), a new one breaking ' +
      'the signup rule, too common or the same as the current; 409 when setting a first one but one is set.',
    access: 'member',
    body: MyPasswordBody,
    response: Ok,
  }),
};
