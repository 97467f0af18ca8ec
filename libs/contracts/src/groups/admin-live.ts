import * as v from 'valibot';
import { Page, PageSize } from '../fields';
import { ADMIN_LIVE_MESSAGES as M } from '../messages';
import { defineRoute } from '../route';
import { IdParam, MaybeAt, PageOf } from './money-fields';

/** What the live list sorts by: most watched first by default, or the longest or newest broadcast. */
export const LIVE_CHANNEL_SORTS = ['viewers', 'startedAt'] as const;

/** live: the channels on air now; suspended: the channels an operator suspended, live or not. */
export const LIVE_CHANNEL_STATES = ['live', 'suspended'] as const;

/** The operator actions a streamer is told of (docs/takedown.md). */
export const TAKEDOWN_ACTIONS = ['end', 'revoke-key', 'suspend'] as const;
export type TakedownAction = (typeof TAKEDOWN_ACTIONS)[number];

/** Every takedown and lift says why: the streamer reads it, and the audit log keeps it. */
const TakedownReason = v.pipe(
  v.string(M.reasonRequired),
  v.trim(),
  v.minLength(1, M.reasonRequired),
  v.maxLength(500, M.reasonTooLong),
);

export const LiveChannelsQuery = v.object({
  state: v.optional(v.picklist(LIVE_CHANNEL_STATES), 'live'),
  sort: v.optional(v.picklist(LIVE_CHANNEL_SORTS), 'viewers'),
  order: v.optional(v.picklist(['asc', 'desc']), 'desc'),
  page: Page,
  size: PageSize(20),
});

export const LiveChannelRow = v.object({
  channelId: v.number(),
  /** The broadcast title, or the channel's name when the title is cleared. */
  title: v.string(),
  channelName: v.string(),
  streamer: v.object({ memberId: v.number(), loginId: v.string(), nickname: v.string() }),
  isLive: v.boolean(),
  viewers: v.number(),
  startedAt: MaybeAt,
  adult: v.boolean(),
  /** The room has a password (live-Auth). */
  password: v.boolean(),
  /** The newest snapshot of the stream (about every 20 s; its URL changes with each), null before the first. */
  thumbnailUrl: v.nullable(v.string()),
  suspension: v.nullable(v.object({ reason: v.string(), since: v.string() })),
});
export type LiveChannelRow = v.InferOutput<typeof LiveChannelRow>;

export const LiveChannelPage = PageOf(LiveChannelRow);

export const TakedownBody = v.object({ reason: TakedownReason });

/** What an action did: changed is false when there was nothing to do (already offline, no key, already suspended). */
export const TakedownResult = v.object({ changed: v.boolean(), channel: LiveChannelRow });

const ChannelParams = v.object({ channelId: IdParam });

const takedownRoute = (path: string, operationId: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/api/admin/live/channels/{channelId}/${path}`,
    group: 'admin',
    operationId,
    summary,
    access: 'staff',
    params: ChannelParams,
    body: TakedownBody,
    response: TakedownResult,
  });

/** Live channels and takedown in the operator console (docs/takedown.md). */
export const adminLiveRoutes = {
  liveChannels: defineRoute({
    method: 'GET',
    path: '/api/admin/live/channels',
    group: 'admin',
    operationId: 'adminLiveChannels',
    summary: "The request brand's live (or suspended) channels, a page at a time, by viewers or start time.",
    access: 'staff',
    query: LiveChannelsQuery,
    response: LiveChannelPage,
  }),
  endBroadcast: takedownRoute(
    'end',
    'adminEndBroadcast',
    'Ends the live broadcast now: the channel goes offline and its media node drops the encoder within seconds.',
  ),
  revokeStreamKey: takedownRoute(
    'revoke-key',
    'adminRevokeStreamKey',
    'Revokes the channel’s stream key (its broadcast ends); the streamer must issue a new key to go live.',
  ),
  suspendChannel: takedownRoute(
    'suspend',
    'adminSuspendChannel',
    'Suspends broadcasting: the live broadcast ends and every publish is refused until the suspension is lifted.',
  ),
  liftSuspension: takedownRoute('lift', 'adminLiftSuspension', 'Lifts a suspension: the channel may go live again.'),
};
