import * as v from 'valibot';
import { defineRoute } from '../route';
import { ChannelIdParam } from './channel-detail';
import { Id } from './money-fields';
import { CHANNEL_PROFILE_MESSAGES } from '../messages';
import { BroadcastTags } from './broadcast-tags';
import { BROADCAST_LANGUAGES, BroadcastLanguage } from './broadcast-languages';

/** liveTitleMax: channels.live_title is varchar(120); counted as String.length, so never over in the database either. */
export const CHANNEL_PROFILE_LIMITS = { nameMax: 30, descriptionMax: 500, liveTitleMax: 120 } as const;

const M = CHANNEL_PROFILE_MESSAGES;

/** A channel as its profile page shows it. */
export const ChannelProfile = v.object({
  channelId: v.number(),
  name: v.string(),
  description: v.string(),
  profileImageUrl: v.nullable(v.string()),
  bannerImageUrl: v.nullable(v.string()),
  ownerMemberId: v.number(),
  ownerNickname: v.string(),
  followerCount: v.number(),
  isLive: v.boolean(),
});
export type ChannelProfile = v.InferOutput<typeof ChannelProfile>;

export const ChannelName = v.pipe(
  v.string(M.name),
  v.trim(),
  v.minLength(1, M.name),
  v.maxLength(CHANNEL_PROFILE_LIMITS.nameMax, M.name),
);
export const ChannelDescription = v.pipe(
  v.string(M.description),
  v.trim(),
  v.maxLength(CHANNEL_PROFILE_LIMITS.descriptionMax, M.description),
);

/**
 * Opening one's channel: its name (the form offers the nickname) and the owner's agreement to the
 * broadcast rules (the broadcast-rules document), recorded with its time. One channel per member.
 * The agreement is optional in the shape only; the route refuses an opening without it (a 400 on
 * broadcastRulesAgreed), as it refuses `false`.
 */
export const ChannelOpening = v.object({
  name: ChannelName,
  broadcastRulesAgreed: v.optional(v.literal(true, M.broadcastRulesRequired)),
});

/** 409 when the member already has a channel. */
export const CHANNEL_ALREADY_OPEN_CODE = 'CHANNEL_ALREADY_OPEN';

/**
 * The owner's edit: name and description always (the form shows both); an image changes only when a
 * file is sent, or is cleared by its remove flag.
 */
export const ChannelProfileUpdate = v.object({
  channelId: Id,
  name: ChannelName,
  description: v.optional(ChannelDescription, ''),
  removeProfileImage: v.optional(v.boolean(), false),
  removeBannerImage: v.optional(v.boolean(), false),
});

/**
 * Channel settings (SPEC.md section 3), names as the SPEC spells them. broadcasting: live now.
 * The bank fields are the owner's withdrawal account, answered to the owner only (null to anyone else).
 * Sign-in flags already account for the brand: a brand without social login answers false.
 */
export const ChannelSettings = v.object({
  channelId: v.nullable(v.number()),
  broadcast: v.boolean(),
  broadcasting: v.boolean(),
  adultBroadcast: v.boolean(),
  adultPlusBroadcast: v.boolean(),
  isSnsLoginKakao: v.boolean(),
  isSnsLoginNaver: v.boolean(),
  isSnsLoginGoogle: v.boolean(),
  isSnsLoginTwitch: v.boolean(),
  bank_account: v.nullable(v.string()),
  bank_code: v.nullable(v.string()),
  bank_holder_name: v.nullable(v.string()),
});
export type ChannelSettings = v.InferOutput<typeof ChannelSettings>;

/** The owner changes any of the flags; the others stay as they are. */
export const ChannelSettingsUpdate = v.object({
  channelId: Id,
  broadcast: v.optional(v.boolean()),
  adultBroadcast: v.optional(v.boolean()),
  adultPlusBroadcast: v.optional(v.boolean()),
  isSnsLoginKakao: v.optional(v.boolean()),
  isSnsLoginNaver: v.optional(v.boolean()),
  isSnsLoginGoogle: v.optional(v.boolean()),
  isSnsLoginTwitch: v.optional(v.boolean()),
});

/**
 * A broadcast's title (docs/media.md, "Broadcast title"): one line, so a pasted line break or tab
 * becomes a space; trimmed; at most 120 characters. Empty clears it: viewers then see the channel's name.
 */
export const LiveTitle = v.pipe(
  v.string(M.liveTitle),
  v.transform((text) => text.replace(/\p{Cc}+/gu, ' ')),
  v.trim(),
  v.maxLength(CHANNEL_PROFILE_LIMITS.liveTitleMax, M.liveTitle),
);

/**
 * The owner sets the broadcast's title, or clears it with an empty one; with it, when sent, the
 * category (null: none), the free tags and the language (docs/discovery.md). What is not sent stays as it is.
 */
export const LiveTitleUpdate = v.object({
  channelId: Id,
  liveTitle: LiveTitle,
  categoryId: v.optional(v.nullable(v.pipe(v.number(M.category), v.integer(M.category), v.minValue(1, M.category)))),
  tags: v.optional(BroadcastTags),
  language: v.optional(BroadcastLanguage),
});

/** The broadcast's title as stored: null when none is set (lists and the live page show the channel's name). */
export const ChannelLiveTitle = v.object({
  channelId: v.number(),
  liveTitle: v.nullable(v.string()),
  categoryId: v.optional(v.nullable(v.number())),
  tags: v.optional(v.array(v.string())),
  language: v.optional(v.picklist(BROADCAST_LANGUAGES)),
});
export type ChannelLiveTitle = v.InferOutput<typeof ChannelLiveTitle>;

const OptionalChannelId = v.object({
  channelId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export const channelProfileRoutes = {
  guestChannelProfile: defineRoute({
    method: 'GET',
    path: '/api/guest/channel-profile/{channelId}',
    group: 'guest',
    operationId: 'guestChannelProfile',
    summary:
      "A channel's profile: name, description, images, owner and followers. 404 when unknown or of another brand.",
    access: 'public',
    params: v.object({ channelId: ChannelIdParam }),
    response: ChannelProfile,
  }),
  myChannelProfile: defineRoute({
    method: 'GET',
    path: '/api/my/channel-profile',
    group: 'my',
    operationId: 'myChannelProfile',
    summary: "The signed-in member's own channel profile, for the edit form. 404 when the member has no channel.",
    access: 'member',
    response: ChannelProfile,
  }),
  openChannel: defineRoute({
    method: 'POST',
    path: '/api/my/channel-profile',
    group: 'my',
    operationId: 'openChannel',
    summary:
      "Opens the signed-in member's channel (one per member; offline until they broadcast), recording when they agreed to the broadcast rules (broadcastRulesAgreed). 201 with its profile; 409 when they already have one.",
    access: 'member',
    status: 201,
    body: ChannelOpening,
    response: ChannelProfile,
  }),
  updateChannelProfile: defineRoute({
    method: 'PUT',
    path: '/api/my/channel-profile',
    group: 'my',
    operationId: 'updateChannelProfile',
    summary: "The owner changes the channel's name, description, profile and banner images. 403 for anyone else.",
    access: 'member',
    bodyType: 'multipart',
    body: ChannelProfileUpdate,
    files: [
      { name: 'profileImage', accept: 'image', maxCount: 1, purpose: 'channel-image' },
      { name: 'bannerImage', accept: 'image', maxCount: 1, purpose: 'channel-image' },
    ],
    response: ChannelProfile,
  }),
  channelSettings: defineRoute({
    method: 'GET',
    path: '/api/guest/channel-settings',
    group: 'guest',
    operationId: 'channelSettings',
    summary:
      "Channel settings: broadcast and sign-in switches, live state, and the owner's bank account (owner only). Without channelId, the site's defaults.",
    access: 'public',
    query: OptionalChannelId,
    response: ChannelSettings,
  }),
  updateChannelSettings: defineRoute({
    method: 'PUT',
    path: '/api/my/channel-settings',
    group: 'my',
    operationId: 'updateChannelSettings',
    summary: "The owner switches the channel's broadcast and sign-in flags; answers the settings as they now are.",
    access: 'member',
    body: ChannelSettingsUpdate,
    response: ChannelSettings,
  }),
  updateLiveTitle: defineRoute({
    method: 'PUT',
    path: '/api/my/channel-live-title',
    group: 'my',
    operationId: 'updateLiveTitle',
    summary:
      "The owner sets the broadcast's title (1-120 characters, trimmed), live or not; an empty one clears it back to the channel's name. With it, when sent, its category and up to 5 tags of 1-20 characters. 403 for anyone else.",
    access: 'member',
    body: LiveTitleUpdate,
    response: ChannelLiveTitle,
  }),
};
