import * as v from 'valibot';
import { defineRoute } from '../route';
import { LoginId, Nickname, Page, PageSize } from '../fields';
import { CHANNEL_SEARCH_MAX_LENGTH, PAGE_SIZES } from '../limits';
import { STREAM_PLAYERS } from '../enums';
import { ChannelDetail, ChannelIdParam } from './channel-detail';
import { BROADCAST_LANGUAGES } from './broadcast-languages';

export const LoginIdCheck = v.object({ msg: v.picklist(['ok', 'exists']) });
export const NicknameCheck = v.object({ msg: v.picklist(['ok', 'overlap']) });
export const RecommenderCheck = v.object({ msg: v.picklist(['ok', 'notfound']) });
export const ExistenceCheck = v.object({ msg: v.picklist(['ok', 'notfound']) });

export const ChannelSummary = v.object({
  channelId: v.number(),
  name: v.string(),
  description: v.string(),
  ownerNickname: v.string(),
  isLive: v.boolean(),
  viewerCount: v.number(),
  title: v.nullable(v.string()),
  player: v.nullable(v.picklist(STREAM_PLAYERS)),
  thumbnailUrl: v.nullable(v.string()),
  profileImageUrl: v.nullable(v.string()),
  adult: v.boolean(),
  /** The broadcast's free tags (docs/discovery.md); optional only so older fixtures stay valid. */
  tags: v.optional(v.array(v.string())),
  /** What the broadcast is about; null: none, or a disabled category. */
  categoryId: v.optional(v.nullable(v.number())),
  /** The broadcast's language (docs/discovery.md); optional only so older fixtures stay valid. */
  language: v.optional(v.picklist(BROADCAST_LANGUAGES)),
});
export type ChannelSummary = v.InferOutput<typeof ChannelSummary>;

export const ChannelPage = v.object({
  items: v.array(ChannelSummary),
  page: v.number(),
  size: v.number(),
  total: v.number(),
});
export type ChannelPage = v.InferOutput<typeof ChannelPage>;

/** What a viewer typed into the site's search box; blank after trimming is refused, never "everything". */
export const ChannelSearchKeyword = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(CHANNEL_SEARCH_MAX_LENGTH),
);

export const ServerTime = v.object({ now: v.string(), timezone: v.string() });

export const guestRoutes = {
  checkLoginId: defineRoute({
    method: 'GET',
    path: '/api/guest/loginId/{id}',
    group: 'guest',
    operationId: 'checkLoginId',
    summary: 'Is this login ID free? ok when free, exists when taken.',
    access: 'public',
    params: v.object({ id: LoginId }),
    response: LoginIdCheck,
  }),
  checkNickname: defineRoute({
    method: 'GET',
    path: '/api/guest/nickname/{nickname}',
    group: 'guest',
    operationId: 'checkNickname',
    summary: 'Is this nickname free? ok when free, overlap when taken.',
    access: 'public',
    params: v.object({ nickname: Nickname }),
    response: NicknameCheck,
  }),
  findRecommender: defineRoute({
    method: 'GET',
    path: '/api/guest/findRecommender/{id}',
    group: 'guest',
    operationId: 'findRecommender',
    summary: 'Does a member with this login ID exist to be named as recommender? notfound otherwise.',
    access: 'public',
    params: v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) }),
    response: RecommenderCheck,
  }),
  findLoginId: defineRoute({
    method: 'GET',
    path: '/api/guest/find-loginId/{id}',
    group: 'guest',
    operationId: 'findLoginId',
    summary: 'Does a member with this login ID exist (find-password flow)? ok when found, notfound otherwise.',
    access: 'public',
    params: v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) }),
    response: ExistenceCheck,
  }),
  checkRefcode: defineRoute({
    method: 'GET',
    path: '/api/guest/refcode/{code}',
    group: 'guest',
    operationId: 'checkRefcode',
    summary: 'Is this partner (referral) code known? ok when it is, notfound otherwise.',
    access: 'public',
    params: v.object({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) }),
    response: ExistenceCheck,
  }),
  listChannels: defineRoute({
    method: 'GET',
    path: '/api/guest/channels',
    group: 'guest',
    operationId: 'listChannels',
    summary:
      'Channels for the home page: live ones first (most viewers first), then the rest by name. With a keyword, the channels whose name, owner nickname or broadcast title contain it (any case), an exact name or nickname first.',
    access: 'public',
    query: v.object({
      page: Page,
      size: PageSize(PAGE_SIZES.streams),
      live: v.optional(v.boolean()),
      keyword: v.optional(ChannelSearchKeyword),
    }),
    response: ChannelPage,
  }),
  getChannelDetail: defineRoute({
    method: 'GET',
    path: '/api/guest/channel/{channelId}',
    group: 'guest',
    operationId: 'getChannelDetail',
    summary:
      "One channel for its live page: owner, live state, viewers and how to play the stream. 404 when unknown or of another brand. An adult or password room's stream is null unless the caller passes its door: an identity-verified adult, and for a password room the ticket live-Auth gave them.",
    access: 'public',
    params: v.object({ channelId: ChannelIdParam }),
    query: v.object({ ticket: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
    response: ChannelDetail,
  }),
  timeCheck: defineRoute({
    method: 'GET',
    path: '/api/guest/timeCheck',
    group: 'guest',
    operationId: 'timeCheck',
    summary: "The server's clock, so the client can show countdowns that do not depend on the device clock.",
    access: 'public',
    response: ServerTime,
  }),
};
